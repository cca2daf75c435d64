// Issue 27: under shards each process serves its own servers, `(guild_id >> 22) % count`, as
// Discord routes them. Start-up's repair runs for those alone: another shard's index is not
// rebuilt from this one's snapshot, its damaged records are not moved, its deferred clicks are
// neither answered nor forgotten. Each check has its control: the owning shard does the work.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context';
import { answerPendingClicks } from '../../src/bot/pending-clicks';
import { ownsGuild, shardsOf } from '../../src/bot/shard-owner';
import { checkStoredGames } from '../../src/bot/stored-games';
import { KeyvGameStore, type PendingClick } from '../../src/store/index';
import { storedGame } from '../store/stored-game';

/** A server id whose shard of 2 is `shard` (the id's timestamp bits decide it). */
const guildOnShard = (shard: number) => String((1000n + BigInt(shard)) << 22n);
const EVEN = guildOnShard(0);
const ODD = guildOnShard(1);
/** A game id (16 of [a-z0-9] at most) naming its server. */
const game = (kind: 'kept' | 'broken', guild: string) => `${kind}${guild === EVEN ? 'even' : 'odd'}`;
const shard = (id: number, count: number) => ({ options: { shards: [id], shardCount: count } });

describe('which servers a shard owns', () => {
  it('one process (shard 0 of 1) owns every server', () => {
    for (const guild of [EVEN, ODD, '175928847299117063']) expect(ownsGuild(shard(0, 1), guild)).toBe(true);
    expect(shardsOf({ options: {} })).toEqual({ ids: [0], count: 1 });
  });

  it('shard i of 2 owns the servers with (guild_id >> 22) % 2 = i, and no other', () => {
    expect(Number((BigInt(EVEN) >> 22n) % 2n)).toBe(0);
    expect([ownsGuild(shard(0, 2), EVEN), ownsGuild(shard(0, 2), ODD)]).toEqual([true, false]);
    expect([ownsGuild(shard(1, 2), EVEN), ownsGuild(shard(1, 2), ODD)]).toEqual([false, true]);
  });

  it('what belongs to no server (a direct message, an unreadable record) is shard 0’s', () => {
    expect(ownsGuild(shard(0, 2), undefined)).toBe(true);
    expect(ownsGuild(shard(1, 2), undefined)).toBe(false);
    expect(ownsGuild(shard(1, 2), 'not-an-id')).toBe(false);
  });
});

describe("start-up's repair, per shard", () => {
  let file: string;
  let store: KeyvGameStore;
  beforeEach(() => {
    file = join(mkdtempSync(join(tmpdir(), 'kogge-shard-')), 'kogge.sqlite');
    store = KeyvGameStore.open(file);
  });
  afterEach(() => store.close());

  const ctxOn = (id: number) =>
    ({ store, logger: pino({ level: 'silent' }), client: shard(id, 2) }) as unknown as BotContext;
  const listed = async (guild: string) => (await store.listRunning(guild)).map((g) => g.id).sort();

  /** Each server has a game the index lost, and a damaged record it still lists. */
  async function damageBoth(): Promise<void> {
    for (const guild of [EVEN, ODD]) {
      await store.saveIfVersion(storedGame(game('kept', guild), guild), -1);
      await store.saveIfVersion(storedGame(game('broken', guild), guild), -1);
      await store.replaceIndex(guild, [{ id: game('broken', guild), channelId: 'c' }]);
    }
    const sqlite = new KeyvSqlite({ uri: `sqlite://${file}` });
    for (const guild of [EVEN, ODD])
      await sqlite.query(
        'UPDATE keyv SET value = ? WHERE key = ?',
        'not json',
        `games:${game('broken', guild)}`,
      );
    await sqlite.disconnect();
  }

  it("rebuilds its own servers' indexes and moves its own damaged records only", async () => {
    await damageBoth();
    const lost = await checkStoredGames(ctxOn(1));
    expect(lost.map((g) => g.guildId)).toEqual([ODD]);
    expect(await listed(ODD)).toEqual([game('kept', ODD)]);
    // The other shard's server: its index and its record as they were.
    expect(await listed(EVEN)).toEqual([game('broken', EVEN)]);
    expect((await store.scan()).map((g) => g.id)).toContain(game('broken', EVEN));
    // Control: its own shard repairs it.
    const theirs = await checkStoredGames(ctxOn(0));
    expect(theirs.map((g) => g.guildId)).toEqual([EVEN]);
    expect(await listed(EVEN)).toEqual([game('kept', EVEN)]);
  });

  it("leaves another shard's deferred clicks noted and unanswered; its own are answered", async () => {
    const click = (id: string, guildId: string): PendingClick => ({
      id,
      applicationId: 'app',
      token: 'token',
      gameId: game('kept', guildId),
      guildId,
      userId: 'u1',
      locale: 'en-US',
      at: 1000,
    });
    await store.notePending(click('i-even', EVEN));
    await store.notePending(click('i-odd', ODD));
    // No game records: an answer fails (logged) and the click is forgotten, which is enough to
    // tell which clicks this shard took on.
    expect(await answerPendingClicks(ctxOn(1), 2000)).toBe(0);
    expect((await store.listPending()).map((c) => c.id)).toEqual(['i-even']);
    // Control: shard 0 takes its own.
    await answerPendingClicks(ctxOn(0), 2000);
    expect(await store.listPending()).toEqual([]);
  });

  it('places a click noted before its server was kept by its game’s record', async () => {
    await store.saveIfVersion(storedGame(game('kept', EVEN), EVEN), -1);
    await store.notePending({
      id: 'old',
      applicationId: 'app',
      token: 'token',
      gameId: game('kept', EVEN),
      userId: 'u1',
      locale: 'en-US',
      at: 1000,
    });
    await answerPendingClicks(ctxOn(1), 2000);
    expect((await store.listPending()).map((c) => c.id)).toEqual(['old']);
  });
});
