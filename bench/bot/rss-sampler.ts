// The bot process's memory and its own timings, polled while the bench's games are played.
import type { BotStats } from '../../test/support/bot-process';

/** A bot process that says its figures when asked: a BotProcess, or one shard (capacity/shards.ts). */
export interface StatsSource {
  readonly alive: boolean;
  stats(): Promise<BotStats>;
}

/** The bot's RSS, sampled twice a second while the games are played. */
export class RssSampler {
  private peak = 0;
  private arrayBuffersPeak = 0;
  /** The bot's own time per interaction (its router's timer). */
  readonly botMs: number[] = [];
  botLoopMax = 0;
  private readonly timer: NodeJS.Timeout;
  private pending: Promise<unknown> = Promise.resolve();

  constructor(private readonly bot: StatsSource) {
    this.timer = setInterval(() => {
      if (!this.bot.alive) return;
      this.pending = this.bot.stats().then(
        (s) => {
          this.peak = Math.max(this.peak, s.rss);
          this.arrayBuffersPeak = Math.max(this.arrayBuffersPeak, s.arrayBuffers);
          this.botMs.push(...s.interactionMs);
          this.botLoopMax = Math.max(this.botLoopMax, s.loopDelayMaxMs);
        },
        () => undefined,
      );
    }, 500);
  }

  async stop(): Promise<{ peak: number; arrayBuffersPeak: number }> {
    clearInterval(this.timer);
    await this.pending;
    return { peak: this.peak, arrayBuffersPeak: this.arrayBuffersPeak };
  }
}
