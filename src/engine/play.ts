// What the computer players need from the engine: the rules played on states already known to
// be well-formed (a game created from a checked spec, legal actions, apply, views, samples),
// and nothing that checks outside input. src/ai imports from here, not from index.ts, for its
// worker's start and memory (issue 26): each AI thread is an isolate of its own that evaluates
// every module its bundle reaches, and index.ts reaches zod and the schemas (module-level
// `z.object(…)` calls that no bundler can drop), as view.ts explains for the render worker.
// Everything here is also exported by index.ts, the engine's entry for everyone else. Values
// come only from modules that import no zod; test/build/worker-graph.test.ts checks the AI
// worker's bundle.
export * from './vocabulary/constants';
export { createGame, type GameSpec, type NewGameResult, type NewPlayer } from './round/create-game';
export { applyAction, type ApplyResult } from './round/apply';
export type { Action, ActionOf, ActionType } from './rules/action-types';
export type { GmTrade, Payment, RouteChoice } from './vocabulary/actions';
export type { GameState, GameOptions, Holdings, Phase } from './vocabulary/state';
export type { Seed } from './vocabulary/seed';
export { playerView, type PlayerView } from './queries/views';
export { blockingDecisions, type PendingDecision } from './queries/pending';
export { compareBids, bidClass, enumerateBids, isRepeatedBid } from './rules/common/bidding';
export { isLegalCityTrade } from './rules/common/trade-batch';
export { scoreOf, developmentPoints, goodsValue, officesOf } from './rules/common/scoring';
export { noGoods, totalGoods, type Goods } from './vocabulary/goods';
export { valuesOf, type MarkerCounts } from './vocabulary/markers';
export { legalActions, type LegalAction, type RouteOption } from './queries/legal';
export { expand } from './queries/expand';
export { canBuildOffice, officeCost } from './rules/build-office';
export { Dice, seedRng } from './vocabulary/random';
export { guildMasterPath } from './rules/common/guild-master-path';
export { determinize, determinizer } from './queries/determinize';
