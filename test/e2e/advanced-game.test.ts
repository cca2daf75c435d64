// The advanced game through the local Discord (K-70 … K-73): /kogge new with the four rules,
// a lobby that says which are on, and a whole game played through the panels, every tax,
// start swap, conflict window, secret bid, demand and push answered by clicks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBotTable, openGame, type BotTable } from './harness';
import { TablePlayers } from './players';

describe('the advanced game on Discord', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob']);
  });
  afterAll(() => table.stop());

  it('opens with the chosen rules named in the lobby and plays to the final post', async () => {
    const { thread, lobby } = await openGame(
      table,
      'alice',
      ['bob'],
      'taxes:true offices:true conflicts:true memory:true',
    );
    const shown =
      table
        .user('bob')
        .sees(thread)
        .find((m) => m.id === lobby.id) ?? lobby;
    expect(shown.content).toMatch(/Advanced rules: taxes, trading with offices, conflicts and memory/);
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 5);
    const final = await players.playToEnd();
    expect(final.content).toMatch(/Game over/);
  }, 300_000);
});
