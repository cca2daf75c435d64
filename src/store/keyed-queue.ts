// Shared records (a server's index of running games, and any added later) are read, changed
// and written back; two such changes at once would each write what they read and one would
// be lost. Every change to one key waits for the one before it, in arrival order. The bot's
// per-game queue (bot/queue.ts) is the same queue, keyed by game.

/** Runs jobs one at a time per key. */
export interface KeyedMutex {
  run<T>(key: string, job: () => Promise<T>): Promise<T>;
}

export class KeyedQueue implements KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(job, job);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // Forget an idle key, so the map holds only records being changed.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Whether a job for this key is queued or running (a new one would wait). */
  isBusy(key: string): boolean {
    return this.tails.has(key);
  }

  /** Keys with a change queued or running. */
  get busy(): number {
    return this.tails.size;
  }
}
