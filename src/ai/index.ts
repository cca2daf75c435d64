// Computer players and the simulator that pits them against each other. Everything outside
// src/ai comes through here.
export { randomAction, nextActor } from './random-player';
export { playRandomGame, seatNames, simulatedSeed, type GameRecord, type PlayOptions } from './sim/run';
export { invariantBreaks } from './sim/invariants';
export {
  simulateRandomGames,
  simulateSeatedGames,
  summaryLine,
  type SimSummary,
  type SimRequest,
} from './sim/summary';
export { decide, owesDecision, LEVELS, type Level, type DecideRequest, type Decision } from './decide';
export { playSeatedGame, type SeatedGame, type SeatedOptions } from './sim/seated';
export { computerTurn, decisionSeed, type ComputerTurn, type SeatKinds } from './seats';
export { heuristicAction } from './heuristic/player';
export { isListed } from './listed';
export { AiPool, type AiPoolOptions, type PoolAnswer, type CurrentVersion } from './pool/ai-pool';
export { coachHint, COACH_SEARCH, type CoachRequest, type CoachHint } from './coach/coach';
export {
  MOVE_NAMES,
  REASON_KEYS,
  type MoveName,
  type Reason,
  type ReasonKey,
  type ReasonParams,
} from './coach/reason';
export {
  reviewGame,
  mergeReviews,
  spread,
  REVIEW_LIMITS,
  REVIEW_SEARCH,
  type Review,
  type ReviewItem,
  type ReviewRequest,
} from './coach/review';
