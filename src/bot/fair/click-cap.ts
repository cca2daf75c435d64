// Expensive clicks (a phone board, a hand image: each one an image drawn on the shared
// render workers) are capped per person: at most `limit` in any `windowMs`. One person's
// burst would otherwise queue dozens of images; the rest are answered with a polite
// sentence, and nothing is drawn for them.
export interface ClickCapOptions {
  /** Expensive clicks a person may make within the window (default 5). */
  limit?: number;
  /** The window, in ms (default 10 s). */
  windowMs?: number;
  /** The time now, in ms (tests pass a clock they move). */
  now?: () => number;
}

/** People remembered before the ones whose window has passed are swept out. */
const SWEEP_AT = 1000;

export class ClickCap {
  private readonly clicks = new Map<string, number[]>();
  readonly limit: number;
  readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: ClickCapOptions = {}) {
    this.limit = options.limit ?? 5;
    this.windowMs = options.windowMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Counts a click by `userId` and says whether it may go ahead; a refused click is not counted. */
  allow(userId: string): boolean {
    const now = this.now();
    const recent = (this.clicks.get(userId) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.clicks.set(userId, recent);
      return false;
    }
    recent.push(now);
    this.clicks.set(userId, recent);
    if (this.clicks.size > SWEEP_AT) this.sweep(now);
    return true;
  }

  /** People with clicks still inside the window (for tests: the memory stays bounded). */
  get people(): number {
    return this.clicks.size;
  }

  private sweep(now: number): void {
    for (const [userId, times] of this.clicks)
      if (times.every((at) => now - at >= this.windowMs)) this.clicks.delete(userId);
  }
}
