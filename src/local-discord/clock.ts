import { performance } from 'node:perf_hooks';

// Every deadline Discord enforces (3 s to answer, 15 min of token life) is measured against
// this clock, so tests can jump forward instead of waiting.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * Monotonic real time. Discord's deadlines run in real time whatever clock a test injects:
 * a handler that really spends 3.5 s is late even when the test clock stood still.
 */
export const realTime: Clock = { now: () => performance.now() };

/**
 * A clock that only moves when told to; starts at the real time so timestamps look real.
 * It only moves forward: jumping ahead can make an answer late, never a late answer on time.
 */
export class ManualClock implements Clock {
  #now: number;
  readonly #listeners = new Set<() => void>();

  constructor(start = Date.now()) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) {
      throw new Error(`local-discord: a ManualClock only moves forward (advance(${ms}))`);
    }
    this.#now += ms;
    for (const listener of this.#listeners) listener();
  }

  /** Called after each advance (the local Discord archives idle threads then). */
  onAdvance(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
