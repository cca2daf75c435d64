// Issue 24, first-game hints: how many games a person has played to the end, counted per user
// across every server. Only "fewer than FIRST_GAMES or not" matters, so each user's record is
// the ids of their first finished games, at most FIRST_GAMES of them: noting a game twice
// (a save after the end, a restart) counts it once, and the record never grows.
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { z } from 'zod';
import { KeyedQueue } from './keyed-queue';
import { tolerantDecoder } from './unreadable';

/** A person's first games, the ones that carry hints unless they turn them off. */
export const FIRST_GAMES = 3;

const FinishedSchema = z.array(z.string().min(1).max(100)).max(FIRST_GAMES);

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
    private readonly adapter: KeyvSqlite,
  ) {}

  /** The games' SQLite file, its own connection and namespace (opened after the game store). */
  static open(file: string): KeyvFinishedGamesStore {
    const adapter = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 10_000 });
    const finished = new Keyv<unknown>({ store: adapter, namespace: 'finished-games' });
    finished.deserialize = tolerantDecoder(finished.deserialize ?? ((text) => JSON.parse(text) as never));
    return new KeyvFinishedGamesStore(finished, adapter);
  }

  async count(userId: string): Promise<number> {
    return (await this.read(userId)).length;
  }

  async note(userId: string, gameId: string): Promise<void> {
    await this.queue.run(userId, async () => {
      const games = await this.read(userId);
      if (games.length >= FIRST_GAMES || games.includes(gameId)) return;
      await this.finished.set(userId, [...games, gameId]);
    });
  }

  /** A damaged record reads as no games: at worst a person sees hints they no longer need. */
  private async read(userId: string): Promise<string[]> {
    const parsed = FinishedSchema.safeParse(await this.finished.get(userId));
    return parsed.success ? parsed.data : [];
  }

  async close(): Promise<void> {
    await this.adapter.disconnect();
  }
}
