// Clicks the game must answer without applying: a non-player's, an out-of-turn player's, an
// outdated panel's; and a deleted board message. Each gets a plain ephemeral sentence and
// leaves the state (the board's version) as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';
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
    const reply = await act.reply(WAIT);
    expect(reply.ephemeralFor).toBe(table.user('carol').id);
    expect(reply.content).toBe('You are not playing in this game; you may look at the board and the log.');
    const hand = await (await table.user('carol').click(board, 'My hand')).reply(WAIT);
    expect(hand.content).toMatch(/not playing/);
    expect(hand.attachments).toHaveLength(0);
  });

  it('marks a panel out of date once its decision is made, and applies nothing from it (issue 38)', async () => {
    const alice = table.user('alice');
    const first = await (await alice.click(board, 'Act')).reply(WAIT);
    const second = await (await alice.click(board, 'Act')).reply(WAIT);
    const [pickFirst] = customIds(first);
    await (await alice.select(first, pickFirst.id, [pickFirst.options![0].value])).response(WAIT);
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 1);
    await players.boardAt(1);
    // The bot edits its older panel through the click's token: out of date, its controls off.
    const outdated = await alice.waitForMessage(
      (m) => m.id === second.id && m.content.includes('Out of date'),
      WAIT,
    );
    expect(outdated.content).toMatch(/⌛ Out of date: the game has moved on\./);
    const [pickSecond] = customIds(outdated);
    await expect(alice.select(outdated, pickSecond.id, [pickSecond.options![1].value])).rejects.toThrow(
      /disabled/,
    );
    expect(Math.max(...boardVersions())).toBe(1);
  });

  it('tells a player who is not awaited that there is nothing for them to do', async () => {
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 1);
    // bob chooses: the bidding starts, awaiting one player.
    await players.playFor('bob', players.latestPost());
    const post = players.latestPost();
    const awaited = post.mentions[0];
    const idle = awaited === table.user('alice').id ? 'bob' : 'alice';
    const reply = await (await table.user(idle).click(post, 'Act')).reply(WAIT);
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
      .filter((m) => m.attachments.length > 0 && !m.ephemeralFor)
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
