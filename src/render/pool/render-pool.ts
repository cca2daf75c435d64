// Renders on worker threads, one per core, so drawing and encoding use both cores and never
// hold up the bot's event loop (Discord wants an answer within 3 seconds). Jobs queue when
// every worker is busy and go to the first one free.
//
// Memory (issue 8: the bot's resident memory): a worker holds ~57 MB from its start (its own
// V8 heap, the renderer's modules, Skia's library, fonts, the cached layers; measured by
// `npx tsx scripts/worker-memory.ts`) and more while it draws, so workers end after a while
// with nothing to draw, and the bot's own pool starts them with the first job or interaction
// (`lazy`, `warm`), not with the bot: a bot whose games are all at rest holds none. Starting one takes about 1.5 s; a job waits in the queue
// meanwhile. Each worker's young generation is kept small: it allocates little JavaScript
// (the pixels live in Skia), and V8's default lets it grow to 48 MB of mostly empty pages.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PlayerView, PublicView } from '../../engine/index';
import type { DescribedImage } from '../render-image';
import { ImageMemory } from './image-memory';
import type { BoardJobOptions, RenderJob, SeatJobOptions } from './worker';
export { seatBoardName } from './seat-board-name';
import type { ScoreChart } from '../chart/draw-score-chart';
import type { StandingsImage } from '../league/draw-standings';
import type { RatingChartImage } from '../league/draw-rating-chart';
import { timeTask, watchQueue } from '../../metrics/hooks';

type Reply = { id: number; image?: DescribedImage; error?: string };
interface Pending {
  job: RenderJob;
  resolve: (image: DescribedImage) => void;
  reject: (error: Error) => void;
}

export interface RenderPoolOptions {
  /**
   * No worker until the first job (or `warm()`): the bot's own pool (start.ts), so a bot at
   * rest holds none. Otherwise (the default) every worker starts with the pool.
   */
  lazy?: boolean;
  /** A worker with nothing to draw for this long ends (default 5 minutes); the next job starts one. */
  idleMs?: number;
  /** Collects the images handed over once they add up (default: with Node's `gc`, if exposed). */
  imageMemory?: ImageMemory;
}

/** Default idle time before a worker ends: long enough to span a game's quiet moments. */
export const RENDER_IDLE_MS = 5 * 60_000;
/**
 * The worker's young generation, in MB (V8's default allows 48). Measured on 300 boards at 4:
 * the worker's heap 51 → 22 MB, CPU per board unchanged within noise. At 2, since the worker
 * collects its young generation after each job (worker.ts) and one job's garbage fits: with
 * one malloc arena instead of two, the bot's peak 193 -> 187 MB at people's pace.
 */
export const YOUNG_GENERATION_MB = 2;

export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  /** Workers started and not yet ended: idle, busy, or still loading. */
  private readonly workers = new Set<Worker>();
  private nextId = 1;
  private closed = false;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly idleMs: number;
  /** Asks for a collection once enough images have been handed over (image-memory.ts). */
  readonly imageMemory: ImageMemory;
  /** Issue 40: its queue no longer read by /metrics once closed. */
  private readonly unwatch: () => void;

  private constructor(
    private readonly size: number,
    options: RenderPoolOptions,
  ) {
    this.idleMs = options.idleMs ?? RENDER_IDLE_MS;
    this.imageMemory = options.imageMemory ?? new ImageMemory();
    if (!options.lazy) for (let i = 0; i < size; i++) this.spawn();
    this.unwatch = watchQueue('render', () => this.queue.length);
  }

  /** Up to one worker per core unless told otherwise. */
  static start(size = availableParallelism(), options: RenderPoolOptions = {}): RenderPool {
    return new RenderPool(Math.max(1, size), options);
  }

  /**
   * The board in a language (a Discord locale such as the guild's); English by default.
   * `options.layout: 'phone'` gives the phone companion; `options.label` names the game.
   */
  board(view: PublicView, locale = 'en', options: BoardJobOptions = {}): Promise<DescribedImage> {
    return this.submit({ id: this.nextId++, locale, kind: 'board', view, ...options });
  }

  /** A hand in its player's language. */
  hand(view: PlayerView, locale = 'en'): Promise<DescribedImage> {
    return this.submit({ id: this.nextId++, locale, kind: 'hand', view });
  }

  /**
   * Issue 38: the board as one seat sees it (its own view), with its action panel's choices
   * lettered, for that seat's panel only.
   */
  seatBoard(view: PlayerView, locale = 'en', options: SeatJobOptions = {}): Promise<DescribedImage> {
    return this.submit({ id: this.nextId++, locale, kind: 'seat', view, ...options });
  }

  /** Issue 21: a finished game's chart of VP and DP round by round. */
  chart(chart: ScoreChart, locale = 'en'): Promise<DescribedImage> {
    return this.submit({ id: this.nextId++, locale, kind: 'chart', chart });
  }

  /** Issue 23: a league's standings, for /league standings. */
  standings(table: StandingsImage, locale = 'en'): Promise<DescribedImage> {
    return this.submit({ id: this.nextId++, locale, kind: 'standings', table });
  }

  /** Issue 23: a member's rating over time, for /league player. */
  ratingChart(chart: RatingChartImage, locale = 'en'): Promise<DescribedImage> {
    return this.submit({ id: this.nextId++, locale, kind: 'rating', chart });
  }

  /**
   * Starts a worker now if none runs, so the next job does not wait the ~1.5 s a worker takes
   * to load (the bot calls it when someone interacts: a game is being opened or played).
   * It ends like any idle worker.
   */
  warm(): void {
    if (this.closed || this.workers.size > 0) return;
    this.spawn();
  }

  /** The most workers it runs at once: how many images it draws side by side. */
  get capacity(): number {
    return this.size;
  }

  /** Worker threads running now (for tests and the bench: none before the first job). */
  get threads(): number {
    return this.workers.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unwatch();
    this.stopIdleTimer();
    for (const pending of this.queue.splice(0)) pending.reject(new Error('render pool closed'));
    const workers = [...this.workers];
    this.idle.length = 0;
    this.busy.clear();
    this.workers.clear();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private submit(job: RenderJob): Promise<DescribedImage> {
    if (this.closed) return Promise.reject(new Error('render pool closed'));
    const done = new Promise<DescribedImage>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
    return timeTask('render', done);
  }

  private dispatch(): void {
    this.stopIdleTimer();
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const pending = this.queue.shift() as Pending;
      this.busy.set(worker, pending);
      // A busy worker keeps the process alive until its job is done; an idle one does not.
      worker.ref();
      worker.postMessage(pending.job);
    }
    // Jobs still waiting: start workers up to the pool's size; each takes a job once loaded.
    const loading = this.workers.size - this.idle.length - this.busy.size;
    for (let i = loading; i < this.queue.length && this.workers.size < this.size; i++) this.spawn();
    if (this.busy.size === 0 && this.queue.length === 0 && this.idle.length > 0) this.armIdleTimer();
  }

  private spawn(): void {
    const worker = new Worker(workerEntry(), {
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.on('message', (reply: Reply | 'ready') => {
      if (reply === 'ready') this.ready(worker);
      else this.settle(worker, reply);
    });
    worker.on('error', (error) => this.fail(worker, error));
    // A worker starts because a job waits for it: it keeps the process alive while it loads.
    this.workers.add(worker);
  }

  private ready(worker: Worker): void {
    if (this.closed) return;
    worker.unref();
    this.idle.push(worker);
    this.dispatch();
  }

  private settle(worker: Worker, reply: Reply): void {
    const pending = this.busy.get(worker);
    this.busy.delete(worker);
    this.idle.push(worker);
    worker.unref();
    if (reply.image) this.imageMemory.handedOver(reply.image.data.byteLength);
    if (pending) {
      if (reply.image)
        pending.resolve({
          ...reply.image,
          data: Buffer.from(
            reply.image.data.buffer,
            reply.image.data.byteOffset,
            reply.image.data.byteLength,
          ),
        });
      else pending.reject(new Error(`render failed: ${reply.error}`));
    }
    this.dispatch();
  }

  /** A worker that crashed is dropped, and its job fails rather than hanging. */
  private fail(worker: Worker, error: Error): void {
    const pending = this.busy.get(worker);
    this.busy.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    this.workers.delete(worker);
    pending?.reject(error);
    if (this.closed) return;
    // A worker that failed while loading would fail again: the waiting jobs fail with it.
    if (!pending) for (const waiting of this.queue.splice(0)) waiting.reject(error);
    this.dispatch();
  }

  private armIdleTimer(): void {
    this.idleTimer = setTimeout(() => this.endIdleWorkers(), this.idleMs);
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private endIdleWorkers(): void {
    this.idleTimer = null;
    for (const worker of this.idle.splice(0)) {
      this.workers.delete(worker);
      // An ended worker's exit is not a failure.
      worker.removeAllListeners('error');
      void worker.terminate();
    }
  }
}

/** Set by the bundled bot's build (scripts/build-bot.ts): its render worker's bundle. */
declare const KOGGE_RENDER_WORKER: string | undefined;

/** The worker's entry: the bundled one in the built bot, else the TypeScript one under tsx. */
function workerEntry(): URL {
  return typeof KOGGE_RENDER_WORKER === 'string'
    ? new URL(KOGGE_RENDER_WORKER)
    : new URL('./worker-entry.mjs', import.meta.url);
}
