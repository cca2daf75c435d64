// Renders on worker threads, one per core, so drawing and encoding use both cores and never
// hold up the bot's event loop (Discord wants an answer within 3 seconds). Jobs queue when
// every worker is busy and go to the first one free.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PlayerView, PublicView } from '../../engine/index';
import type { DescribedImage } from '../render-image';
import type { BoardJobOptions, RenderJob } from './worker';

type Reply = { id: number; image?: DescribedImage; error?: string };
interface Pending {
  job: RenderJob;
  resolve: (image: DescribedImage) => void;
  reject: (error: Error) => void;
}

export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  private constructor(size: number) {
    for (let i = 0; i < size; i++) this.idle.push(this.spawn());
  }

  /** One worker per core unless told otherwise. */
  static start(size = availableParallelism()): RenderPool {
    return new RenderPool(Math.max(1, size));
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

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('render pool closed'));
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private submit(job: RenderJob): Promise<DescribedImage> {
    if (this.closed) return Promise.reject(new Error('render pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const pending = this.queue.shift() as Pending;
      this.busy.set(worker, pending);
      // A busy worker keeps the process alive until its job is done; an idle one does not.
      worker.ref();
      worker.postMessage(pending.job);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    worker.on('message', (reply: Reply) => this.settle(worker, reply));
    worker.on('error', (error) => this.fail(worker, error));
    worker.unref();
    return worker;
  }

  private settle(worker: Worker, reply: Reply): void {
    const pending = this.busy.get(worker);
    this.busy.delete(worker);
    this.idle.push(worker);
    worker.unref();
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

  /** A worker that crashed is replaced, and its job fails rather than hanging. */
  private fail(worker: Worker, error: Error): void {
    const pending = this.busy.get(worker);
    this.busy.delete(worker);
    pending?.reject(error);
    if (this.closed) return;
    this.idle.push(this.spawn());
    this.dispatch();
  }
}
