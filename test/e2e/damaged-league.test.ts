// Issue 20: a league record overwritten with garbage no longer sits in place, warned about at
// every start, its results waiting for a new league of the same name. Start-up moves it aside
// with its results and logs it once; the server's admin hears so at their next /league; a new
// league of that name starts with no results.
import { Writable } from 'node:stream';
import KeyvSqlite from '@keyv/sqlite';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index';
import { Database, LeagueStore, SWEPT, type LeagueRecord } from '../../src/store/index';
import { openBotTable, WAIT, type BotTable } from './harness';
import { recordedResult } from '../support/league-record';

const GARBAGE = 'PK\u0003\u0004 not a league {"value":';
const WRONG_SHAPE = JSON.stringify({ value: { wrong: [1, 2] }, expires: null });

const result = (gameId: string, minute: number) => recordedResult(gameId, minute, ['1', '2']);

async function storedLeague(table: BotTable): Promise<LeagueRecord | undefined> {
  const store = LeagueStore.open(table.databaseFile);
  try {
    return (await store.scan()).leagues.find((r) => r.league.id === 'baltic-cup');
  } finally {
    await store.close();
  }
}

describe('a league record overwritten with garbage (issue 20)', () => {
  let table: BotTable;
  const lines: Record<string, unknown>[] = [];
  let guildId: string;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    table = await openBotTable(['olga', 'alice'], ['tavern'], 5, { logger: pino({ level: 'info' }, sink) });
    const created = await table
      .user('olga')
      .slash('/league create name:"Baltic Cup" min:2', { in: 'tavern' });
    await created.reply(WAIT);
    const league = (await storedLeague(table))!;
    guildId = league.league.guildId;
    // Two results recorded, as the bot records them (each under a key of its own).
    const store = LeagueStore.open(table.databaseFile);
    for (const [i, gameId] of ['g1', 'g2'].entries())
      await store.change(guildId, 'baltic-cup', async (stored) => ({
        save: stored && { ...stored, results: [...stored.results, result(gameId, i)] },
        answer: undefined,
      }));
    await store.close();
    // Written into the file itself, under the league's own key, as a damaged disk would.
    const sqlite = new KeyvSqlite({ uri: `sqlite://${table.databaseFile}` });
    await sqlite.query('UPDATE keyv SET value = ? WHERE key = ?', GARBAGE, `leagues:${guildId}:baltic-cup`);
    await sqlite.disconnect();
    // And one damaged record in every other namespace start-up sweeps, half of them not JSON.
    const db = Database.open(table.databaseFile);
    for (const [i, namespace] of SWEPT.entries())
      await db.swap(`${namespace}:e2e-bad`, undefined, i % 2 === 0 ? GARBAGE : WRONG_SHAPE);
    await db.close();
    await table.restart();
  }, 120_000);
  afterAll(() => table.stop());

  const movedAside = () => lines.filter((l) => l.msg === 'stored league moved aside');
  const recordsAside = () => lines.filter((l) => l.msg === 'stored record moved aside');

  it('starts with a damaged record in every swept namespace, and logs each once', () => {
    expect(table.bot.client.isReady()).toBe(true);
    expect(
      recordsAside()
        .map((l) => l.key)
        .sort(),
    ).toEqual(SWEPT.map((n) => `${n}:e2e-bad`).sort());
  });

  it('starts, and logs the damaged league once, with its two results moved along', () => {
    expect(table.bot.client.isReady()).toBe(true);
    expect(movedAside()).toEqual([
      expect.objectContaining({ league: `${guildId}:baltic-cup`, problem: 'not JSON', results: 2 }),
    ]);
  });

  it('keeps the league and its results aside, byte for byte', async () => {
    const db = Database.open(table.databaseFile);
    const kept = new Map<string, string>();
    for await (const row of db.rows('damaged')) {
      const { value } = JSON.parse(row.text) as { value: { id: string; stored: string } };
      kept.set(value.id, value.stored);
    }
    let left = 0;
    for await (const row of db.rows('league-results')) if (row.key) left++;
    await db.close();
    expect(kept.get(`leagues:${guildId}:baltic-cup`)).toBe(GARBAGE);
    expect([...kept.keys()].filter((k) => k.startsWith('league-results:'))).toHaveLength(2);
    expect(left).toBe(0);
  });

  it('tells the admin at their next /league, to them alone; a member without Manage Server is not told', async () => {
    const member = await (await table.user('alice').slash('/league standings', { in: 'tavern' })).reply(WAIT);
    expect(member.content).toBe(t('league.none'));
    const asked = await table.user('olga').slash('/league standings', { in: 'tavern' });
    expect((await asked.reply(WAIT)).content).toBe(t('league.none'));
    // The key the league is kept under, as the log names it.
    const sentence = t('league.setAside', { league: 'baltic-cup', aside: String(movedAside()[0].aside) });
    const notice = await table
      .user('olga')
      .waitForMessage((m) => m.content === sentence, { ...WAIT, in: 'tavern' });
    expect(notice.ephemeralFor).toBe(table.user('olga').id);
    expect(
      table
        .user('alice')
        .sees('tavern')
        .some((m) => m.content === sentence),
    ).toBe(false);
  });

  it('lets a new league take the name, with none of the old results', async () => {
    const created = await table
      .user('olga')
      .slash('/league create name:"Baltic Cup" min:2', { in: 'tavern' });
    expect((await created.reply(WAIT)).content).toBe(
      '🏆 League open: Baltic Cup. Members join with /league join.',
    );
    expect((await storedLeague(table))?.results).toEqual([]);
  });

  it('says nothing more of it at the next start', async () => {
    await table.restart();
    expect(movedAside()).toHaveLength(1);
    expect(recordsAside()).toHaveLength(SWEPT.length);
    expect((await storedLeague(table))?.results).toEqual([]);
  });
});
