// Lets at most `capacity` jobs into a shared pool at once and picks the next one to let in
// from its queue (round-robin over servers and games by default), so the pool's own
// first-come queue never holds more than it can start. Put in front of the computer
// players' threads and the render workers with their number of threads as the capacity.
import { FairQueue } from './fair-queue';
import type { JobQueue, Owner } from './owner';

interface Waiting {
  start: () => void;
}

export class FairGate {
  private running = 0;

  constructor(
    private readonly capacity: number,
    private readonly queue: JobQueue<Waiting> = new FairQueue<Waiting>(),
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`gate capacity ${capacity}`);
  }

  /** Runs `job` once a place is free and it is `owner`'s turn; a job that fails frees its place too. */
  run<R>(owner: Owner, job: () => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        // A job that throws before its first await still frees its place.
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
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

  private next(): void {
    while (this.running < this.capacity) {
      const waiting = this.queue.shift();
      if (!waiting) return;
      waiting.start();
    }
  }
}
