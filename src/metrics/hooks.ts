// The hooks the bot calls (issue 40): from the router, the pools, the store's adapters and the
// timers, with labels from names.ts's closed lists only. Until METRICS_PORT turns metrics on
// (enableMetrics, which loads prom-client then) every hook is one null check: a bot without
// metrics neither loads prom-client nor keeps a figure.
import type { Registry } from 'prom-client';
import type { Gateway, Instruments } from './instruments';
import {
  ANSWER_LIMIT_MS,
  type InteractionKind,
  type Outcome,
  type PoolName,
  type StoreKind,
  type StoreOp,
  type TimerKind,
} from './names';

let on: Instruments | null = null;

/** Sources the gauges read when scraped, so nothing is counted between scrapes. */
const queues = new Map<PoolName, Set<() => number>>();
const pings = new Map<string, Gateway>();
let running: (() => Promise<number>) | null = null;

/** Starts counting (idempotent); returns the registry /metrics serves. */
export async function enableMetrics(): Promise<Registry> {
  if (!on) {
    const { makeInstruments } = await import('./instruments');
    on ??= makeInstruments({ queues, pings, running: () => running });
  }
  return on.registry;
}

/** The registry when metrics are on, otherwise null. */
export function metricsRegistry(): Registry | null {
  return on?.registry ?? null;
}

/** Tests: back to off, sources forgotten. */
export function disableMetrics(): void {
  on = null;
  queues.clear();
  pings.clear();
  running = null;
}

export function countInteraction(kind: InteractionKind, outcome: Outcome, answered: boolean): void {
  if (!on) return;
  on.interactions.inc({ kind, outcome });
  if (!answered) on.neverAnswered.inc({ kind });
}

/** An acknowledgement reached Discord `ms` after the interaction was made. */
export function observeAnswer(ms: number): void {
  if (!on) return;
  on.answerSeconds.observe(ms / 1000);
  if (ms > ANSWER_LIMIT_MS) on.answersLate.inc();
}

export function countDeferred(): void {
  on?.deferred.inc();
}

/** A pool's waiting jobs, read at each scrape (several pools of one kind add up). */
export function watchQueue(pool: PoolName, depth: () => number): () => void {
  if (!on) return () => undefined;
  const set = queues.get(pool) ?? new Set();
  queues.set(pool, set);
  set.add(depth);
  return () => set.delete(depth);
}

/** Times one task of a pool (from its submission, so the wait in the queue counts too). */
export function timeTask<T>(pool: PoolName, task: Promise<T>): Promise<T> {
  if (!on) return task;
  const end = on.poolTaskSeconds.startTimer({ pool });
  return task.finally(() => end());
}

export function observeStore(store: StoreKind, op: StoreOp, seconds: number, failed: boolean): void {
  if (!on) return;
  on.storeSeconds.observe({ store, op }, seconds);
  if (failed) on.storeErrors.inc({ store, op });
}

export function metricsOn(): boolean {
  return on !== null;
}

export function countTimer(timer: TimerKind): void {
  on?.timersFired.inc({ timer });
}

/** A shard's gateway: connected or not, its heartbeat round trip in ms (-1 before the first). */
export function watchGateway(shard: number, gateway: Gateway): void {
  if (on) pings.set(String(shard), gateway);
}

/** The running games this process serves, counted at each scrape. */
export function watchRunningGames(count: () => Promise<number>): void {
  if (on) running = count;
}
