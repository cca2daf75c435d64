import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteActions, apply } from '../../src/engine/index';
import { KeyvGameStore } from '../../src/store/index';
import { openBotTable, openGame, type BotTable } from './harness';
import { SlashPlayers } from './slash-players';

describe('a crash between save and publish', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob']);
  });
  afterAll(() => table.stop());

  it('brings a post left behind by the store up to date at start-up', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const players = new SlashPlayers(table, thread, ['alice', 'bob'], 3);
    const before = SlashPlayers.versionOf(players.latestPost());
    // What a crash leaves: the action saved, its post never sent.
    const store = KeyvGameStore.open(table.databaseFile);
    const [game] = (await store.allRunning())[0].games;
    const loaded = await store.load(game.id);
    if (!loaded.ok || !loaded.record.state) throw new Error('no stored game');
    const state = loaded.record.state;
    const action = [0, 1].flatMap((p) => concreteActions(state, p))[0];
    const result = apply(state, action);
    if (!result.ok) throw new Error('not applied');
    await store.saveIfVersion({ ...loaded.record, state: result.state }, loaded.record.version);
    await store.close();
    await table.restart();
    const post = await players.boardAt(before + 1);
    expect(SlashPlayers.versionOf(post)).toBe(before + 1);
  }, 60_000);
});
