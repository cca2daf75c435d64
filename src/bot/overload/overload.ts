// When the bot is behind, a click must still be acknowledged within Discord's 3 s (issue 27:
// "slower, never lost"). A timer that defers after a while (late-answer.ts) is not enough then: under a late event
// loop the timer itself fires late, and the defer still has to travel. So a click is
// acknowledged at once whenever its answer may be slow: its game's queue is busy, the render
// workers have a backlog, the event loop runs late, or the click reached us late already.
// Under a heavier load, optional work (a phone board, a hand's picture) is left out, so the
// required work (the public board, the answers) keeps its place.

/** What the bot reads of its own load; each reading is cheap. */
export interface LoadReadings {
  /** Images waiting for a render worker (not those being drawn). */
  renderBacklog(): number;
  /** How late the event loop ran lately, in ms (loop-lag.ts). */
  loopLagMs(): number;
  /** The time now, in ms since the epoch (the clock of Discord's snowflakes). */
  now(): number;
}

export interface OverloadLimits {
  /** Images waiting at which every click is acknowledged at once. */
  deferBacklog: number;
  /** Event loop lag at which every click is acknowledged at once, in ms. */
  deferLagMs: number;
  /** A click this old when it reaches the bot is acknowledged at once, in ms. */
  deferAgeMs: number;
  /** Images waiting at which optional images are left out. */
  shedBacklog: number;
  /** Event loop lag at which optional images are left out, in ms. */
  shedLagMs: number;
}

/**
 * The render pool draws a board in 30–100 ms per worker: 2 images waiting per worker is a
 * wait of a few tenths of a second. A loop 100 ms late is queueing its work (at 50 ms, on a
 * machine shared with other busy processes, a third of the clicks were deferred at people's
 * pace, each deferred answer then taking two trips). A click 1 s old on arrival has used a
 * third of its 3 s before any work began (Discord's clock and ours agree within far less,
 * with NTP).
 */
export const OVERLOAD_LIMITS: OverloadLimits = {
  deferBacklog: 2,
  deferLagMs: 100,
  deferAgeMs: 1000,
  shedBacklog: 4,
  shedLagMs: 250,
};

export type SlowReason = 'queue' | 'render' | 'loop' | 'late';

export class Overload {
  readonly limits: OverloadLimits;
  /** Clicks acknowledged at once, by why (for the log and the bench). */
  readonly deferred: Record<SlowReason, number> = { queue: 0, render: 0, loop: 0, late: 0 };
  /** Optional images left out. */
  shed = 0;

  constructor(
    private readonly readings: LoadReadings,
    limits: Partial<OverloadLimits> = {},
  ) {
    this.limits = { ...OVERLOAD_LIMITS, ...limits };
  }

  /**
   * Why this click's answer may be slow, or null: then it may wait for its answer a while
   * (late-answer.ts still defers after LATE_ANSWER_MS). `queueBusy`: its game has work queued.
   */
  slowReason(createdTimestamp: number, queueBusy = false): SlowReason | null {
    const reason = this.reasonNow(createdTimestamp, queueBusy);
    if (reason) this.deferred[reason] += 1;
    return reason;
  }

  /** Whether an optional image should be left out now; counted when it is. */
  shedOptional(): boolean {
    const { shedBacklog, shedLagMs } = this.limits;
    const shed = this.readings.renderBacklog() >= shedBacklog || this.readings.loopLagMs() >= shedLagMs;
    if (shed) this.shed += 1;
    return shed;
  }

  private reasonNow(createdTimestamp: number, queueBusy: boolean): SlowReason | null {
    const { deferBacklog, deferLagMs, deferAgeMs } = this.limits;
    if (queueBusy) return 'queue';
    if (this.readings.now() - createdTimestamp >= deferAgeMs) return 'late';
    if (this.readings.loopLagMs() >= deferLagMs) return 'loop';
    if (this.readings.renderBacklog() >= deferBacklog) return 'render';
    return null;
  }
}
