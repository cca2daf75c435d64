// Issue 27, "slower, never lost": when the bot is behind (a lagging event loop, a backlog at
// the render workers, a click that reached it late), every click is acknowledged at once
// rather than after a timer that may itself fire late; under a heavier backlog the optional
// images (the phone board, the hand's picture) are left out with a sentence, while the
// required work (the answer, the public board) goes on. The load is stood in for: the
// readings are the test's, the images are the real render pool's.
import { InteractionResponseType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardOptions, Renderer } from '../../src/bot/context';
import type { PlayerView, PublicView } from '../../src/engine/index';
import { RenderPool } from '../../src/render/index';
import { customIds, openBotTable, openGame, WAIT, type BotTable } from './harness';
import { versionOf } from './players';

describe('issue 27: an overloaded bot acknowledges at once and sheds optional images', () => {
  let table: BotTable;
  const pool = RenderPool.start(1);
  const load = { lagMs: 0, backlog: 0 };
  /** Every image asked of the renderer, by kind: 'board', 'phone' or 'hand'. */
  const drawn: string[] = [];
  const renderer: Renderer = {
    board(view: PublicView, locale?: string, options?: BoardOptions) {
      drawn.push(options?.layout ?? 'board');
      return pool.board(view, locale, options);
    },
    hand(view: PlayerView, locale?: string) {
      drawn.push('hand');
      return pool.hand(view, locale);
    },
    get waiting() {
      return load.backlog;
    },
  };
  let board: Awaited<ReturnType<typeof openGame>>['board'];
  let thread: string;

  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob'], ['tavern'], 1, {
      renderPool: renderer,
      // The test's readings alone: a click that reaches a loaded test machine late must not
      // defer the controls' clicks (the lateness rule has its unit test).
      overload: { readings: { loopLagMs: () => load.lagMs }, limits: { deferAgeMs: 60_000 } },
    });
    ({ board, thread } = await openGame(table, 'alice', ['bob']));
  }, 120_000);
  afterAll(async () => {
    await table.stop();
    await pool.close();
  });

  const quiet = () => {
    load.lagMs = 0;
    load.backlog = 0;
  };

  it('control: at rest, "Act" is answered by the panel itself, not deferred', async () => {
    quiet();
    const click = await table.user('alice').click(board, 'Act');
    expect(await click.response(WAIT)).toBe(InteractionResponseType.ChannelMessageWithSource);
  });

  it('with the event loop lagging, "Act" is deferred at once and the panel fills it in', async () => {
    quiet();
    load.lagMs = 500;
    const click = await table.user('alice').click(board, 'Act');
    expect(await click.response(WAIT)).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    const panel = await click.reply(WAIT);
    expect(panel.ephemeralFor).toBe(table.user('alice').id);
    expect(customIds(panel).length).toBeGreaterThan(0);
  });

  it('with the render workers backed up, an action is deferred at once and still applied', async () => {
    quiet();
    const alice = table.user('alice');
    const panel = await (await alice.click(board, 'Act')).reply(WAIT);
    const [pick] = customIds(panel);
    load.backlog = 2;
    const chose = await alice.select(panel, pick.id, [pick.options![0].value]);
    expect(await chose.response(WAIT)).toBe(InteractionResponseType.DeferredMessageUpdate);
    const edited = await alice.waitForMessage(
      (m) => m.id === panel.id && customIds(m).every((c) => versionOf(c.id) > versionOf(pick.id)),
      { ...WAIT, in: panel.channelId },
    );
    expect(edited.loading).toBe(false);
  });

  it('a backlog that defers but is under the shedding limit still draws the phone board', async () => {
    quiet();
    load.backlog = 2;
    drawn.length = 0;
    const reply = await (await table.user('bob').click(board, '📱 Phone board')).reply(WAIT);
    expect(reply.attachments).toHaveLength(1);
    // A public board of the action before may be drawn meanwhile: only the phone one counts.
    expect(drawn).toContain('phone');
  });

  it('under a heavy backlog the phone board is left out with a sentence, nothing drawn', async () => {
    quiet();
    load.backlog = 4;
    drawn.length = 0;
    const reply = await (await table.user('bob').click(board, '📱 Phone board')).reply(WAIT);
    expect(reply.attachments).toHaveLength(0);
    expect(reply.content).toMatch(/^I am very busy right now, so I did not draw this board for you/);
    expect(drawn).not.toContain('phone');
  });

  it('under a heavy backlog the hand comes as text only, the picture left out', async () => {
    quiet();
    load.backlog = 4;
    drawn.length = 0;
    const reply = await (await table.user('bob').click(board, 'My hand')).reply(WAIT);
    expect(reply.attachments).toHaveLength(0);
    expect(reply.content).toMatch(/^Goods on your cog: /);
    expect(reply.content).toMatch(/this time your hand comes as text only\.$/);
    expect(drawn).not.toContain('hand');
  });

  it('under the same backlog the required work goes on: an action posts its public board', async () => {
    quiet();
    const bob = table.user('bob');
    const panel = await (await bob.click(board, 'Act')).reply(WAIT);
    const [pick] = customIds(panel);
    load.backlog = 4;
    drawn.length = 0;
    await (await bob.select(panel, pick.id, [pick.options![0].value])).response(WAIT);
    // The board's file is named after the state it shows: one past the clicked panel's.
    const shown = (m: { attachments: { filename: string }[] }) =>
      m.attachments.some(
        (a) => Number(/^kogge-board-(\d+)\.png$/.exec(a.filename)?.[1]) > versionOf(pick.id),
      );
    await bob.waitForMessage(shown, { ...WAIT, in: thread });
    expect(drawn).toContain('board');
  });

  it('control: with the load gone, the phone board and the hand picture are drawn again', async () => {
    quiet();
    drawn.length = 0;
    const phone = await (await table.user('bob').click(board, '📱 Phone board')).reply(WAIT);
    expect(phone.attachments).toHaveLength(1);
    const hand = await (await table.user('bob').click(board, 'My hand')).reply(WAIT);
    expect(hand.attachments).toHaveLength(1);
    expect(drawn).toEqual(expect.arrayContaining(['phone', 'hand']));
  });
});
