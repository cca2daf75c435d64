// Issue 20: images drawn for one person alone (the phone board, the hand) are capped per
// person, so one person's burst cannot queue dozens of images on the shared render workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/index';
import { openBotTable, openGame, WAIT, type BotTable } from './harness';

const SLOW_DOWN = en['reply.slowDown'].split('{')[0];

describe('the cap on expensive clicks through the local Discord', () => {
  let table: BotTable;
  let thread: string;
  let board: Awaited<ReturnType<typeof openGame>>['board'];
  beforeAll(async () => {
    // A still clock: every click falls in the same window, however slow the machine.
    table = await openBotTable(['alice', 'bob', 'carol'], ['tavern'], 1, {
      clickCap: { limit: 3, windowMs: 10_000, now: () => 0 },
    });
    ({ thread, board } = await openGame(table, 'alice', ['bob']));
  }, 60_000);
  afterAll(() => table.stop());

  it('answers the click over the cap with the polite sentence, ephemerally, and draws nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const shown = await (await table.user('bob').click(board, '📱 Phone board')).reply(WAIT);
      expect(shown.attachments).toHaveLength(1);
    }
    // The hand counts too: it is the third expensive click.
    const hand = await (await table.user('bob').slash('/kogge hand', { in: thread })).reply(WAIT);
    expect(hand.attachments).toHaveLength(1);
    const refused = await (await table.user('bob').click(board, '📱 Phone board')).reply(WAIT);
    expect(refused.content).toContain(SLOW_DOWN);
    expect(refused.content).toContain('3 pictures in the last 10 seconds');
    expect(refused.attachments).toHaveLength(0);
    expect(refused.ephemeralFor).toBe(table.user('bob').id);
    const handRefused = await (await table.user('bob').slash('/kogge hand', { in: thread })).reply(WAIT);
    expect(handRefused.content).toContain(SLOW_DOWN);
  });

  it('control: another person at the same moment still gets their image', async () => {
    const shown = await (await table.user('carol').click(board, '📱 Phone board')).reply(WAIT);
    expect(shown.content).not.toContain(SLOW_DOWN);
    expect(shown.attachments).toHaveLength(1);
  });
});
