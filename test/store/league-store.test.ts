// Issue 23: the league store reads every league through its schema; one that fails it is
// reported by key and skipped, and the readable leagues still load. Issue 27: on SQLite and
// PostgreSQL alike, and two stores (two processes' worth) recording at once lose nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POINTS, LEAGUE_SCHEMA_VERSION, newSeason } from '../../src/league';
import {
  Database,
  LEAGUE_RECORD_VERSION,
  LeagueStore,
  type LeagueRecord,
  type StoreTarget,
} from '../../src/store';
import { testDatabases } from './databases';

function record(id: string, guildId = '700'): LeagueRecord {
  return {
    recordVersion: LEAGUE_RECORD_VERSION,
    league: {
      schemaVersion: LEAGUE_SCHEMA_VERSION,
      id,
      guildId,
      name: id.toUpperCase(),
      createdBy: '1',
      adminRoleId: null,
      options: {
        players: { min: 3, max: 4 },
        game: { holdings: 'hidden', taxes: false, officeTrading: false, conflicts: false, memory: false },
        deadlineMinutes: 60,
        points: DEFAULT_POINTS,
        computersAllowed: false,
        missedDeadlines: { rule: 'defaults', count: 3 },
        takeBacksAllowed: false,
      },
      roster: [],
      season: 1,
    },
    seasons: [newSeason(1, '2026-11-01T00:00:00.000Z')],
    results: [],
    audit: [],
    board: null,
  };
}

/** Writes a raw value under the league namespace, as a damaged disk or an old bot would. */
async function plant(target: StoreTarget, key: string, value: unknown): Promise<void> {
  const db = Database.open(target);
  await db.keyv('leagues').set(key, value);
  await db.close();
}

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
});
