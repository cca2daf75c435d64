// Issue 22: opening a game (/kogge new; the welcome's button goes through the same open())
// saves its record once: the lobby message's id is noted in the store's post note after the
// send, not by saving the record again. Counted on the real store from the command until the
// store is quiet, with a control that plants the old second save. A kill between the save and
// the note (simulated: the note dies, the process is restarted on the same store) ends with
// exactly one lobby message after start-up, whether the kill came after the send (found and
// noted) or before it (the message missing: start-up sends it, lobby-repair.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseComponentId } from '../../src/bot/custom-id';
import { KeyvGameStore, type GameRecord, type GameStore } from '../../src/store/index';
import { openBotTable, type BotTable, WAIT } from './harness';

interface Counts {
  saves: number;
  /** The id and channel of the last game saved new. */
  opened: { id: string; channelId: string } | null;
  /** The control's planted fault: the lobby's id noted by saving the record again, as before. */
  resaveLobby: boolean;
  /** The process dies where it would note the lobby's id. */
  dieAtNote: boolean;
}

/**
 * The real store, counting its saves; closed by a restart (as the bot closes its store), it
 * opens again on the same file, so the restarted bot reads what the killed one left.
 */
function counting(file: string, counts: Counts): GameStore {
  let inner = KeyvGameStore.open(file);
  const store: GameStore = new Proxy({} as GameStore, {
    get(_target, key) {
      const target = inner;
      const value = Reflect.get(target, key) as unknown;
      if (key === 'close')
        return async () => {
          await target.close();
          inner = KeyvGameStore.open(file);
        };
      if (key === 'notePost')
        return async (record: GameRecord, fields: Parameters<GameStore['notePost']>[1]) => {
          if (counts.dieAtNote && 'lobby' in fields) throw new Error('SIGKILL');
          if (!counts.resaveLobby || !('lobby' in fields)) return target.notePost(record, fields);
          const messages = { ...record.messages, lobby: fields.lobby ?? null };
          const saved = await store.saveIfVersion({ ...record, messages }, record.version);
          if (!saved) throw new Error('the planted save lost');
          return saved;
        };
      if (key === 'saveIfVersion')
        return (record: GameRecord, expected: number) => {
          counts.saves += 1;
          if (expected === -1) counts.opened = { id: record.id, channelId: record.channelId };
          return target.saveIfVersion(record, expected);
        };
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return store;
}

describe('opening a game saves once (issue 22)', () => {
  let table: BotTable;
  let store: GameStore;
  const counts: Counts = { saves: 0, opened: null, resaveLobby: false, dieAtNote: false };
  const dir = mkdtempSync(join(tmpdir(), 'kogge-open-'));
  beforeAll(async () => {
    store = counting(join(dir, 'kogge.sqlite'), counts);
    table = await openBotTable(['alice', 'bob', 'carol', 'dora'], ['tavern'], 1, { store });
    await table.bot.repaired;
  });
  afterAll(async () => {
    await table.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The messages in `channelId` whose buttons name `gameId`: the lobby's, however many. */
  function lobbies(channelId: string, gameId: string) {
    return [...table.discord.store.messages.values()].filter(
      (m) =>
        m.data.channel_id === channelId &&
        (m.data.components ?? []).some((row) =>
          ('components' in row ? row.components : []).some(
            (c) => 'custom_id' in c && parseComponentId(String(c.custom_id))?.game === gameId,
          ),
        ),
    );
  }

  /** Types /kogge new as `host` and counts the saves until the store is quiet for a second. */
  async function opened(host: string): Promise<{ saves: number; id: string; channelId: string }> {
    counts.saves = 0;
    counts.opened = null;
    const typed = await table.user(host).slash('/kogge new players:2', { in: 'tavern' });
    await typed.reply(WAIT);
    for (let last = -1; last !== counts.saves;) {
      last = counts.saves;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const game = counts.opened as Counts['opened'];
    if (!game) throw new Error('no game was saved');
    return { saves: counts.saves, ...game };
  }

  async function storedLobby(id: string): Promise<string | null> {
    const loaded = await store.load(id);
    if (!loaded.ok) throw new Error('the game is not stored');
    return loaded.record.messages.lobby;
  }

  it('/kogge new saves the record once, and the lobby message’s id is noted', async () => {
    const game = await opened('alice');
    expect(game.saves).toBe(1);
    const [lobby, ...more] = lobbies(game.channelId, game.id);
    expect(more).toEqual([]);
    expect(await storedLobby(game.id)).toBe(lobby?.data.id);
  }, 120_000);

  it('control: the lobby’s id noted by saving the record again (the old way) counts 2 saves', async () => {
    counts.resaveLobby = true;
    try {
      const game = await opened('bob');
      expect(game.saves).toBe(2);
      expect(await storedLobby(game.id)).toBe(lobbies(game.channelId, game.id)[0]?.data.id);
    } finally {
      counts.resaveLobby = false;
    }
  }, 120_000);

  /** `name` opens a game and the bot "dies" where it notes the lobby's id (no note is written). */
  async function killedAtNote(name: string): Promise<Awaited<ReturnType<typeof opened>>> {
    counts.dieAtNote = true;
    try {
      return await opened(name);
    } finally {
      counts.dieAtNote = false;
    }
  }

  /** After a restart and its repairs: exactly one lobby message for `game`, and its id noted. */
  async function expectOneNotedLobbyAfterRestart(game: { id: string; channelId: string }): Promise<void> {
    await table.restart();
    await table.bot.repaired;
    const after = lobbies(game.channelId, game.id);
    expect(after).toHaveLength(1);
    expect(await storedLobby(game.id)).toBe(after[0]?.data.id);
  }

  it('a kill after the lobby is sent, before its id is noted: after the restart one lobby, noted', async () => {
    const game = await killedAtNote('carol');
    expect(await storedLobby(game.id)).toBeNull();
    expect(lobbies(game.channelId, game.id)).toHaveLength(1);
    await expectOneNotedLobbyAfterRestart(game);
  }, 120_000);

  it('a kill before the lobby is sent: none in the channel, and after the restart exactly one, noted', async () => {
    const game = await killedAtNote('dora');
    // The store as a kill before the send leaves it: the record saved, no message (deleted here).
    for (const message of lobbies(game.channelId, game.id)) {
      const url = `${table.discord.apiUrl}/v10/channels/${game.channelId}/messages/${message.data.id}`;
      const headers = { Authorization: `Bot ${table.discord.token}` };
      const deleted = await fetch(url, { method: 'DELETE', headers });
      if (!deleted.ok) throw new Error(`the lobby was not deleted: ${deleted.status}`);
    }
    expect(lobbies(game.channelId, game.id)).toHaveLength(0);
    await expectOneNotedLobbyAfterRestart(game);
  }, 120_000);
});
