// What drawing and describing a view need from the engine: its words and constants, the views'
// types and a few pure questions about them, and nothing that checks input or plays the rules.
// The renderer and src/i18n import from here, not from index.ts, for the render worker's memory
// (issue 8): each render worker is an isolate of its own that evaluates every module its bundle
// reaches, and index.ts reaches zod, the schemas (module-level `z.object(…)` calls that no
// bundler can drop) and the whole rule table (measured: a worker importing the render worker's
// chunks took 53.7 MB of RSS with them, 48.2 MB without; scripts/worker-memory.ts).
// Everything here is also exported by index.ts, the engine's entry for everyone else.
// Values come only from modules that import nothing but types; test/build/worker-graph.test.ts
// checks that the render worker's bundle reaches no zod and none of the engine's rules.
export * from './vocabulary/constants';
export { noGoods, totalGoods, type Goods } from './vocabulary/goods';
export { markerTotal, type MarkerCounts } from './vocabulary/markers';
export { VARIANT_OPTIONS, type Variant } from './vocabulary/variants';
export { isAdvancedEvent, type AdvancedEvent } from './vocabulary/advanced-events';
export { isBlocking, type DecisionKind, type PendingDecision } from './queries/decisions';
export { lastMoveOf, type LastMove, type Step } from './queries/last-move';
export type { CogStepEvent, GameEvent, PublicEvent, SecretNote } from './vocabulary/events';
export type { ErrorCode, ErrorData, EngineError } from './vocabulary/errors';
export type { GameOptions, Holdings, Score, Phase } from './vocabulary/state';
export type {
  PublicView,
  PlayerView,
  SharedView,
  CityView,
  PlayerSummary,
  PhaseView,
  SquareView,
  RaidView,
} from './queries/views';
export type { AdvancedPhaseView, AdvancedDecision } from './queries/advanced-phases';
