// Issue 24, first-game hints, end to end: a person's panels carry one line on what the choice
// means in their first 3 finished games, not after; the count grows when a game they sit in
// ends, counted by the bot itself with no one typing anything; and a person's own
// /kogge settings hints wins either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { FIRST_GAMES, KeyvFinishedGamesStore } from '../../src/store/index';
import { isFinalPost, openBotTable, openGame, WAIT, type BotTable } from './harness';

async function finished(table: BotTable, name: string): Promise<number> {
  const store = KeyvFinishedGamesStore.open(table.databaseFile);
  try {
    return await store.count(table.discord.user(name).id);
  } finally {
    await store.close();
  }
}

async function panelOf(table: BotTable, name: string, board: SeenMessage): Promise<string> {
  return (await (await table.user(name).click(board, 'Act')).reply(WAIT)).content;
}

describe('first-game hints, per person', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['anna', 'bernd', 'clara']);
    // Anna has finished her first games already (as if played before this start).
    const store = KeyvFinishedGamesStore.open(table.databaseFile);
    for (let i = 1; i <= FIRST_GAMES; i++) await store.note(table.discord.user('anna').id, `old${i}`);
    await store.close();
  });
  afterAll(() => table.stop());

  it('shows the newcomer a hint in the panel, and not the player past their first 3 games', async () => {
    const { board } = await openGame(table, 'anna', ['bernd']);
    const bernds = await panelOf(table, 'bernd', board);
    const annas = await panelOf(table, 'anna', board);
    expect(bernds).toContain('Hint: your start city gets your first office and costs you your route marker');
    // Control: the same panel, the same choice, and Anna's carries no hint.
    expect(annas).toContain('Pick your start city');
    expect(annas).not.toContain('Hint:');
  });

  it("follows a person's own /kogge settings: hints:true past the first games, hints:false in them", async () => {
    const { board } = await openGame(table, 'bernd', ['anna']);
    // Control: as they stand, Bernd (a newcomer) sees a hint and Anna does not.
    expect(await panelOf(table, 'bernd', board)).toContain('Hint:');
    expect(await panelOf(table, 'anna', board)).not.toContain('Hint:');
    const on = await table.user('anna').slash('/kogge settings hints:true', { in: 'tavern' });
    expect((await on.reply(WAIT)).content).toMatch(/hint lines on/);
    const off = await table.user('bernd').slash('/kogge settings hints:false', { in: 'tavern' });
    expect((await off.reply(WAIT)).content).toMatch(/hint lines off/);
    expect(await panelOf(table, 'anna', board)).toContain(
      'Hint: your start city gets your first office and costs you your route marker',
    );
    expect(await panelOf(table, 'bernd', board)).not.toContain('Hint:');
  });

  it('counts a finished game for each person in it (this table has hints off)', async () => {
    expect(await finished(table, 'clara')).toBe(0);
    const { thread, board } = await openGame(table, 'clara', ['bernd'], 'hints:false');
    // A table with hints off shows the newcomer none either.
    expect(await panelOf(table, 'clara', board)).not.toContain('Hint:');
    for (const name of ['clara', 'bernd']) {
      const handed = await table
        .user('clara')
        .slash(`/kogge game seat player:@${name} to:heuristic`, { in: thread });
      await handed.reply(WAIT);
    }
    // The final board post: the hand-over notes have no Act button either, but no image.
    const final = (m: SeenMessage) => m.channelId === thread && m.author.bot && isFinalPost(m);
    await table.discord.waitForMessage((m) => final(m) && m.attachments.length > 0, {
      ...WAIT,
      timeoutMs: 300_000,
      in: thread,
    });
    await expect.poll(() => finished(table, 'clara'), { timeout: 10_000 }).toBe(1);
    expect(await finished(table, 'bernd')).toBe(1);
    expect(await finished(table, 'anna')).toBe(FIRST_GAMES);
  }, 300_000);
});
