// /kogge new with computer players, and the lobby's "Add computer player": who may add one,
// how the seats read, refusals that change nothing, and a game of one person and three
// computer players that starts and is played on by them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { customIds, openBotTable, threadOf, WAIT, type BotTable } from './harness';
import { storedGame, untilStored } from './computer-table';
import { lobbySentence, lobbyShowing } from './lobby-answers';

describe('computer players in the lobby', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol']);
  });
  afterAll(() => table.stop());

  async function open(options: string): Promise<{ thread: string; lobby: SeenMessage }> {
    const reply = await (
      await table.user('alice').slash(`/kogge new ${options}`, { in: 'tavern' })
    ).reply(WAIT);
    const thread = threadOf(reply);
    const lobby = await table
      .user('alice')
      .waitForMessage((m) => m.channelId === thread && m.components.length > 0, WAIT);
    return { thread, lobby };
  }
  const current = (thread: string, lobby: SeenMessage) =>
    table
      .user('carol')
      .sees(thread)
      .find((m) => m.id === lobby.id) ?? lobby;

  it.each([
    ['players:3 computers:2', 'five seats'],
    ['players:1', 'one seat'],
    ['players:1 computers:0', 'one seat, said outright'],
  ])('refuses /kogge new %s (%s) with a sentence and opens nothing', async (options) => {
    const publicCount = () =>
      table
        .user('carol')
        .sees('tavern')
        .filter((m) => !m.ephemeralFor).length;
    const before = publicCount();
    const reply = await (
      await table.user('alice').slash(`/kogge new ${options}`, { in: 'tavern' })
    ).reply(WAIT);
    expect(reply.content).toBe(
      'A game has two to four seats, people and computer players together: ask for fewer computer players or more players.',
    );
    expect(reply.ephemeralFor).toBe(table.user('alice').id);
    expect(publicCount()).toBe(before);
  });

  it('seats the computer players asked for, with their level, and the host alone starts', async () => {
    const { thread, lobby } = await open('computers:3 level:heuristic');
    expect(lobby.content).toMatch(
      /Seats 4\/4: alice, Hinrik \(computer, beginner\), Tideke \(computer, beginner\), Wolter \(computer, beginner\)/,
    );
    await (await table.user('alice').click(lobby, 'Start')).response(WAIT);
    const record = await storedGame(table);
    expect(record.seats.map((s) => s.kind)).toEqual(['human', 'computer', 'computer', 'computer']);
    // The three computer players choose their start cities by themselves.
    const chosen = await untilStored(
      table,
      record.id,
      (r) => r.actions.filter((a) => a.player > 0).length >= 3,
    );
    expect(
      chosen.actions
        .filter((a) => a.type === 'chooseStart')
        .map((a) => a.player)
        .sort(),
    ).toEqual(expect.arrayContaining([1, 2, 3]));
    const post = await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.attachments.length > 0 && m.mentions.length > 0,
      WAIT,
    );
    expect(post.mentions).toEqual([table.user('alice').id]);
  }, 120_000);

  it('lets only the host add a computer player; Join, Leave and Start keep working', async () => {
    const { thread, lobby } = await open('players:3 level:easy');
    expect(lobby.content).toMatch(/The host may fill a free seat with a computer player \(easy\)\./);
    const denied = await lobbySentence(
      table,
      'bob',
      await table.user('bob').click(lobby, 'Add computer player'),
    );
    expect(denied.content).toBe('Only the host, alice, can add a computer player.');
    expect(current(thread, lobby).content).toMatch(/Seats 1\/3: alice$/m);
    await table.user('alice').click(lobby, 'Add computer player');
    await lobbyShowing(table, lobby, /Seats 2\/3: alice, Hinrik \(computer, easy\)$/m);
    // Each waits its turn in the game's queue, answered or not yet.
    await (await table.user('bob').click(lobby, 'Join')).response(WAIT);
    await (await table.user('bob').click(lobby, 'Leave')).response(WAIT);
    await table.user('carol').click(lobby, 'Join');
    await lobbyShowing(table, lobby, /Seats 3\/3: alice, Hinrik \(computer, easy\), carol$/m);
    // Issue 38: a full lobby shows neither Join nor Add computer player.
    const labels = customIds(current(thread, lobby)).map((c) => c.label);
    expect(labels).not.toContain('Add computer player');
    expect(labels).not.toContain('Join');
    await table.user('alice').click(lobby, 'Start');
    const record = await untilStored(table, (await storedGame(table)).id, (r) => r.status === 'playing');
    expect(record.state?.players.map((p) => p.name)).toEqual(['alice', 'Hinrik', 'carol']);
  }, 120_000);
});
