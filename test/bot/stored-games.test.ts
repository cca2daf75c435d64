// Issue 20: start-up rebuilds each server's index of running games from the game records
// where the two disagree (a lost index write, a stale entry, an entry without its host), and
// moves unreadable records aside; an index that agrees is left as it is.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context';
import { checkStoredGames } from '../../src/bot/stored-games';
import { KeyvGameStore } from '../../src/store/index';
import { storedGame } from '../store/stored-game';

describe("start-up's check of the stored games", () => {
  let store: KeyvGameStore;
  let file: string;
  let logged: { msg: string }[];
  let ctx: BotContext;
  beforeEach(() => {
    file = join(mkdtempSync(join(tmpdir(), 'kogge-check-')), 'kogge.sqlite');
    store = KeyvGameStore.open(file);
    logged = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    // One process: shard 0 of 1, every server its own.
    ctx = { store, logger, client: { options: { shards: [0], shardCount: 1 } } } as unknown as BotContext;
  });
  afterEach(() => store.close());

  const ids = async (guildId = 'g1') => (await store.listRunning(guildId)).map((g) => g.id).sort();

  it('rebuilds an index that lost a game, kept an ended one and lacks hosts, from the records', async () => {
    const a = (await store.saveIfVersion(storedGame('a1'), -1))!;
    await store.saveIfVersion(storedGame('b2'), -1);
    await store.saveIfVersion({ ...a, status: 'ended' }, a.version);
    // What a lost write and an older bot leave: a1 (ended) still listed, b2 missing, no hosts.
    await store.replaceIndex('g1', [{ id: 'a1', channelId: 'c-a1' }]);
    const lost = await checkStoredGames(ctx);
    expect(lost).toEqual([]);
    expect(await store.listRunning('g1')).toEqual([{ id: 'b2', channelId: 'c-b2', hostId: 'u1' }]);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'running games index rebuilt', before: 1, after: 1 }),
    );
  });

  it('moves aside a record whose status is no status, and leaves a finished one unread', async () => {
    await store.saveIfVersion(storedGame('a1'), -1);
    await store.saveIfVersion(storedGame('b2'), -1);
    const sqlite = new KeyvSqlite({ uri: `sqlite://${file}` });
    const text = (status: string, state: unknown) =>
      JSON.stringify({ value: { ...storedGame('x'), version: 0, status, state } });
    await sqlite.query('UPDATE keyv SET value = ? WHERE key = ?', text('SECRET', null), 'games:a1');
    await sqlite.query('UPDATE keyv SET value = ? WHERE key = ?', text('ended', 'not a state'), 'games:b2');
    await sqlite.disconnect();
    const lost = await checkStoredGames(ctx);
    expect(lost.map((g) => g.id)).toEqual(['a1']);
    expect((await store.scan()).map((g) => g.id)).toEqual(['b2']);
    expect(await ids()).toEqual([]);
  });

  it('leaves an index that agrees with the records untouched, and says nothing of it', async () => {
    await store.saveIfVersion(storedGame('a1'), -1);
    await store.saveIfVersion(storedGame('b2', 'g2'), -1);
    await checkStoredGames(ctx);
    expect(await ids('g1')).toEqual(['a1']);
    expect(await ids('g2')).toEqual(['b2']);
    expect(logged.filter((l) => l.msg === 'running games index rebuilt')).toEqual([]);
  });
});
