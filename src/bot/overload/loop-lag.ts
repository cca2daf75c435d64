// How late the event loop runs now: a timer that should fire every `everyMs` notes by how
// much it fired late. A late loop delays every answer by as much, so a click that arrives
// while it lags is acknowledged at once (overload.ts). Cheaper than reading a histogram on
// every click: one timer, one subtraction per tick.
import { performance } from 'node:perf_hooks';

export interface LoopLagOptions {
  /** How often the probe ticks, in ms (default 100). */
  everyMs?: number;
  /** How many ticks the worst lag is kept over (default 10: a second at 100 ms). */
  window?: number;
  /** A monotonic clock in ms (default performance.now; tests move their own). */
  now?: () => number;
}

export class LoopLag {
  private readonly everyMs: number;
  private readonly lags: number[];
  private readonly now: () => number;
  private at = 0;
  private last: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: LoopLagOptions = {}) {
    this.everyMs = options.everyMs ?? 100;
    this.lags = new Array<number>(options.window ?? 10).fill(0);
    this.now = options.now ?? (() => performance.now());
    this.last = this.now();
  }

  start(): this {
    if (this.timer) return this;
    this.last = this.now();
    this.timer = setInterval(() => this.tick(), this.everyMs);
    // The probe alone must not keep the process alive.
    this.timer.unref();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The worst lag of the last window, in ms (0 while the loop keeps time). */
  get lagMs(): number {
    // A loop blocked right now has not ticked yet: the time since the last tick counts too.
    const running = this.timer ? this.now() - this.last - this.everyMs : 0;
    return Math.max(running, ...this.lags);
  }

  private tick(): void {
    const now = this.now();
    this.lags[this.at] = Math.max(0, now - this.last - this.everyMs);
    this.at = (this.at + 1) % this.lags.length;
    this.last = now;
  }
}
