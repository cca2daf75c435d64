// Publishing runs beside the game's queue, newest state wins: a click is answered as soon as
// its action is saved, and when clicks come faster than Discord lets a channel's messages be
// edited (about 5 per 5 s), the boards in between are skipped rather than queued.
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import type { Publishing, Warn } from './services';
import { isMissingPermissions } from './discord-errors';
import { reconcileSending } from './post-reconcile';
import { publish } from './publish';
import { currentRecord } from './records';

interface Job {
  warns: Warn[];
  /** The newest record handed in with the requests, if any: published without loading it again. */
  record?: GameRecord;
}

export class Publisher implements Publishing {
  private readonly waiting = new Map<string, Job>();
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly context: () => BotContext) {}

  private get ctx(): BotContext {
    return this.context();
  }

  /**
   * Brings the game's public post up to the stored state, soon; resolves once it has. `game`:
   * the record just saved (used as it is unless something newer was saved since), or its id.
   */
  request(game: GameRecord | string, warn?: Warn): Promise<void> {
    const gameId = typeof game === 'string' ? game : game.id;
    const job: Job = this.waiting.get(gameId) ?? { warns: [] };
    if (warn) job.warns.push(warn);
    if (typeof game !== 'string' && game.version > (job.record?.version ?? -1)) job.record = game;
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
    // The record as this publication last saved it: the next one starts from it if still newest.
    let published: GameRecord | undefined;
    for (let job = this.take(gameId); job; job = this.take(gameId)) {
      try {
        const loaded = await currentRecord(this.ctx, gameId, job.record, published);
        if (!loaded.ok || !loaded.record.state) continue;
        // A post sent by a process killed before it noted the id: found, not sent twice.
        const record = await reconcileSending(this.ctx, loaded.record);
        published = await publish(this.ctx, record);
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
