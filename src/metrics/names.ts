// Every metric's name and every label's closed list of values (issue 40). A label never
// carries a user, server, channel or game id, a name, a token or anything of a game: only a
// value from these lists, which test/metrics/label-hygiene.test.ts holds to.

/** Prometheus' names, `kogge_` first; docs/operations.md says what each means. */
export const METRIC = {
  interactions: 'kogge_interactions_total',
  answerSeconds: 'kogge_answer_seconds',
  answersLate: 'kogge_answers_after_3s_total',
  deferred: 'kogge_interactions_deferred_total',
  neverAnswered: 'kogge_interactions_never_answered_total',
  poolQueue: 'kogge_pool_queue_depth',
  poolTaskSeconds: 'kogge_pool_task_seconds',
  storeSeconds: 'kogge_store_seconds',
  storeErrors: 'kogge_store_errors_total',
  runningGames: 'kogge_running_games',
  timersFired: 'kogge_timers_fired_total',
  gatewayPing: 'kogge_gateway_ping_seconds',
  gatewayReady: 'kogge_gateway_ready',
  shardsReporting: 'kogge_shards_reporting',
  shards: 'kogge_shards',
} as const;

/** What kind of interaction Discord sent. */
export const INTERACTION_KINDS = ['command', 'autocomplete', 'component', 'other'] as const;
/** How the bot's handling ended (the router's outcome, an action's outcome kind, or `ok`). */
export const OUTCOMES = [
  'ok',
  'error',
  'unknownCommand',
  'wrongMessage',
  'applied',
  'refused',
  'stale',
  'rejected',
  'other',
] as const;
/** The worker pools: boards and hands, computer players, exported records' checks. */
export const POOLS = ['render', 'computer', 'verify'] as const;
export const STORE_KINDS = ['sqlite', 'postgres'] as const;
export const STORE_OPS = ['read', 'write'] as const;
/** What a game's timer fired: a K-80 deadline's defaults, a reminder, a lobby's expiry. */
export const TIMERS = ['deadline', 'reminder', 'lobby'] as const;

export type InteractionKind = (typeof INTERACTION_KINDS)[number];
export type Outcome = (typeof OUTCOMES)[number];
export type PoolName = (typeof POOLS)[number];
export type StoreKind = (typeof STORE_KINDS)[number];
export type StoreOp = (typeof STORE_OPS)[number];
export type TimerKind = (typeof TIMERS)[number];

/** A value from `list`, or `fallback` for anything else: no free text reaches a label. */
export function closed<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return (list as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** Discord's 3 s to acknowledge an interaction (docs "Receiving and Responding"). */
export const ANSWER_LIMIT_MS = 3_000;
