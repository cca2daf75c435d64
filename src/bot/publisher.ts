// Publishing runs beside the game's queue, newest state wins: a click is answered as soon as
// its action is saved, and when clicks come faster than Discord lets a channel's messages be
// edited (about 5 per 5 s), the boards in between are skipped rather than queued.
//
// Issue 27: at most PUBLISH_AT_ONCE publications run at once, all games together. Each holds
// its board image from its drawing until its upload ends; flat out (50 games, no pause between
// clicks) every game publishing at once held up to 40 MB of images and their upload copies in
// the bot, and drew boards nobody would see for long. A game waiting for a place keeps only
// its newest record: it is drawn once, when its turn comes (backpressure, not a pile).
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import type { Publishing, Warn } from './services';
import { isMissingPermissions } from './discord-errors';
import { reconcileSending } from './post-reconcile';
import { publish } from './publish';
import { currentRecord } from './records';
import { FairGate } from './fair/fair-gate';

interface Job {
  warns: Warn[];
  /** The newest record handed in with the requests, if any: published without loading it again. */
  record?: GameRecord;
}

/**
 * Publications under way at once. A board takes the render worker 50–100 ms and its upload
 * about as long: four keep one or two workers busy while the others upload, and hold at most
 * four boards (0.2–0.6 MB each, a few copies while uploaded).
 */
export const PUBLISH_AT_ONCE = 4;

/** One publication: the game's newest record posted; the record as saved, if any. */
export type PublishStep = (
  ctx: BotContext,
  gameId: string,
  inHand: GameRecord | undefined,
  published: GameRecord | undefined,
) => Promise<GameRecord | undefined>;

export interface PublisherOptions {
  /** Publications at once (default PUBLISH_AT_ONCE). */
  atOnce?: number;
  /** The publication itself (default: the board drawn and posted; tests count with their own). */
  step?: PublishStep;
}

export class Publisher implements Publishing {
  private readonly waiting = new Map<string, Job>();
  private readonly running = new Map<string, Promise<void>>();
  /** Places for publications, handed out round-robin over servers and games. */
  private readonly places: FairGate;
  private readonly step: PublishStep;

  constructor(
    private readonly context: () => BotContext,
    options: PublisherOptions = {},
  ) {
    this.places = new FairGate(options.atOnce ?? PUBLISH_AT_ONCE);
    this.step = options.step ?? publishNewest;
  }

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

  /** Publications waiting for a place (for the bench and tests). */
  get backlog(): number {
    return this.places.waiting;
  }

  private async drain(gameId: string): Promise<void> {
    // The record as this publication last saved it: the next one starts from it if still newest.
    let published: GameRecord | undefined;
    while (this.waiting.has(gameId)) {
      const server = this.waiting.get(gameId)?.record?.guildId ?? '';
      // The job is taken only once a place is free: requests meanwhile fold into it.
      await this.places.run({ server, game: gameId }, async () => {
        const job = this.take(gameId);
        if (!job) return;
        try {
          published = (await this.step(this.ctx, gameId, job.record, published)) ?? published;
        } catch (error) {
          this.ctx.logger.warn({ game: gameId, err: String(error) }, 'could not publish the board');
          const key = isMissingPermissions(error) ? 'reply.noPermission' : 'reply.failed';
          await Promise.allSettled(job.warns.map((warn) => warn(key)));
        }
      });
    }
  }

  private take(gameId: string): Job | undefined {
    const job = this.waiting.get(gameId);
    this.waiting.delete(gameId);
    return job;
  }
}

/** The board brought up to the newest stored state (publish.ts). */
async function publishNewest(
  ctx: BotContext,
  gameId: string,
  inHand: GameRecord | undefined,
  published: GameRecord | undefined,
): Promise<GameRecord | undefined> {
  const loaded = await currentRecord(ctx, gameId, inHand, published);
  if (!loaded.ok || !loaded.value.state) return undefined;
  // A record in hand may be from before the last post was noted (store/post-notes.ts).
  const noted = await ctx.store.withPostNote(loaded.value);
  // A post sent by a process killed before it noted the id: found, not sent twice.
  const record = await reconcileSending(ctx, noted);
  return publish(ctx, record);
}
