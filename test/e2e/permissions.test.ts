// Where the bot lacks a permission it says so in a plain sentence and keeps running:
// no thread allowed (plays in the channel), no posting allowed (no game), and a board it
// may no longer post (Discord's 50013) after the action was saved.
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customIds, openBotTable, openGame, type BotTable } from './harness';
import { TablePlayers } from './players';

describe('missing permissions', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob'], ['tavern', 'harbour', 'attic']);
  });
  afterAll(() => table.stop());

  it('plays in the channel, and says so, where the bot may not create threads', async () => {
    table.discord.setOverwrite('harbour', 'bot', { deny: PermissionFlagsBits.CreatePublicThreads });
    const alice = table.user('alice');
    const reply = await (await alice.slash('/kogge new players:2', { in: 'harbour' })).reply();
    expect(reply.content).toBe('I may not create threads here, so this game is played in this channel.');
    const harbour = table.discord.channel('harbour');
    const lobby = await alice.waitForMessage((m) => m.channelId === harbour && /Seats 1\/2/.test(m.content));
    await (await table.user('bob').click(lobby, 'Join')).response();
    await (await alice.click(lobby, 'Start')).response();
    const board = await alice.waitForMessage((m) => m.channelId === harbour && m.attachments.length > 0);
    expect(board.mentions).toHaveLength(2);
  });

  it('refuses /kogge new with a sentence where the bot cannot attach the board', async () => {
    table.discord.setOverwrite('attic', 'bot', { deny: PermissionFlagsBits.AttachFiles });
    const alice = table.user('alice');
    const reply = await (await alice.slash('/kogge new players:2', { in: 'attic' })).reply();
    expect(reply.ephemeralFor).toBe(alice.id);
    expect(reply.content).toMatch(/^I cannot post in this channel: I need /);
    expect(alice.sees('attic').filter((m) => !m.ephemeralFor)).toHaveLength(0);
  });

  it('saves the action, tells the player when the board cannot be posted (50013), and posts it once allowed', async () => {
    const { thread, board } = await openGame(table, 'alice', ['bob']);
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 4);
    await players.playFor('alice', board);
    table.discord.setOverwrite('tavern', 'bot', { deny: PermissionFlagsBits.SendMessagesInThreads });
    // bob's choice ends the secret start: the bidding needs a new post, which is refused.
    const bob = table.user('bob');
    const panel = await (await bob.click(board, 'Act')).reply();
    const [pick] = customIds(panel);
    await (await bob.select(panel, pick.id, [pick.options![0].value])).response();
    const warning = await bob.waitForMessage(
      (m) => m.ephemeralFor === bob.id && /lack a permission/.test(m.content),
    );
    expect(warning.content).toBe(
      'I lack a permission in this channel, so I could not post the board. The game itself is saved.',
    );
    table.discord.setOverwrite('tavern', 'bot', undefined);
    // The game went on: whoever bids first finds the bid panel, and the board comes back.
    for (const name of ['alice', 'bob']) {
      const reply = await (await table.user(name).click(board, 'Act')).reply();
      if (customIds(reply).length > 0) await players.playFor(name, board);
    }
    expect(players.latestPost().content).toMatch(/bid/);
  });
});
