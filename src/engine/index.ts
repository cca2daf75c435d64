// The engine's public API. Nothing outside src/engine imports its other files.
export * from './constants';
export { newGame, type NewGame, type NewPlayer } from './setup';
export { apply, applyAction, type ApplyResult } from './apply';
export {
  ActionSchema,
  GmTradeSchema,
  PaymentSchema,
  type Action,
  type ActionType,
  type ActionOf,
  type GmTrade,
  type Payment,
  type RouteChoice,
} from './actions';
export {
  GameStateSchema,
  GameOptionsSchema,
  DEFAULT_OPTIONS,
  type GameState,
  type GameOptions,
  type Holdings,
  type Score,
  type Phase,
} from './state';
export { ERROR_CODES, type ErrorCode, type EngineError } from './errors';
export type { GameEvent, PublicEvent, SecretNote } from './events';
export { isAdvancedEvent, ADVANCED_EVENT_TYPES, type AdvancedEvent } from './advanced/events';
export type { AdvancedPhaseView, AdvancedDecision } from './advanced/phases';
export type { Conflict, OfficeRef } from './advanced/schemas';
export { parseVariants, VARIANT_OPTIONS, type Variant } from './advanced/variants';
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
} from './views';
export { pendingDecisions, blockingDecisions, type PendingDecision, type DecisionKind } from './pending';
export { compareBids, bidClass, canBid, enumerateBids } from './bidding';
export { isLegalCityTrade } from './city-trade';
export { scoreOf, developmentPoints, goodsValue } from './scoring';
export { noGoods, totalGoods, type Goods } from './goods';
export { markerLabel, type MarkerCounts } from './markers';
export { legalActions, type LegalAction, type RouteOption } from './legal';
export { concreteActions, expand, payments } from './expand';
// Helpers the computer players (src/ai) share with the rules.
export { canBuildOffice } from './city-actions';
export { isRepeatedBid } from './bidding';
export { valuesOf } from './markers';
export { officesOf } from './scoring';
export { Dice, seedRng } from './random';
export { guildMasterPath } from './guild-master';
export { possibleSplits, pileSizes } from './raid';
export { officeCost } from './city-actions';
export { moveCost } from './movement';
export { defaultAction, applyTimeout } from './defaults';
export { replay } from './replay';
export { determinize } from './determinize';
