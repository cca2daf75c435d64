// Issue 22: a click whose save another process overtook (a second shard, a restarted one) is
// answered with `reply.savedMeanwhile` by the handler itself, the save's refusal being a value:
// bob's Join finds the lobby saved by someone else between his click's load and its save, is
// told so, and is not seated. Control: the same Join, nothing overtaking it, seats him.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index';
import { KeyvGameStore, type GameRecord, type GameStore } from '../../src/store/index';
import { openBotTable, type BotTable, WAIT } from './harness';
import { lobbySentence, lobbyShowing } from './lobby-answers';

/** The real store; while `overtake.on`, another process saves a lobby just before a join's save. */
function overtaken(inner: GameStore, overtake: { on: boolean }): GameStore {
  return new Proxy(inner, {
    get(target, key, receiver) {
      if (key !== 'saveIfVersion') return Reflect.get(target, key, receiver) as unknown;
      return async (record: GameRecord, expected: number) => {
        if (overtake.on && record.status === 'lobby' && record.seats.length > 1) {
          overtake.on = false;
          const stored = await target.load(record.id);
          if (stored.ok) await target.saveIfVersion(stored.record, expected);
        }
        return target.saveIfVersion(record, expected);
      };
    },
  });
}

describe('a click whose save another process overtook', () => {
  let table: BotTable;
  let store: GameStore;
  const overtake = { on: false };
  const dir = mkdtempSync(join(tmpdir(), 'kogge-meanwhile-'));
  beforeAll(async () => {
    store = overtaken(KeyvGameStore.open(join(dir, 'kogge.sqlite')), overtake);
    table = await openBotTable(['alice', 'bob'], ['tavern'], 1, { store });
  });
  afterAll(async () => {
    await table.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is told reply.savedMeanwhile and changes nothing; the same click then seats him (control)', async () => {
    const opened = await table.user('alice').slash('/kogge new players:2');
    await opened.reply(WAIT);
    const lobby = await table.discord.waitForMessage((m) => m.components.length > 0, WAIT);
    const [entry] = await store.listRunning(table.discord.guildId);
    overtake.on = true;
    const joined = await table.user('bob').click(lobby, 'Join');
    const sentence = await lobbySentence(table, 'bob', joined);
    expect(sentence.content).toBe(t('reply.savedMeanwhile', {}, 'en-US'));
    expect(overtake.on).toBe(false);
    const kept = await store.load(entry.id);
    if (!kept.ok) throw new Error('the lobby was saved');
    expect(kept.record.seats.map((s) => s.name)).toEqual(['alice']);
    // Control: nothing overtakes the second click, and it seats bob.
    await table.user('bob').click(lobby, 'Join');
    await lobbyShowing(table, lobby, /Seats 2\/2: alice, bob/);
  }, 60_000);
});
