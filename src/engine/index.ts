// The engine's public API. Nothing outside src/engine imports its other files, except view.ts:
// the part of this API that drawing needs, without zod and the rules (the render worker's memory).
export * from './vocabulary/constants';
export { newGame, NewGameSchema, type NewGame, type NewGameResult, type NewPlayer } from './round/setup';
export { applyAction, type ApplyResult } from './round/apply';
export { apply, checkAction, type CheckedAction } from './round/apply-input';
export { ActionSchema } from './rules/action-schema';
export type { Action, ActionType, ActionOf } from './rules/action-types';
export {
  GmTradeSchema,
  PaymentSchema,
  type GmTrade,
  type Payment,
  type RouteChoice,
} from './vocabulary/actions';
export {
  GameStateSchema,
  GameOptionsSchema,
  type GameState,
  type GameOptions,
  type Holdings,
  type Score,
  type Phase,
} from './vocabulary/state';
export { DEFAULT_OPTIONS } from './vocabulary/default-options';
export { ERROR_CODES, type ErrorCode, type ErrorData, type EngineError } from './vocabulary/errors';
export type { CogStepEvent, GameEvent, PublicEvent, SecretNote } from './vocabulary/events';
export {
  publicView,
  playerView,
  type PublicView,
  type PlayerView,
  type SharedView,
  type CityView,
  type PlayerSummary,
  type PhaseView,
  type SquareView,
  type RaidView,
} from './queries/views';
export {
  pendingDecisions,
  blockingDecisions,
  isBlocking,
  type PendingDecision,
  type DecisionKind,
} from './queries/pending';
export { compareBids, bidClass, canBid, enumerateBids } from './rules/common/bidding';
export { isLegalCityTrade } from './rules/common/trade-batch';
export { scoreOf, developmentPoints, goodsValue } from './rules/common/scoring';
export { noGoods, totalGoods, type Goods } from './vocabulary/goods';
export { markerTotal, type MarkerCounts } from './vocabulary/markers';
export { actionPhases, legalActions, type LegalAction, type RouteOption } from './queries/legal';
export { concreteActions, expand, payments } from './queries/expand';
export { gmTrades, whyNot, probes, TURN_ACTIONS, type Blocked, type TurnAction } from './queries/why-not';
// Helpers the computer players (src/ai) share with the rules.
export { canBuildOffice, officeCost } from './rules/build-office';
export { isRepeatedBid } from './rules/common/bidding';
export { valuesOf } from './vocabulary/markers';
export { officesOf } from './rules/common/scoring';
export { Dice, seedRng, type RngState } from './vocabulary/random';
export { RngStateSchema } from './vocabulary/random-schema';
export { generatorOf, CRYPTO_SEED, type Seed, type Generator } from './vocabulary/seed';
export { SeedSchema } from './vocabulary/seed-schema';
export { guildMasterPath } from './rules/common/guild-master-path';
export { possibleSplits, pileSizes } from './rules/common/raid-steps';
export { moveCost } from './rules/common/movement';
export { defaultAction, applyTimeout } from './queries/defaults';
export { replay } from './queries/replay';
export { lastMoveOf, type LastMove, type Step } from './queries/last-move';
export { canTakeBack, takeBackBlock, TAKE_BACK_ALLOWED, type TakeBackBlock } from './rules/take-back';
export { sameValue } from './vocabulary/same-value';
export { determinize, determinizer } from './queries/determinize';
// The advanced game (K-70 … K-73).
export { isAdvancedEvent, ADVANCED_EVENT_TYPES, type AdvancedEvent } from './vocabulary/advanced-events';
export type { AdvancedPhaseView, AdvancedDecision } from './queries/advanced-phases';
export type { Conflict, OfficeRef } from './vocabulary/advanced-schemas';
export { parseVariants, VARIANT_OPTIONS, type Variant } from './vocabulary/variants';
export { conflictWinner, demandedGoods } from './rules/common/conflict-bids';
