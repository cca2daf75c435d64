// Issue 23: the league store reads every league through its schema; one that fails it is
// reported by key and skipped, and the readable leagues still load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_POINTS, LEAGUE_SCHEMA_VERSION, newSeason } from '../../src/league';
import { LEAGUE_RECORD_VERSION, LeagueStore, type LeagueRecord } from '../../src/store';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

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
async function plant(file: string, key: string, value: unknown): Promise<void> {
  const adapter = new KeyvSqlite({ uri: `sqlite://${file}` });
  await new Keyv({ store: adapter, namespace: 'leagues' }).set(key, value);
  await adapter.disconnect();
}

describe('the league store', () => {
  it('reports a league that fails its schema by key and skips it; the others load', async () => {
    dir = mkdtempSync(join(tmpdir(), 'kogge-leagues-'));
    const file = join(dir, 'kogge.sqlite');
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
    dir = mkdtempSync(join(tmpdir(), 'kogge-leagues-'));
    const file = join(dir, 'kogge.sqlite');
    const store = LeagueStore.open(file);
    await store.change('700', 'cup', async () => ({ save: record('cup'), answer: undefined }));
    const adapter = new KeyvSqlite({ uri: `sqlite://${file}` });
    await adapter.set('leagues:700:torn', '{"value": {"recordVers');
    await adapter.disconnect();
    const { leagues, damaged } = await store.scan();
    expect(leagues.map((r) => r.league.id)).toEqual(['cup']);
    expect(damaged).toEqual([{ key: '700:torn', problem: 'not JSON' }]);
    await store.close();
  });
});
