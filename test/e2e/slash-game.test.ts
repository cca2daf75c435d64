import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBotTable, openGame, type BotTable } from './harness';
import { SlashPlayers } from './slash-players';

describe('a full game through slash commands and their autocomplete only', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol', 'eve']);
  });
  afterAll(() => table.stop());

  it('plays a 2-player game from /kogge new to the final post, picking only autocomplete choices', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const players = new SlashPlayers(table, thread, ['alice', 'bob'], 5);
    const started = performance.now();
    const final = await players.playToEnd();
    console.log(
      `slash game: ${players.actions} actions, ${players.commands} commands, ${players.autocompletes} autocompletes, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(final.content).toMatch(/Game over/);
    expect(final.content).toMatch(/1\. (alice|bob): \d+ VP/);
  }, 600_000);
});
