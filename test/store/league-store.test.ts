// Issue 23: the league store reads every league through its schema; one that fails it is
// reported by key and skipped, and the readable leagues still load. Issue 27: on SQLite and
// PostgreSQL alike, and two stores (two processes' worth) recording at once lose nothing.
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedResult } from '../../src/league';
import { Database, LeagueStore, type LeagueRecord, type StoreTarget } from '../../src/store';
import { leagueRecord, recordedResult } from '../support/league-record';
import { testDatabases } from './databases';

function record(id: string, guildId = '700'): LeagueRecord {
  return leagueRecord({ id, guildId, name: id.toUpperCase() });
}

/** Writes a raw value under the league namespace, as a damaged disk or an old bot would. */
async function plant(target: StoreTarget, key: string, value: unknown, namespace = 'leagues'): Promise<void> {
  const db = Database.open(target);
  await db.keyv(namespace).set(key, value);
  await db.close();
}

/** The text stored under a raw key (namespace included), or undefined. */
async function storedText(target: StoreTarget, key: string): Promise<string | undefined> {
  const db = Database.open(target);
  const text = await db.text(key);
  await db.close();
  return text;
}
const result = (gameId: string, minute: number) => recordedResult(gameId, minute);

const addResult = (r: RecordedResult) => async (stored: LeagueRecord | null) => ({
  save: stored && { ...stored, results: [...stored.results, r] },
  answer: undefined,
});

describe.each(testDatabases())('the league store ($name)', (database) => {
  afterAll(() => database.cleanup());

  it('reports a league that fails its schema by key and skips it; the others load', async () => {
    const file = database.fresh();
    const store = LeagueStore.open(file);
    await store.change('700', 'cup', async () => ({ save: record('cup'), answer: undefined }));
    await store.change('800', 'other', async () => ({ save: record('other', '800'), answer: undefined }));
    await plant(file, '700:broken', { ...record('broken'), results: [{ gameId: 'x' }] });
    const { leagues, damaged } = await store.scan();
    expect(leagues.map((r) => r.league.id)).toEqual(['cup', 'other']);
    expect(damaged).toEqual([
      { key: '700:broken', problem: expect.stringMatching(/^results\.0\./) as string },
    ]);
    expect((await store.list('700')).map((r) => r.league.id)).toEqual(['cup']);
    expect(await store.load('700', 'broken')).toMatchObject({ ok: false, reason: 'invalid' });
    // A change to the damaged league is refused, not written over what is stored.
    const changed = await store.change('700', 'broken', async () => ({ save: record('broken'), answer: 1 }));
    expect(changed.ok).toBe(false);
    await store.close();
  });

  it('a value that is not JSON at all is reported, not thrown', async () => {
    const file = database.fresh();
    const store = LeagueStore.open(file);
    await store.change('700', 'cup', async () => ({ save: record('cup'), answer: undefined }));
    const db = Database.open(file);
    expect(await db.swap('leagues:700:torn', undefined, '{"value": {"recordVers')).toBe(true);
    await db.close();
    const { leagues, damaged } = await store.scan();
    expect(leagues.map((r) => r.league.id)).toEqual(['cup']);
    expect(damaged).toEqual([{ key: '700:torn', problem: 'not JSON' }]);
    await store.close();
  });

  it('two stores with queues of their own (two processes) adding 10 members each keep all 20', async () => {
    const target = database.fresh();
    const [a, b] = [LeagueStore.open(target), LeagueStore.open(target)];
    await a.change('700', 'cup', async () => ({ save: record('cup'), answer: undefined }));
    const join = (store: LeagueStore, userId: string) =>
      store.change('700', 'cup', async (league) => ({
        save: league && {
          ...league,
          league: { ...league.league, roster: [...league.league.roster, userId] },
        },
        answer: undefined,
      }));
    const ids = Array.from({ length: 20 }, (_, i) => `${100000000000000000 + i}`);
    await Promise.all(ids.map((id, i) => join(i % 2 === 0 ? a : b, id)));
    const loaded = await a.load('700', 'cup');
    expect(loaded.ok && [...loaded.record.league.roster].sort()).toEqual([...ids].sort());
    await Promise.all([a.close(), b.close()]);
  });

  it('recording a result writes it under a key of its own and leaves the league’s record as it was', async () => {
    const file = database.fresh();
    const store = LeagueStore.open(file);
    await store.change('700', 'cup', async () => ({ save: record('cup'), answer: undefined }));
    const before = await storedText(file, 'leagues:700:cup');
    await store.change('700', 'cup', addResult(result('g2', 2)));
    await store.change('700', 'cup', addResult(result('g1', 1)));
    expect(await storedText(file, 'leagues:700:cup')).toBe(before);
    expect(await storedText(file, `league-results:700:cup:${result('g1', 1).finishedAt}:g1`)).toContain(
      '"g1"',
    );
    const loaded = await store.load('700', 'cup');
    // In the order they finished, whatever order they were recorded in.
    expect(loaded.ok && loaded.record.results.map((r) => r.gameId)).toEqual(['g1', 'g2']);
    // Control: a change to the league itself is written.
    await store.change('700', 'cup', async (stored) => ({
      save: stored && { ...stored, league: { ...stored.league, roster: ['5'] } },
      answer: undefined,
    }));
    expect(await storedText(file, 'leagues:700:cup')).not.toBe(before);
    await store.close();
  });

  it('a league stored with its results inside loads the same, and moves them out at its next change', async () => {
    const file = database.fresh();
    await plant(file, '700:cup', { ...record('cup'), results: [result('old1', 1), result('old2', 2)] });
    const store = LeagueStore.open(file);
    const first = await store.load('700', 'cup');
    expect(first.ok && first.record.results.map((r) => r.gameId)).toEqual(['old1', 'old2']);
    await store.change('700', 'cup', addResult(result('new', 3)));
    expect(await storedText(file, 'leagues:700:cup')).toContain('"results":[]');
    const after = await store.load('700', 'cup');
    expect(after.ok && after.record.results).toEqual([
      result('old1', 1),
      result('old2', 2),
      result('new', 3),
    ]);
    await store.close();
  });

  it('a result that fails its schema fails its league, reported and skipped; another league loads', async () => {
    const file = database.fresh();
    const store = LeagueStore.open(file);
    await store.change('700', 'cup', async () => ({ save: record('cup'), answer: undefined }));
    await store.change('700', 'cupx', async () => ({ save: record('cupx'), answer: undefined }));
    await store.change('700', 'cup', addResult(result('g1', 1)));
    await plant(file, '700:cup:2026-11-25T13:00:00.000Z:bad', { gameId: 'bad' }, 'league-results');
    const { leagues, damaged } = await store.scan();
    expect(leagues.map((r) => r.league.id)).toEqual(['cupx']);
    expect(damaged).toEqual([{ key: '700:cup', problem: expect.stringMatching(/^results\./) as string }]);
    await store.close();
  });
});
