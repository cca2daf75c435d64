// Leagues in Keyv: their own namespace in the games' database, one record per league, keyed
// by server and league id. Every change to a league runs in that league's queue (load, change,
// save) and is saved as a compare-and-set (atomic.ts), so two results recorded at once both
// stay, in one process or several (DESIGN.md, "Leagues, trust, scale"; issue 27).
import type Keyv from 'keyv';
import { updateAtomically } from './atomic';
import { Database } from './database';
import { KeyedQueue, type KeyedMutex } from './keyed-queue';
import { LeagueRecordSchema, type LeagueRecord } from './league-record';
import type { StoreTarget } from './target';
import { Unreadable } from './unreadable';

export type LeagueLoad =
  | { ok: true; record: LeagueRecord }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'invalid'; problem: string };

/** A stored league that failed its schema: reported at start-up and skipped. */
export interface DamagedLeague {
  key: string;
  problem: string;
}

export interface LeagueStoreOptions {
  /** What serialises a league's changes; a test passes one that does not, to show why. */
  queue?: KeyedMutex;
}

export class LeagueStore {
  private constructor(
    private readonly db: Database,
    private readonly leagues: Keyv<unknown>,
    private readonly queue: KeyedMutex,
  ) {}

  /** A string is an SQLite file, as before DATABASE_URL. */
  static open(target: StoreTarget | string | Database, options: LeagueStoreOptions = {}): LeagueStore {
    const db = target instanceof Database ? target : Database.open(target);
    return new LeagueStore(db, db.keyv('leagues'), options.queue ?? new KeyedQueue());
  }

  async load(guildId: string, leagueId: string): Promise<LeagueLoad> {
    await this.db.ready;
    return check(await this.leagues.get(leagueKey(guildId, leagueId)));
  }

  /** The server's readable leagues, by id; damaged ones are left out (see `scan`). */
  async list(guildId: string): Promise<LeagueRecord[]> {
    const { leagues } = await this.scan();
    return leagues.filter((r) => r.league.guildId === guildId);
  }

  /** Every league, readable ones and the keys of those that fail their schema. */
  async scan(): Promise<{ leagues: LeagueRecord[]; damaged: DamagedLeague[] }> {
    const leagues: LeagueRecord[] = [];
    const damaged: DamagedLeague[] = [];
    await this.db.ready;
    if (!this.leagues.iterator) return { leagues, damaged };
    for await (const [key, value] of this.leagues.iterator(undefined)) {
      const loaded = check(value);
      if (loaded.ok) leagues.push(loaded.record);
      else if (loaded.reason === 'invalid') damaged.push({ key: String(key), problem: loaded.problem });
    }
    leagues.sort((a, b) => (a.league.id < b.league.id ? -1 : a.league.id > b.league.id ? 1 : 0));
    return { leagues, damaged };
  }

  /**
   * Runs `change` on the stored league in its queue and saves what it returns; null leaves the
   * league as it is. Answers what `change` answered, or the load's failure. Where another
   * process changed the league meanwhile, `change` runs again on its record.
   */
  change<T>(
    guildId: string,
    leagueId: string,
    change: (record: LeagueRecord | null) => Promise<{ save: LeagueRecord | null; answer: T }>,
  ): Promise<{ ok: true; answer: T } | { ok: false; problem: string }> {
    const key = leagueKey(guildId, leagueId);
    type Answer = { ok: true; answer: T } | { ok: false; problem: string };
    return this.queue.run(key, () =>
      updateAtomically<Answer>(this.db, this.leagues, key, async (current) => {
        const loaded = check(current);
        if (!loaded.ok && loaded.reason === 'invalid')
          return { next: null, answer: { ok: false, problem: loaded.problem } };
        const { save, answer } = await change(loaded.ok ? loaded.record : null);
        return { next: save ? LeagueRecordSchema.parse(save) : null, answer: { ok: true, answer } };
      }),
    );
  }

  /**
   * Ended games that name a league, by id: what start-up checks against the recorded results,
   * so a result the bot did not record before it stopped is recorded now. Read in the
   * database's JSON functions from the games' namespace (same table), as GameStore.scan does.
   */
  async endedLeagueGames(): Promise<string[]> {
    return (await this.db.endedLeagueGameKeys()).map((key) => key.slice('games:'.length));
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}

function leagueKey(guildId: string, leagueId: string): string {
  return `${guildId}:${leagueId}`;
}

function check(raw: unknown): LeagueLoad {
  if (raw === undefined) return { ok: false, reason: 'missing' };
  if (raw instanceof Unreadable) return { ok: false, reason: 'invalid', problem: raw.problem };
  const parsed = LeagueRecordSchema.safeParse(raw);
  if (parsed.success) return { ok: true, record: parsed.data };
  const issue = parsed.error.issues[0];
  // The path and the kind of fault, never zod's message, as for games.
  return { ok: false, reason: 'invalid', problem: `${issue.path.join('.')}: ${issue.code}` };
}
