import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from '../../src/render/index';
import { customIds, openBotTable, openGame, WAIT, type BotTable } from './harness';

describe('the phone companion board through the local Discord', () => {
  let table: BotTable;
  let thread: string;
  let board: Awaited<ReturnType<typeof openGame>>['board'];
  let gameId: string;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol']);
    ({ thread, board } = await openGame(table, 'alice', ['bob']));
    // The game's id, as its buttons carry it (`k|<game>|…`) and its thread's name says it.
    gameId = customIds(board)[0].id.split('|')[1];
  }, 60_000);
  afterAll(() => table.stop());

  it('the turn post names the game by its id in the alt text, never its state version', () => {
    const [image] = board.attachments;
    expect(image.filename).toMatch(/^kogge-board-\d+\.png$/);
    // Issue 40: a palette PNG (colour type 3) the local Discord takes as image/png, at most 120 KB.
    expect(image.contentType).toBe('image/png');
    expect(image.data[25]).toBe(3);
    expect(image.size).toBeLessThanOrEqual(120 * 1024);
    expect(image.description).toMatch(new RegExp(`^Kogge board, ${gameId}, `));
    expect(image.description).not.toMatch(/#\d/);
  });

  it('a player clicks "📱 Phone board" and alone gets the phone-width image with alt text', async () => {
    const reply = await (await table.user('bob').click(board, '📱 Phone board')).reply(WAIT);
    expect(reply.ephemeralFor).toBe(table.user('bob').id);
    expect(reply.attachments).toHaveLength(1);
    const [image] = reply.attachments;
    expect(image.filename).toMatch(/^kogge-phone-\d+\.png$/);
    expect(image.width).toBe(PHONE.w);
    expect(image.contentType).toBe('image/png');
    expect(image.size).toBeLessThanOrEqual(60 * 1024);
    expect(image.description).toMatch(new RegExp(`^Kogge board, ${gameId}, `));
    expect(table.discord.visibleTo('alice', reply.id)).toBe(false);
  });

  it('a spectator may look too, and /kogge board layout:phone gives the same image', async () => {
    const clicked = await (await table.user('carol').click(board, '📱 Phone board')).reply(WAIT);
    expect(clicked.attachments[0].width).toBe(PHONE.w);
    const slash = await (
      await table.user('carol').slash('/kogge board layout:phone', { in: thread })
    ).reply(WAIT);
    expect(slash.attachments[0].filename).toMatch(/^kogge-phone-/);
    expect(slash.attachments[0].width).toBe(PHONE.w);
    const plain = await (await table.user('carol').slash('/kogge board', { in: thread })).reply(WAIT);
    expect(plain.attachments[0].filename).toMatch(/^kogge-board-/);
    expect(plain.attachments[0].width).not.toBe(PHONE.w);
    expect(plain.attachments[0].description).toBe(slash.attachments[0].description);
  });

  it('a bad layout is refused by Discord itself (the option offers two choices only)', async () => {
    const refused = table.user('carol').slash('/kogge board layout:tablet', { in: thread });
    await expect(refused).rejects.toThrow();
  });
});
