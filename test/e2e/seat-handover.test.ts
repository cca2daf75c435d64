// K-80 through the local Discord: the host hands an absent player's seat to a computer
// player, which then plays it; the hand-over survives a restart; the seat is given back by
// /kogge game seat or by the player acting themself; and who may do what.
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBotTable, openGame, WAIT, type BotTable } from './harness';
import { storedGame, untilStored } from './computer-table';
import { TablePlayers } from './players';

const publicLines = (table: BotTable, thread: string) =>
  table
    .user('dave')
    .sees(thread)
    .filter((m) => !m.ephemeralFor && m.attachments.length === 0)
    .map((m) => m.content);

describe('K-80: an absent player’s seat handed to a computer player', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol', { name: 'dave', roles: ['harbourmaster'] }]);
    table.discord.setRolePermissions('harbourmaster', PermissionFlagsBits.ManageGuild);
  });
  afterAll(() => table.stop());

  it('is refused, changing nothing, to anyone but the host, a server manager or the player', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const record = await storedGame(table);
    const denied = await (
      await table.user('carol').slash('/kogge game seat player:@bob', { in: thread })
    ).reply(WAIT);
    expect(denied.content).toBe(
      'Only the host, alice, someone who may manage the server, or the player themself can hand this seat over.',
    );
    const stranger = await (
      await table.user('alice').slash('/kogge game seat player:@carol', { in: thread })
    ).reply(WAIT);
    expect(stranger.content).toBe('carol has no seat of their own in this game.');
    const notHanded = await (
      await table.user('alice').slash('/kogge game seat player:@bob to:player', { in: thread })
    ).reply(WAIT);
    expect(notHanded.content).toBe('bob already plays their own seat.');
    expect((await storedGame(table, record.id)).version).toBe(record.version);
    expect(publicLines(table, thread).filter((l) => /seat/.test(l))).toEqual([]);
  }, 120_000);

  it('lets a member who may manage the server hand the seat over and back', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const { id } = await storedGame(table);
    const done = await (
      await table.user('dave').slash('/kogge game seat player:@bob to:easy', { in: thread })
    ).reply(WAIT);
    expect(done.content).toBe("A computer player (easy) now plays bob's seat.");
    expect((await storedGame(table, id)).seats[1]).toMatchObject({ standIn: 'easy' });
    const back = await (
      await table.user('dave').slash('/kogge game seat player:@bob to:player', { in: thread })
    ).reply(WAIT);
    expect(back.content).toBe('bob plays their own seat again.');
    expect((await storedGame(table, id)).seats[1]).not.toHaveProperty('standIn');
  }, 120_000);

  it('lets the computer player play the seat, keeps it across a restart, and gives it back', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const { id } = await storedGame(table);
    const done = await (
      await table.user('alice').slash('/kogge game seat player:@bob to:heuristic', { in: thread })
    ).reply(WAIT);
    expect(done.content).toBe("A computer player (beginner) now plays bob's seat.");
    expect(done.ephemeralFor).toBe(table.user('alice').id);
    await table.discord.waitForMessage(
      (m) =>
        m.channelId === thread &&
        m.content === "alice handed bob's seat to a computer player (beginner) until bob returns.",
      WAIT,
    );
    // The computer player chooses bob's start city by itself.
    await untilStored(table, id, (r) => r.actions.some((a) => a.player === 1));
    await table.restart();
    const after = await storedGame(table, id);
    expect(after.seats[1]).toMatchObject({ kind: 'human', name: 'bob', standIn: 'heuristic' });
    // alice plays; every decision of bob's is the computer player's, through the restart.
    const players = new TablePlayers(table, thread, ['alice'], 5);
    for (let turn = 0; turn < 4; turn++) {
      const post = players.latestPost();
      if (post.mentions.includes(table.user('alice').id)) await players.playFor('alice', post);
      else await players.boardAt(Number(/kogge-board-(\d+)/.exec(post.attachments[0].filename)?.[1]) + 1);
    }
    const played = await storedGame(table, id);
    expect(played.actions.filter((a) => a.player === 1).length).toBeGreaterThan(1);
    expect(players.latestPost().mentions).not.toContain(table.user('bob').id);
    // bob is back: the host gives the seat back, and the thread hears it.
    const back = await (
      await table.user('alice').slash('/kogge game seat player:@bob to:player', { in: thread })
    ).reply(WAIT);
    expect(back.content).toBe('bob plays their own seat again.');
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.content === 'bob is back and plays their own seat again.',
      WAIT,
    );
    expect((await storedGame(table, id)).seats[1]).toEqual({
      kind: 'human',
      userId: table.user('bob').id,
      name: 'bob',
    });
  }, 240_000);
});

describe('K-80: a player who returns and acts takes their seat back', () => {
  let table: BotTable;
  beforeAll(async () => {
    // A long pause: bob is quicker than the computer player holding his seat.
    table = await openBotTable(['alice', 'bob', 'dave'], ['tavern'], 3, { computerPauseMs: 600_000 });
  });
  afterAll(() => table.stop());

  it('gives the seat back when bob acts himself, and says so in the thread', async () => {
    const { thread, board } = await openGame(table, 'alice', ['bob']);
    const { id } = await storedGame(table);
    await (await table.user('bob').slash('/kogge game seat player:@bob to:easy', { in: thread })).reply(WAIT);
    expect((await storedGame(table, id)).seats[1]).toMatchObject({ standIn: 'easy' });
    const players = new TablePlayers(table, thread, ['bob'], 2);
    await players.playFor('bob', board);
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.content === 'bob is back and plays their own seat again.',
      WAIT,
    );
    const record = await storedGame(table, id);
    expect(record.seats[1]).not.toHaveProperty('standIn');
    expect(record.actions.filter((a) => a.player === 1)).toHaveLength(1);
  }, 120_000);
});
