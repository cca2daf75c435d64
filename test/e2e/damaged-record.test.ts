// Issue 20: a game record overwritten with garbage in the SQLite file no longer stops the
// bot. Start-up moves it aside (its stored text kept under "damaged"), logs it once, tells
// its thread that the game could not be loaded, and the other game plays on.
import { Writable } from 'node:stream';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index';
import { KeyvGameStore } from '../../src/store/index';
import { openBotTable, openGame, WAIT, type BotTable } from './harness';
import { SlashPlayers } from './slash-players';

const GARBAGE = 'PK\u0003\u0004 not a game {"value":';

describe('a game record overwritten with garbage (issue 20)', () => {
  let table: BotTable;
  const lines: Record<string, unknown>[] = [];
  let damaged: { id: string; thread: string };
  let healthy: { id: string; thread: string };

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    table = await openBotTable(['alice', 'bob'], ['tavern'], 1, { logger: pino({ level: 'info' }, sink) });
    const first = await openGame(table, 'alice', ['bob']);
    const second = await openGame(table, 'bob', ['alice']);
    const reader = KeyvGameStore.open(table.databaseFile);
    const [{ games }] = await reader.allRunning();
    await reader.close();
    const idIn = (thread: string) => games.find((g) => g.channelId === thread)!.id;
    damaged = { id: idIn(first.thread), thread: first.thread };
    healthy = { id: idIn(second.thread), thread: second.thread };
    // Written into the file itself, under the record's own key, as a damaged disk would.
    const sqlite = new KeyvSqlite({ uri: `sqlite://${table.databaseFile}` });
    await sqlite.query('UPDATE keyv SET value = ? WHERE key = ?', GARBAGE, `games:${damaged.id}`);
    await sqlite.disconnect();
    await table.restart();
  }, 120_000);
  afterAll(() => table.stop());

  const movedAside = () => lines.filter((l) => l.msg === 'stored game moved aside');

  it('starts, and logs the damaged record once', () => {
    expect(table.bot.client.isReady()).toBe(true);
    expect(movedAside()).toEqual([expect.objectContaining({ game: damaged.id, problem: 'not JSON' })]);
  });

  it("tells the damaged game's thread it could not be loaded", async () => {
    const notice = await table.discord.waitForMessage(
      (m) => m.channelId === damaged.thread && m.content === t('store.gameLost'),
      { ...WAIT, in: damaged.thread },
    );
    expect(notice.ephemeralFor).toBeUndefined();
    expect(notice.mentions).toEqual([]);
  });

  it('keeps the damaged value aside, byte for byte, and no longer lists the game', async () => {
    const aside = new Keyv<{ id: string; stored: string }>({
      store: new KeyvSqlite({ uri: `sqlite://${table.databaseFile}` }),
      namespace: 'damaged',
    });
    const kept: { id: string; stored: string }[] = [];
    for await (const [, value] of aside.iterator!(undefined)) kept.push(value as (typeof kept)[number]);
    await aside.disconnect();
    expect(kept).toEqual([expect.objectContaining({ id: damaged.id, stored: GARBAGE })]);
    const reply = await (await table.user('alice').slash('/kogge log', { in: damaged.thread })).reply(WAIT);
    expect(reply.content).toBe(t('reply.noGame'));
  });

  it('lets the other game play on', async () => {
    const players = new SlashPlayers(table, healthy.thread, ['alice', 'bob'], 5);
    const post = players.latestPost();
    const names = new Map([
      [table.user('alice').id, 'alice'],
      [table.user('bob').id, 'bob'],
    ]);
    const awaited = post.mentions.map((id) => names.get(id)).find((n) => n !== undefined)!;
    const version = SlashPlayers.versionOf(post);
    await players.step(awaited, version);
    expect(SlashPlayers.versionOf(players.latestPost())).toBe(version + 1);
  }, 60_000);

  it('does not report the record again at the next start', async () => {
    await table.restart();
    expect(movedAside()).toHaveLength(1);
  }, 60_000);
});
