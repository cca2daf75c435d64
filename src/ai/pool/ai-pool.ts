// Computer players think on worker threads (piscina), never on the bot's event loop. A
// decision is asked for one state version; if the game has moved on by the time it is
// ready (a human acted, a deadline passed), the answer says so and carries no action, so a
// decision for an outdated state can never be applied.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Action } from '../../engine/play';
import { LEVELS, type DecideRequest } from '../decide';
import type { CoachHint, CoachRequest } from '../coach/coach';
import { mergeReviews, type Review, type ReviewRequest } from '../coach/review';
import type { WorkerDecision, WorkerHint } from './worker';
import { timeTask, watchQueue } from '../../metrics/hooks';

/** Issue 38: the most threads one review runs on at once. */
const REVIEW_PARTS = 4;

export type PoolAnswer =
  | { kind: 'decided'; action: Action | null; iterations: number; ms: number; thread: number }
  /** The game's version moved on while thinking (or before): do not apply anything. */
  | { kind: 'stale'; askedFor: number; current: number };

export interface AiPoolOptions {
  /** Worker threads; by default one fewer than the cores (at least one), leaving the bot a core. */
  threads?: number;
  /** A thread with nothing to think about for this long ends (default 60 s). */
  idleMs?: number;
}

/** The game's state version now: the guard compares it with the version the view was taken at. */
export type CurrentVersion = () => number | Promise<number>;

export class AiPool {
  private readonly piscina: Piscina;
  private closed = false;
  /** Issue 40: its queue no longer read by /metrics once closed. */
  private readonly unwatch: () => void;
  /** A thread being started by warm(), until it is ready. */
  private warming: Promise<boolean> | null = null;
  /** The most decisions it thinks about at once (its most threads). */
  readonly capacity: number;

  constructor(options: AiPoolOptions = {}) {
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.capacity = Math.max(1, threads);
    this.piscina = new Piscina({
      filename: workerEntry(),
      // None kept: a thread (its own V8 heap, the engine and the AI) starts with the
      // first decision and ends when idle (measured: ~90 MB of RSS back), so a bot whose games have no computer player, or
      // are all at rest, holds none (issue 8: the bot's resident memory).
      minThreads: 0,
      maxThreads: this.capacity,
      idleTimeout: options.idleMs ?? 60_000,
    });
    this.unwatch = watchQueue('computer', () => this.piscina.queueSize);
  }

  /**
   * Decides for `request.view.viewer` on a worker. `currentVersion` is read before the work
   * starts and after it ends; if either differs from `request.view.version`, the answer is
   * 'stale'. Rejects a malformed request (unknown level, no viewer) without starting work.
   */
  async decide(
    request: DecideRequest,
    currentVersion?: CurrentVersion,
    signal?: AbortSignal,
  ): Promise<PoolAnswer> {
    if (this.closed) throw new Error('AI pool closed');
    checkRequest(request);
    const askedFor = request.view.version;
    if (currentVersion) {
      const before = await currentVersion();
      if (before !== askedFor) return { kind: 'stale', askedFor, current: before };
    }
    const result = (await timeTask('computer', this.piscina.run(request, { signal }))) as WorkerDecision;
    if (currentVersion) {
      const after = await currentVersion();
      if (after !== askedFor) return { kind: 'stale', askedFor, current: after };
    }
    return {
      kind: 'decided',
      action: result.action,
      iterations: result.iterations,
      ms: result.ms,
      thread: result.thread,
    };
  }

  /**
   * The coach's hint for `request.view.viewer` (issue 26) on a worker, like a decision: no
   * version guard, since a hint changes nothing and the person sees it at once.
   */
  async coach(request: CoachRequest, signal?: AbortSignal): Promise<CoachHint & { ms: number }> {
    if (this.closed) throw new Error('AI pool closed');
    checkViewAndLegal(request);
    const task = this.piscina.run(request, { signal, name: 'coachTask' });
    const result = (await timeTask('computer', task)) as WorkerHint;
    return { action: result.action, reason: result.reason, iterations: result.iterations, ms: result.ms };
  }

  /**
   * The review after a game (issue 26) on the workers: issue 38, in parts at once, one per
   * thread (each replays the game and looks again at its share of the decisions), merged.
   */
  async review(request: ReviewRequest, signal?: AbortSignal): Promise<Review> {
    if (this.closed) throw new Error('AI pool closed');
    if (!Number.isInteger(request.player) || !Array.isArray(request.actions))
      throw new TypeError('a review needs a player and the game’s actions');
    const of = Math.min(this.capacity, REVIEW_PARTS);
    const parts = await Promise.all(
      Array.from(
        { length: of },
        (_, index) =>
          this.piscina.run(
            { ...request, part: { index, of } },
            { signal, name: 'reviewTask' },
          ) as Promise<Review>,
      ),
    );
    return mergeReviews(parts);
  }

  /**
   * Starts a thread now if none runs, so the first decision does not wait for one to load its
   * code and warm up (pool/warm-up.ts): the bot calls it when it sees a game with a computer
   * seat, while people play. Resolves once that thread is ready: true, or false if it failed
   * to start (the next decision then reports why); starts nothing when a thread already runs or
   * is starting. Never rejects.
   */
  warm(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.warming) return this.warming;
    if (this.piscina.threads.length > 0) return Promise.resolve(true);
    this.warming = this.piscina
      .run(null, { name: 'readyTask' })
      .then(
        () => true,
        () => false,
      )
      .finally(() => (this.warming = null));
    return this.warming;
  }

  /** Worker threads running now. */
  get threads(): number {
    return this.piscina.threads.length;
  }

  /** Decisions waiting for a free thread. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unwatch();
    await this.piscina.close();
  }
}

/** Set by the bundled bot's build (scripts/build-bot.ts): its AI worker's bundle. */
declare const KOGGE_AI_WORKER: string | undefined;

/** The worker's entry: the bundled one in the built bot, else the TypeScript one under tsx. */
function workerEntry(): string {
  return typeof KOGGE_AI_WORKER === 'string'
    ? KOGGE_AI_WORKER
    : new URL('./worker-entry.mjs', import.meta.url).href;
}

function checkRequest(request: DecideRequest): void {
  if (!(LEVELS as readonly string[]).includes(request.level))
    throw new TypeError(
      `unknown computer player level "${String(request.level)}" (levels: ${LEVELS.join(', ')})`,
    );
  checkViewAndLegal(request);
}

function checkViewAndLegal(request: CoachRequest): void {
  if (!Number.isInteger(request.view?.viewer))
    throw new TypeError('a decision needs a player view (with its viewer)');
  if (!Array.isArray(request.legal)) throw new TypeError('a decision needs the legal actions of its viewer');
  if (!Number.isInteger(request.seed)) throw new TypeError('a decision needs an integer seed');
}
