// One game's interactions run one at a time, in arrival order: each job waits for the one
// before it on the same game, while other games run alongside.
export class GameQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(gameId: string, job: () => Promise<T>): Promise<T> {
    const before = this.tails.get(gameId) ?? Promise.resolve();
    const result = before.then(job, job);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(gameId, tail);
    // Forget an idle game so the map holds only games being played.
    void tail.then(() => {
      if (this.tails.get(gameId) === tail) this.tails.delete(gameId);
    });
    return result;
  }

  /** Whether a job for this game is queued or running (a new one would wait). */
  isBusy(gameId: string): boolean {
    return this.tails.has(gameId);
  }

  /** Games with work queued or running. */
  get busy(): number {
    return this.tails.size;
  }
}
