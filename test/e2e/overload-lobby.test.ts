// Issue 27, "slower, never lost", for the lobby: Join, Leave, Start wait behind their game's
// queue and a save like an action, so when the bot is behind they are acknowledged at once
// (a deferred update of the lobby message) and the lobby is then edited in place. A refusal
// after such a defer comes as an ephemeral follow-up: the public lobby is never overwritten
// by one person's sentence. The load is the test's reading of the event loop's lag.
import { InteractionResponseType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customIds, openBotTable, threadOf, WAIT, type BotTable } from './harness';
import { lobbySentence } from './lobby-answers';

describe('issue 27: lobby clicks under overload are acknowledged at once', () => {
  let table: BotTable;
  const load = { lagMs: 0 };
  let lobbyId: string;
  let thread: string;

  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol'], ['tavern'], 1, {
      // The test's reading alone: a click reaching a loaded test machine late must not defer
      // the control's click (the lateness rule has its unit test).
      overload: { readings: { loopLagMs: () => load.lagMs }, limits: { deferAgeMs: 60_000 } },
    });
    const opened = await table.user('alice').slash('/kogge new players:3');
    thread = threadOf(await opened.reply(WAIT));
    const lobby = await table
      .user('alice')
      .waitForMessage((m) => m.channelId === thread && m.components.length > 0, { ...WAIT, in: thread });
    lobbyId = lobby.id;
  }, 120_000);
  afterAll(async () => {
    await table.stop();
  });

  /** The lobby message as everyone sees it now. */
  const lobbyNow = () => table.user('alice').waitForMessage((m) => m.id === lobbyId, { ...WAIT, in: thread });

  it('control: at rest, Join is answered by the lobby itself, updated, not deferred', async () => {
    load.lagMs = 0;
    const click = await table.user('bob').click(await lobbyNow(), 'Join');
    expect(await click.response(WAIT)).toBe(InteractionResponseType.UpdateMessage);
    expect((await lobbyNow()).content).toMatch(/Seats 2\/3: alice, bob/);
  });

  it('with the event loop lagging, Join is deferred at once and the lobby then shows the new seat', async () => {
    load.lagMs = 500;
    const click = await table.user('carol').click(await lobbyNow(), 'Join');
    expect(await click.response(WAIT)).toBe(InteractionResponseType.DeferredMessageUpdate);
    const lobby = await table
      .user('carol')
      .waitForMessage((m) => m.id === lobbyId && /Seats 3\/3: alice, bob, carol/.test(m.content), {
        ...WAIT,
        in: thread,
      });
    expect(lobby.loading).toBe(false);
  });

  it('a refusal after such a defer is an ephemeral follow-up; the public lobby keeps its seats and buttons', async () => {
    load.lagMs = 500;
    const before = await lobbyNow();
    // The lobby is full, so it shows no Join (issue 38): bob, not the host, presses Start.
    const click = await table.user('bob').click(before, 'Start');
    expect(await click.response(WAIT)).toBe(InteractionResponseType.DeferredMessageUpdate);
    const sentence = await lobbySentence(table, 'bob', click);
    expect(click.record.followUpIds).toContain(sentence.id);
    expect(sentence.content).toMatch(/^Only the host, .+, can start the game\.$/);
    expect(sentence.ephemeralFor).toBe(table.user('bob').id);
    const after = await lobbyNow();
    expect(after.content).toBe(before.content);
    expect(customIds(after).map((c) => c.label)).toEqual(customIds(before).map((c) => c.label));
  });

  it('with the event loop lagging, Start is deferred at once and the game starts with its board', async () => {
    load.lagMs = 500;
    const click = await table.user('alice').click(await lobbyNow(), 'Start');
    expect(await click.response(WAIT)).toBe(InteractionResponseType.DeferredMessageUpdate);
    const board = await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.attachments.some((a) => a.filename === 'kogge-board-0.png'),
      { ...WAIT, in: thread },
    );
    expect(board.attachments).toHaveLength(1);
  });
});
