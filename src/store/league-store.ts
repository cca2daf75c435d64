// Leagues in Keyv: their own namespace in the games' database, one record per league, keyed
// by server and league id. Every change to a league runs in that league's queue (load, change,
// save) and is saved as a compare-and-set (atomic.ts), so two results recorded at once both
// stay, in one process or several (DESIGN.md, "Leagues, trust, scale"; issue 27).
// Each recorded result is a key of its own (league-results.ts), written once and
// never rewritten: recording a result writes that one key, not the league's whole history
// (issue 23's speed goal: the standings message edited within a second of a game's end).
// A league stored before this, with its results inside, loads the same and moves them out
// at its next change.
import type Keyv from 'keyv';
import { updateAtomically } from './atomic';
import { Database } from './database';
import { KeyedQueue, type KeyedMutex } from './keyed-queue';
import { LeagueResults, RESULTS } from './league-results';
import { LeagueRecordSchema, type LeagueRecord } from './league-record';
import type { StoreTarget } from './target';
import { Unreadable } from './unreadable';
import { ASIDE, LeagueAsideNoticeSchema, type LeagueAsideNotice } from './namespaces';
import { moveRowAside } from './set-aside';

export type LeagueLoad =
  | { ok: true; record: LeagueRecord }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'invalid'; problem: string };

/** A stored league that failed its schema: reported at start-up and skipped. */
export interface DamagedLeague {
  key: string;
  problem: string;
}

/** A league moved aside at start-up (or results whose league is gone): what and where to. */
export interface LeagueSetAside {
  key: string;
  problem: string;
  /** The key its stored text is kept under, in the `damaged` namespace. */
  aside: string;
  /** How many of its results were moved aside with it. */
  results: number;
}

export interface LeagueStoreOptions {
  /** What serialises a league's changes; a test passes one that does not, to show why. */
  queue?: KeyedMutex;
}

export class LeagueStore {
  private constructor(
    private readonly db: Database,
    private readonly leagues: Keyv<unknown>,
    private readonly results: LeagueResults,
    private readonly queue: KeyedMutex,
    /** Damaged leagues and their results, kept (`damaged`); notices for admins (`league-aside`). */
    private readonly aside: { kept: Keyv<unknown>; notices: Keyv<unknown> },
  ) {}

  /** A string is an SQLite file, as before DATABASE_URL. */
  static open(target: StoreTarget | string | Database, options: LeagueStoreOptions = {}): LeagueStore {
    const db = target instanceof Database ? target : Database.open(target);
    const aside = { kept: db.keyv(ASIDE), notices: db.keyv(NOTICES) };
    return new LeagueStore(
      db,
      db.keyv('leagues'),
      new LeagueResults(db, db.keyv(RESULTS)),
      options.queue ?? new KeyedQueue(),
      aside,
    );
  }

  async load(guildId: string, leagueId: string): Promise<LeagueLoad> {
    await this.db.ready;
    const key = leagueKey(guildId, leagueId);
    return this.withResults(key, check(await this.leagues.get(key)));
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
      const loaded = await this.withResults(String(key), check(value));
      if (loaded.ok) leagues.push(loaded.record);
      else if (loaded.reason === 'invalid') damaged.push({ key: String(key), problem: loaded.problem });
    }
    leagues.sort((a, b) => (a.league.id < b.league.id ? -1 : a.league.id > b.league.id ? 1 : 0));
    return { leagues, damaged };
  }

  /**
   * Start-up (issue 20): each league that cannot be read is moved aside with every result kept
   * under its key, and so are results whose league is gone: a new league of the same name (so
   * the same id) must start with none of them. Each moved league leaves a notice for its
   * server's admins (`takeNotices`). Answers what was moved, to be logged once. Under shards,
   * each process moves its own servers' leagues (`owns`).
   */
  async setAsideDamaged(
    now: number,
    owns: (guildId: string) => boolean = () => true,
  ): Promise<LeagueSetAside[]> {
    const moved: LeagueSetAside[] = [];
    for (const { key, problem } of (await this.scan()).damaged) {
      if (!owns(key.split(':')[0])) continue;
      const done = await this.queue.run(key, () => this.moveLeagueAside(key, problem, now));
      if (done) moved.push(done);
    }
    return [...moved, ...(await this.setAsideOrphans(now, owns))];
  }

  /**
   * The notices of leagues moved aside on this server, each taken once (two admins at once:
   * one is told).
   */
  async takeNotices(guildId: string): Promise<LeagueAsideNotice[]> {
    await this.db.ready;
    const out: LeagueAsideNotice[] = [];
    for await (const row of this.db.rowsBetween(`${NOTICES}:${guildId}:`, `${NOTICES}:${guildId};`)) {
      const parsed = LeagueAsideNoticeSchema.safeParse(
        (await this.aside.notices.deserialize?.(row.text))?.value,
      );
      if ((await this.db.remove(row.key, row.text)) && parsed.success) out.push(parsed.data);
    }
    return out;
  }

  private async moveLeagueAside(key: string, problem: string, now: number): Promise<LeagueSetAside | null> {
    const text = await this.db.text(`leagues:${key}`);
    if (text === undefined) return null;
    const aside = await moveRowAside(this.db, this.aside.kept, { key: `leagues:${key}`, text }, problem, now);
    if (!aside) return null;
    this.results.forget(key);
    const results = await this.moveResultsAside(key, `its league was moved aside to ${aside}`, now);
    const [guildId, leagueId] = key.split(':');
    const notice: LeagueAsideNotice = { leagueId, aside, results };
    await this.aside.notices.set(`${guildId}:${leagueId}:${new Date(now).toISOString()}`, notice);
    return { key, problem, aside, results };
  }

  /** Every result stored under the league `key`, moved aside; answers how many. */
  private async moveResultsAside(key: string, problem: string, now: number): Promise<number> {
    const rows: { key: string; text: string }[] = [];
    for await (const row of this.db.rowsBetween(`${RESULTS}:${key}:`, `${RESULTS}:${key};`)) rows.push(row);
    let moved = 0;
    for (const row of rows) if (await moveRowAside(this.db, this.aside.kept, row, problem, now)) moved++;
    return moved;
  }

  /** Results under a league key that has no league (left by a crash, or a league removed by hand). */
  private async setAsideOrphans(now: number, owns: (guildId: string) => boolean): Promise<LeagueSetAside[]> {
    const leagues = new Map<string, boolean>();
    const orphans = new Set<string>();
    for await (const row of this.db.rows(RESULTS)) {
      // `league-results:<guild>:<league>:<finished at>:<game>`: the league's key is parts 1 and 2.
      const key = row.key.split(':').slice(1, 3).join(':');
      if (!leagues.has(key)) leagues.set(key, (await this.db.text(`leagues:${key}`)) !== undefined);
      if (!leagues.get(key) && owns(key.split(':')[0])) orphans.add(key);
    }
    const moved: LeagueSetAside[] = [];
    for (const key of orphans) {
      const results = await this.queue.run(key, () => this.moveResultsAside(key, 'its league is gone', now));
      moved.push({ key, problem: 'results of no league', aside: `${ASIDE}:${RESULTS}:${key}:…`, results });
    }
    return moved;
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
        const stored = check(current);
        const loaded = await this.withResults(key, stored);
        if (!loaded.ok && loaded.reason === 'invalid')
          return { next: null, answer: { ok: false, problem: loaded.problem } };
        const { save, answer } = await change(loaded.ok ? loaded.record : null);
        const next = save
          ? await this.results.write(
              key,
              stored.ok ? stored.record : null,
              loaded.ok ? loaded.record : null,
              save,
            )
          : null;
        return { next, answer: { ok: true, answer } };
      }),
    );
  }

  /**
   * Issue 37: removes the league in its queue where `may` allows its stored record; its
   * results are kept, moved aside (never erased), so a new league of the same id starts
   * empty. A league changed meanwhile is not removed.
   */
  async remove(
    guildId: string,
    leagueId: string,
    may: (record: LeagueRecord) => boolean,
    now: number,
  ): Promise<'removed' | 'refused' | 'gone'> {
    const key = leagueKey(guildId, leagueId);
    return this.queue.run(key, async () => {
      await this.db.ready;
      const text = await this.db.text(`leagues:${key}`);
      if (text === undefined) return 'gone';
      const loaded = await this.withResults(key, check(await this.leagues.get(key)));
      if (!loaded.ok || !may(loaded.record)) return 'refused';
      if (!(await this.db.remove(`leagues:${key}`, text))) return 'refused';
      this.results.forget(key);
      await this.moveResultsAside(key, 'its league was deleted', now);
      return 'removed';
    });
  }

  /**
   * Ended games that name a league, by id: what start-up checks against the recorded results,
   * so a result the bot did not record before it stopped is recorded now. Read in the
   * database's JSON functions from the games' namespace (same table), as GameStore.scan does.
   */
  async endedLeagueGames(): Promise<string[]> {
    return (await this.db.endedLeagueGameKeys()).map((key) => key.slice('games:'.length));
  }

  /** The stored league joined to its results under their own keys (league-results.ts). */
  private async withResults(key: string, loaded: LeagueLoad): Promise<LeagueLoad> {
    return loaded.ok ? this.results.join(key, loaded.record) : loaded;
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}

/** The namespace of the notices of leagues moved aside, keyed by server, league and when. */
const NOTICES = 'league-aside';

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
