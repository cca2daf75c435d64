// A clock for the bot's deadlines (K-80) and lobbies' expiry that tests move by hand.
import type { DeadlineClock } from '../../src/bot/deadlines';

/** Real time plus what the test has moved on; timers fire only when the test moves it. */
export class ManualClock implements DeadlineClock {
  private offset = 0;
  private timers: { at: number; fire: () => void; live: boolean; gameId: string }[] = [];
  now(): number {
    return Date.now() + this.offset;
  }
  after(ms: number, fire: () => void, gameId: string): () => void {
    const timer = { at: this.now() + ms, fire, live: true, gameId };
    this.timers.push(timer);
    return () => {
      timer.live = false;
    };
  }
  /** Timers armed for the game (or any game) and not yet fired or cancelled. */
  pending(gameId?: string): number {
    return this.timers.filter((t) => t.live && (gameId === undefined || t.gameId === gameId)).length;
  }
  /** Back to real time: each test moves time from now, whatever earlier tests moved. */
  reset(): void {
    this.offset = 0;
  }
  /** Moves time on and fires nothing: the time a stopped bot was down for (its timers are cancelled). */
  jump(ms: number): void {
    this.offset += ms;
  }
  advance(ms: number): void {
    this.offset += ms;
    const due = this.timers.filter((t) => t.live && t.at <= this.now());
    this.timers = this.timers.filter((t) => t.live && t.at > this.now());
    for (const t of due) t.fire();
  }
}
