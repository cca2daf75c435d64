// Publishing runs beside the game's queue, newest state wins: a click is answered as soon as
// its action is saved, and when clicks come faster than Discord lets a channel's messages be
// edited (about 5 per 5 s), the boards in between are skipped rather than queued.
import type { BotContext } from './context';
import type { Publishing, Warn } from './services';
import { isMissingPermissions } from './discord-errors';
import { reconcileSending } from './post-reconcile';
import { publish } from './publish';
import { loadRecord } from './records';

interface Job {
  warns: Warn[];
}

export class Publisher implements Publishing {
  private readonly waiting = new Map<string, Job>();
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly context: () => BotContext) {}

  private get ctx(): BotContext {
    return this.context();
  }

  /** Brings the game's public post up to the stored state, soon; resolves once it has. */
  request(gameId: string, warn?: Warn): Promise<void> {
    const job = this.waiting.get(gameId) ?? { warns: [] };
    if (warn) job.warns.push(warn);
    this.waiting.set(gameId, job);
    let run = this.running.get(gameId);
    if (!run) {
      run = this.drain(gameId).finally(() => this.running.delete(gameId));
      this.running.set(gameId, run);
    }
    return run;
  }

  /** Waits for every publication under way (a clean stop). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  private async drain(gameId: string): Promise<void> {
    for (let job = this.take(gameId); job; job = this.take(gameId)) {
      try {
        const loaded = await loadRecord(this.ctx, gameId);
        if (!loaded.ok || !loaded.record.state) continue;
        // A post sent by a process killed before it noted the id: found, not sent twice.
        const record = await reconcileSending(this.ctx, loaded.record);
        await publish(this.ctx, record);
      } catch (error) {
        this.ctx.logger.warn({ game: gameId, err: String(error) }, 'could not publish the board');
        const key = isMissingPermissions(error) ? 'reply.noPermission' : 'reply.failed';
        await Promise.allSettled(job.warns.map((warn) => warn(key)));
      }
    }
  }

  private take(gameId: string): Job | undefined {
    const job = this.waiting.get(gameId);
    this.waiting.delete(gameId);
    return job;
  }
}
