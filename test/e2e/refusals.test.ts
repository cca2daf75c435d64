// Clicks the game must answer without applying: a non-player's, an out-of-turn player's, an
// outdated panel's; and a deleted board message. Each gets a plain ephemeral sentence and
// leaves the state (the board's version) as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { customIds, openBotTable, openGame, type BotTable } from './harness';
import { TablePlayers } from './players';

describe('clicks that must not change the game', () => {
  let table: BotTable;
  let thread: string;
  let board: SeenMessage;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol']);
    ({ thread, board } = await openGame(table, 'alice', ['bob']));
  });
  afterAll(() => table.stop());

  const boardVersions = () =>
    table
      .user('carol')
      .sees(thread)
      .flatMap((m) => m.attachments.map((a) => Number(/kogge-board-(\d+)/.exec(a.filename)?.[1] ?? -1)));

  it("answers a non-player's Act and My hand with a sentence only they see", async () => {
    const act = await table.user('carol').click(board, 'Act');
    const reply = await act.reply();
    expect(reply.ephemeralFor).toBe(table.user('carol').id);
    expect(reply.content).toBe('You are not playing in this game; you may look at the board and the log.');
    const hand = await (await table.user('carol').click(board, 'My hand')).reply();
    expect(hand.content).toMatch(/not playing/);
    expect(hand.attachments).toHaveLength(0);
  });

  it('answers a click on an outdated panel with a fresh panel and applies nothing', async () => {
    const alice = table.user('alice');
    const first = await (await alice.click(board, 'Act')).reply();
    const second = await (await alice.click(board, 'Act')).reply();
    const [pickFirst] = customIds(first);
    await (await alice.select(first, pickFirst.id, [pickFirst.options![0].value])).response();
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 1);
    await players.boardAt(1);
    const [pickSecond] = customIds(second);
    await (await alice.select(second, pickSecond.id, [pickSecond.options![1].value])).response();
    // The answer may come as a deferred update followed by an edit: wait for the edit.
    const fresh = await alice.waitForMessage((m) => m.id === second.id && m.content !== second.content);
    expect(fresh.content).toMatch(/This panel is out of date; here is a fresh one\./);
    expect(Math.max(...boardVersions())).toBe(1);
    // The fresh panel knows alice has chosen: nothing more for her until bob has.
    expect(fresh.content).toMatch(/Nothing for you to do right now/);
  });

  it('tells a player who is not awaited that there is nothing for them to do', async () => {
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 1);
    // bob chooses: the bidding starts, awaiting one player.
    await players.playFor('bob', players.latestPost());
    const post = players.latestPost();
    const awaited = post.mentions[0];
    const idle = awaited === table.user('alice').id ? 'bob' : 'alice';
    const reply = await (await table.user(idle).click(post, 'Act')).reply();
    expect(reply.content).toMatch(/Nothing for you to do right now\. Waiting for: \w+: bid/);
    expect(customIds(reply)).toHaveLength(0);
  });

  it('posts a new board when the current one was deleted, and keeps playing', async () => {
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 3);
    const post = players.latestPost();
    const before = Math.max(...boardVersions());
    const channel = await table.bot.client.channels.fetch(thread);
    if (!channel?.isTextBased()) throw new Error('no thread');
    await channel.messages.delete(post.id);
    const name = post.mentions[0] === table.user('alice').id ? 'alice' : 'bob';
    const replacement = table
      .user(name)
      .sees(thread)
      .filter((m) => m.attachments.length > 0)
      .at(-1)!;
    await players.playFor(name, replacement);
    expect(Math.max(...boardVersions())).toBeGreaterThan(before);
    expect(
      table
        .user('carol')
        .sees(thread)
        .some((m) => m.id === post.id),
    ).toBe(false);
  });
});

describe('an archived thread', () => {
  let table: BotTable;
  afterAll(() => table.stop());

  it('is reopened when the game goes on in it, and the board is brought up to date', async () => {
    table = await openBotTable(['alice', 'bob']);
    const { thread, board } = await openGame(table, 'alice', ['bob']);
    const channel = await table.bot.client.channels.fetch(thread);
    if (!channel?.isThread()) throw new Error('no thread');
    // As Discord does after a week without messages.
    await channel.setArchived(true);
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 5);
    await players.playFor('alice', board);
    await players.playFor('bob', board);
    const fresh = await table.bot.client.channels.fetch(thread, { force: true });
    expect(fresh?.isThread() && fresh.archived).toBe(false);
    expect(players.latestPost().content).toMatch(/bid/);
  });
});
