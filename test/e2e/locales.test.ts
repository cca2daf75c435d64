// Public posts speak the server's language; ephemeral answers the clicker's. A player whose
// Discord locale is the pseudo-language en-XA sees every sentence of their panel and hand
// in ⟦brackets⟧, so a sentence that did not come from the catalogue would show at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customIds, openBotTable, openGame, type BotTable } from './harness';

describe('languages: the server for public posts, the clicker for ephemerals', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', { name: 'xena', locale: 'en-XA' }]);
  });
  afterAll(() => table.stop());

  it("answers xena's panel and hand in her language, every line and label from the catalogue", async () => {
    const { board } = await openGame(table, 'alice', ['xena']);
    expect(board.content).not.toContain('⟦');
    const xena = table.user('xena');
    const panel = await (await xena.click(board, 'Act')).reply();
    for (const line of panel.content.split('\n')) expect(line).toMatch(/^⟦.*⟧$/);
    for (const control of customIds(panel)) {
      for (const option of control.options ?? []) expect(option.label).toMatch(/⟦.*⟧/);
    }
    const hand = await (await xena.click(board, 'My hand')).reply();
    for (const line of hand.content.split('\n')) expect(line).toMatch(/^⟦.*⟧$/);
    expect(hand.attachments[0].description).toMatch(/⟦/);
  });

  it("keeps alice's answers in English", async () => {
    const { board } = await openGame(table, 'alice', ['xena']);
    const panel = await (await table.user('alice').click(board, 'Act')).reply();
    expect(panel.content).toMatch(/Pick your start city in secret/);
    expect(panel.content).not.toContain('⟦');
  });
});
