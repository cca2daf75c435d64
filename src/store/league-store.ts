// Leagues in Keyv: their own namespace in the games' SQLite file, one record per league, keyed
// by server and league id. Every change to a league runs in that league's queue (load, change,
// save), so two results recorded at once both stay (DESIGN.md, "Leagues, trust, scale").
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { KeyedQueue, type KeyedMutex } from './keyed-queue';
import { LeagueRecordSchema, type LeagueRecord } from './league-record';
import { tolerantDecoder, Unreadable } from './unreadable';

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
    private readonly leagues: Keyv<unknown>,
    private readonly adapter: KeyvSqlite,
    private readonly queue: KeyedMutex,
  ) {}

  static open(file: string, options: LeagueStoreOptions = {}): LeagueStore {
    const adapter = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 10_000 });
    const leagues = new Keyv<unknown>({ store: adapter, namespace: 'leagues' });
    leagues.deserialize = tolerantDecoder(leagues.deserialize ?? ((text) => JSON.parse(text) as never));
    return new LeagueStore(leagues, adapter, options.queue ?? new KeyedQueue());
  }

  async load(guildId: string, leagueId: string): Promise<LeagueLoad> {
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
   * league as it is. Answers what `change` answered, or the load's failure.
   */
  change<T>(
    guildId: string,
    leagueId: string,
    change: (record: LeagueRecord | null) => Promise<{ save: LeagueRecord | null; answer: T }>,
  ): Promise<{ ok: true; answer: T } | { ok: false; problem: string }> {
    const key = leagueKey(guildId, leagueId);
    return this.queue.run(key, async () => {
      const loaded = check(await this.leagues.get(key));
      if (!loaded.ok && loaded.reason === 'invalid') return { ok: false, problem: loaded.problem };
      const { save, answer } = await change(loaded.ok ? loaded.record : null);
      if (save) await this.leagues.set(key, LeagueRecordSchema.parse(save));
      return { ok: true, answer };
    });
  }

  /**
   * Ended games that name a league, by id: what start-up checks against the recorded results,
   * so a result the bot did not record before it stopped is recorded now. Read in SQLite's JSON
   * functions from the games' namespace (same file, same table), as GameStore.scan does.
   */
  async endedLeagueGames(): Promise<string[]> {
    const rows = (await this.adapter.query(
      `SELECT key FROM ${this.adapter.opts.table} WHERE key LIKE 'games:%' AND json_valid(value)
         AND json_extract(value, '$.value.status') = 'ended'
         AND json_extract(value, '$.value.league.id') IS NOT NULL`,
    )) as { key: string }[];
    return rows.map((row) => row.key.slice('games:'.length)).sort();
  }

  async close(): Promise<void> {
    await this.adapter.disconnect();
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
