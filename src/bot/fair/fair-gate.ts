// Lets at most `capacity` jobs into a shared pool at once and picks the next one to let in
// from its queue (round-robin over servers and games by default), so the pool's own
// first-come queue never holds more than it can start. Put in front of the computer
// players' threads and the render workers with their number of threads as the capacity.
//
// `perServer` caps the places one server may hold. With a place kept out of any one
// server's reach, another server's job starts at once instead of waiting for a job in hand
// to end (the computer players: a hard decision takes about a second and cannot be paused).
import { FairQueue } from './fair-queue';
import type { JobQueue, Owner } from './owner';

interface Waiting {
  start: () => void;
}

export interface GateOptions {
  /** The order jobs wait in (default: round-robin over servers and games). */
  queue?: JobQueue<Waiting>;
  /** The most places one server may hold at once (default: all of them). */
  perServer?: number;
}

export class FairGate {
  private running = 0;
  private readonly byServer = new Map<string, number>();
  private readonly queue: JobQueue<Waiting>;
  private readonly perServer: number;

  constructor(
    private readonly capacity: number,
    options: GateOptions = {},
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`gate capacity ${capacity}`);
    this.queue = options.queue ?? new FairQueue<Waiting>();
    this.perServer = Math.max(1, Math.min(capacity, options.perServer ?? capacity));
  }

  /** Runs `job` once a place is free and it is `owner`'s turn; a job that fails frees its place too. */
  run<R>(owner: Owner, job: () => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const start = () => {
        this.took(owner.server, 1);
        // A job that throws before its first await still frees its place.
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => {
            this.took(owner.server, -1);
            this.next();
          });
      };
      this.queue.push(owner, { start });
      this.next();
    });
  }

  /** Jobs waiting for a place. */
  get waiting(): number {
    return this.queue.size;
  }

  /** Jobs let in and not yet finished. */
  get busy(): number {
    return this.running;
  }

  private took(server: string, places: number): void {
    this.running += places;
    const held = (this.byServer.get(server) ?? 0) + places;
    if (held > 0) this.byServer.set(server, held);
    else this.byServer.delete(server);
  }

  private next(): void {
    const may = (server: string) => (this.byServer.get(server) ?? 0) < this.perServer;
    while (this.running < this.capacity) {
      const waiting = this.queue.shift(may);
      if (!waiting) return;
      waiting.start();
    }
  }
}
