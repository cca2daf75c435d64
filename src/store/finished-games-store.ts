// Issue 24, first-game hints: how many games a person has played to the end, counted per user
// across every server. Only "fewer than FIRST_GAMES or not" matters, so each user's record is
// the ids of their first finished games, at most FIRST_GAMES of them: noting a game twice
// (a save after the end, a restart) counts it once, and the record never grows.
import type Keyv from 'keyv';
import { z } from 'zod';
import { Database } from './database';
import { KeyedQueue } from './keyed-queue';
import { updateAtomically } from './atomic';
import type { StoreTarget } from './target';

/** A person's first games, the ones that carry hints unless they turn them off. */
export const FIRST_GAMES = 3;

export const FinishedSchema = z.array(z.string().min(1).max(100)).max(FIRST_GAMES);

export interface FinishedGamesStore {
  /** How many games the user finished, up to FIRST_GAMES; an unreadable record counts 0. */
  count(userId: string): Promise<number>;
  /** Notes that the user finished this game; a game already noted is not counted again. */
  note(userId: string, gameId: string): Promise<void>;
  close(): Promise<void>;
}

export class KeyvFinishedGamesStore implements FinishedGamesStore {
  /** Two games of one person ending at once must both count: one change per user at a time. */
  private readonly queue = new KeyedQueue();

  private constructor(
    private readonly finished: Keyv<unknown>,
    private readonly db: Database,
  ) {}

  /**
   * The games' database (a string: an SQLite file), its own namespace. A person plays on
   * servers of several shards (issue 27), so a note is a compare-and-set: two games ending at
   * once in two processes both count.
   */
  static open(target: StoreTarget | string | Database): KeyvFinishedGamesStore {
    const db = target instanceof Database ? target : Database.open(target);
    return new KeyvFinishedGamesStore(db.keyv('finished-games'), db);
  }

  async count(userId: string): Promise<number> {
    return (await this.read(userId)).length;
  }

  async note(userId: string, gameId: string): Promise<void> {
    await this.queue.run(userId, async () => {
      await this.db.ready;
      await updateAtomically(this.db, this.finished, userId, async (current) => {
        const games = readable(current);
        const counted = games.length >= FIRST_GAMES || games.includes(gameId);
        return { next: counted ? null : [...games, gameId], answer: undefined };
      });
    });
  }

  private async read(userId: string): Promise<string[]> {
    return readable(await this.finished.get(userId));
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}

/** A damaged record reads as no games: at worst a person sees hints they no longer need. */
function readable(value: unknown): string[] {
  const parsed = FinishedSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}
