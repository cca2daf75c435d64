// Issue 20: at start-up every record that cannot be read (not JSON, or JSON of the wrong
// shape) is moved aside, kept byte for byte, reported once, and start-up goes on, in every
// namespace the bot writes. A damaged league goes aside with its results, so a new league of
// the same name starts with none of them. On SQLite, and PostgreSQL where PG_TEST_URL is set.
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ASIDE,
  Database,
  LeagueStore,
  NAMESPACES,
  SWEPT,
  sweepUnreadable,
  type LeagueRecord,
  type StoreTarget,
} from '../../src/store';
import { leagueRecord, recordedResult } from '../support/league-record';
import { testDatabases } from './databases';

const GARBAGES = [
  ['not JSON', 'PK\u0003\u0004 torn {"value":', 'not JSON'],
  ['JSON of the wrong shape', JSON.stringify({ value: { wrong: [1, 2] }, expires: null }), /: /],
] as const;

const NOW = Date.UTC(2026, 10, 25, 20, 0);

const result = (gameId: string, minute: number) => recordedResult(gameId, minute);

/** Raw text under a raw key (namespace included), as a damaged disk or a careless edit leaves. */
async function write(db: Database, key: string, text: string): Promise<void> {
  if (!(await db.swap(key, undefined, text))) throw new Error(`${key} was there`);
}

/** Damages a stored record: its text replaced by `text`, as a bad disk or a hand edit would. */
async function overwrite(db: Database, key: string, text: string): Promise<void> {
  await db.remove(key, (await db.text(key))!);
  await write(db, key, text);
}

/** Every row of a namespace, key → stored text. */
async function rowsOf(db: Database, namespace: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const row of db.rows(namespace)) out.set(row.key, row.text);
  return out;
}

/** The stored texts kept aside, by the key they were moved from. */
async function keptAside(db: Database): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const text of (await rowsOf(db, ASIDE)).values()) {
    const { value } = JSON.parse(text) as { value: { id: string; stored: string } };
    out.set(value.id, value.stored);
  }
  return out;
}

/** A league stored with results under keys of their own, as the bot records them. */
async function leagueWithResults(store: LeagueStore, id: string, games: string[]): Promise<void> {
  await store.change('700', id, async () => ({
    save: leagueRecord({ id, guildId: '700', name: id.toUpperCase() }),
    answer: undefined,
  }));
  for (const [i, gameId] of games.entries())
    await store.change('700', id, async (stored: LeagueRecord | null) => ({
      save: stored && { ...stored, results: [...stored.results, result(gameId, i)] },
      answer: undefined,
    }));
}

describe.each(testDatabases())('unreadable records moved aside at start-up ($name)', (database) => {
  afterAll(() => database.cleanup());

  it('sweeps every namespace but those read in full elsewhere, and knows them all', () => {
    expect([...SWEPT].sort()).toEqual(
      [
        'bot-key',
        'clicks',
        'finished-games',
        'league-aside',
        'post-notes',
        'running',
        'servers',
        'unposted',
        'users',
        'welcomed',
      ].sort(),
    );
    expect(Object.keys(NAMESPACES)).toEqual(
      expect.arrayContaining([...SWEPT, 'games', 'leagues', 'league-results']),
    );
  });

  describe.each(
    SWEPT.flatMap((namespace) =>
      GARBAGES.map(([kind, text, problem]) => ({ namespace, kind, text, problem })),
    ),
  )('$namespace, a record of $kind', ({ namespace, text, problem }) => {
    it('is moved aside byte for byte, reported once, and the good records stay', async () => {
      const target: StoreTarget = database.fresh();
      const db = Database.open(target);
      await write(db, 'users:good', JSON.stringify({ value: { hints: true }, expires: null }));
      await write(db, 'welcomed:good', JSON.stringify({ value: true, expires: null }));
      await write(db, `${namespace}:bad`, text);
      const moved = await sweepUnreadable(db, NOW);
      expect(moved).toEqual([
        {
          key: `${namespace}:bad`,
          problem: expect.stringMatching(problem) as string,
          aside: expect.stringContaining(`${namespace}:bad:2026-11-25T20:00`) as string,
        },
      ]);
      expect(await db.text(`${namespace}:bad`)).toBeUndefined();
      expect((await keptAside(db)).get(`${namespace}:bad`)).toBe(text);
      expect(await db.text('users:good')).toBeDefined();
      expect(await db.text('welcomed:good')).toBeDefined();
      // The next start finds nothing more to say.
      expect(await sweepUnreadable(db, NOW + 60_000)).toEqual([]);
      await db.close();
    });

    it('control: without the sweep the record stays, and the store writing its key loses it', async () => {
      const target: StoreTarget = database.fresh();
      const db = Database.open(target);
      await write(db, `${namespace}:bad`, text);
      expect(await sweepUnreadable(db, NOW, [])).toEqual([]);
      expect(await db.text(`${namespace}:bad`)).toBe(text);
      // What the stores do on the next change: a damaged record reads as none and is written over.
      await db.keyv(namespace).set('bad', true);
      expect(await db.text(`${namespace}:bad`)).not.toBe(text);
      expect((await keptAside(db)).size).toBe(0);
      await db.close();
    });
  });

  it('control: Keyv without the tolerant decoder throws on a value that is not JSON', async () => {
    if (database.name !== 'SQLite') return;
    const target = database.fresh();
    if (target.kind !== 'sqlite') return;
    const db = Database.open(target);
    await write(db, 'users:bad', GARBAGES[0][1]);
    await db.close();
    const plain = new Keyv({ store: new KeyvSqlite({ uri: `sqlite://${target.file}` }), namespace: 'users' });
    await expect(plain.get('bad')).rejects.toThrow(SyntaxError);
    await plain.disconnect();
  });

  describe.each(GARBAGES.map(([kind, text]) => ({ kind, text })))('a league stored as $kind', ({ text }) => {
    it('goes aside with its results; admins are told once; a new league of its name starts empty', async () => {
      const target = database.fresh();
      const store = LeagueStore.open(target);
      await leagueWithResults(store, 'cup', ['g1', 'g2']);
      await leagueWithResults(store, 'cupx', ['g3']);
      const db = Database.open(target);
      const results = await rowsOf(db, 'league-results');
      await overwrite(db, 'leagues:700:cup', text);

      const moved = await store.setAsideDamaged(NOW);
      expect(moved).toEqual([
        expect.objectContaining({
          key: '700:cup',
          results: 2,
          aside: 'damaged:leagues:700:cup:2026-11-25T20:00:00.000Z',
        }),
      ]);
      const kept = await keptAside(db);
      expect(kept.get('leagues:700:cup')).toBe(text);
      for (const [key, stored] of results) if (key.includes(':cup:')) expect(kept.get(key)).toBe(stored);
      expect([...(await rowsOf(db, 'league-results')).keys()].map((k) => k.split(':')[2])).toEqual(['cupx']);
      expect(await store.setAsideDamaged(NOW + 60_000)).toEqual([]);

      expect(await store.takeNotices('700')).toEqual([
        { leagueId: 'cup', aside: moved[0].aside, results: 2 },
      ]);
      expect(await store.takeNotices('700')).toEqual([]);

      await store.change('700', 'cup', async (stored) => ({
        save: stored ?? leagueRecord({ id: 'cup', guildId: '700', name: 'CUP' }),
        answer: undefined,
      }));
      const again = await store.load('700', 'cup');
      expect(again.ok && again.record.results).toEqual([]);
      const other = await store.load('700', 'cupx');
      expect(other.ok && other.record.results.map((r) => r.gameId)).toEqual(['g3']);
      await db.close();
      await store.close();
    });
  });

  it('a notice asked for 20 times at once is given once', async () => {
    const target = database.fresh();
    const store = LeagueStore.open(target);
    await leagueWithResults(store, 'cup', ['g1']);
    const db = Database.open(target);
    await overwrite(db, 'leagues:700:cup', GARBAGES[0][1]);
    await store.setAsideDamaged(NOW);
    const told = await Promise.all(Array.from({ length: 20 }, () => store.takeNotices('700')));
    expect(told.flat()).toEqual([expect.objectContaining({ leagueId: 'cup', results: 1 })]);
    // Control: another server's admins are told nothing of it.
    expect(await store.takeNotices('800')).toEqual([]);
    await db.close();
    await store.close();
  });

  it("under shards a process leaves another shard's damaged league to that shard (issue 27)", async () => {
    const target = database.fresh();
    const store = LeagueStore.open(target);
    await leagueWithResults(store, 'cup', ['g1']);
    const db = Database.open(target);
    await overwrite(db, 'leagues:700:cup', GARBAGES[0][1]);
    expect(await store.setAsideDamaged(NOW, (guildId) => guildId !== '700')).toEqual([]);
    expect(await db.text('leagues:700:cup')).toBe(GARBAGES[0][1]);
    // Control: the shard that owns server 700 moves it.
    expect(await store.setAsideDamaged(NOW, (guildId) => guildId === '700')).toHaveLength(1);
    await db.close();
    await store.close();
  });

  it('control: moving only the league aside lets a new league of its name inherit its results', async () => {
    const target = database.fresh();
    const store = LeagueStore.open(target);
    await leagueWithResults(store, 'cup', ['g1', 'g2']);
    const db = Database.open(target);
    await db.remove('leagues:700:cup', (await db.text('leagues:700:cup'))!);
    await store.change('700', 'cup', async () => ({
      save: leagueRecord({ id: 'cup', guildId: '700', name: 'CUP' }),
      answer: undefined,
    }));
    const inherited = await store.load('700', 'cup');
    expect(inherited.ok && inherited.record.results.map((r) => r.gameId)).toEqual(['g1', 'g2']);
    await db.close();
    await store.close();
  });

  it('a result of the wrong shape takes its whole league aside; results of no league go aside too', async () => {
    const target = database.fresh();
    const store = LeagueStore.open(target);
    await leagueWithResults(store, 'cup', ['g1']);
    await leagueWithResults(store, 'gone', ['g2']);
    const db = Database.open(target);
    await write(db, 'league-results:700:cup:2026-11-25T13:00:00.000Z:bad', GARBAGES[1][1]);
    await db.remove('leagues:700:gone', (await db.text('leagues:700:gone'))!);
    const moved = await store.setAsideDamaged(NOW);
    expect(moved).toEqual([
      expect.objectContaining({
        key: '700:cup',
        problem: expect.stringMatching(/^results\./) as string,
        results: 2,
      }),
      expect.objectContaining({ key: '700:gone', problem: 'results of no league', results: 1 }),
    ]);
    expect((await rowsOf(db, 'league-results')).size).toBe(0);
    expect((await keptAside(db)).size).toBe(4);
    expect(await store.takeNotices('700')).toEqual([
      expect.objectContaining({ leagueId: 'cup', results: 2 }),
    ]);
    await db.close();
    await store.close();
  });
});
