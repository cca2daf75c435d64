import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBotTable, openGame, type BotTable } from './harness';
import { SlashPlayers } from './slash-players';

describe('a full game through slash commands and their autocomplete only', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol', 'eve']);
  });
  afterAll(() => table.stop());

  it('plays a 2-player game from /kogge new to the final post, picking only autocomplete choices', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const players = new SlashPlayers(table, thread, ['alice', 'bob'], 5);
    const started = performance.now();
    const final = await players.playToEnd();
    console.log(
      `slash game: ${players.actions} actions, ${players.commands} commands, ${players.autocompletes} autocompletes, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(final.content).toMatch(/Game over/);
    expect(final.content).toMatch(/1\. (alice|bob): \d+ VP/);
  }, 600_000);
});

describe('slash commands: malformed options, spectators, offers and abandon', () => {
  let table: BotTable;
  let thread: string;
  let players: SlashPlayers;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'carol']);
    ({ thread } = await openGame(table, 'alice', ['bob']));
    players = new SlashPlayers(table, thread, ['alice', 'bob'], 9);
  }, 60_000);
  afterAll(() => table.stop());

  const say = async (name: string, line: string, where = thread) =>
    (await (await table.user(name).slash(line, { in: where })).reply()).content;
  const version = () => SlashPlayers.versionOf(players.latestPost());

  it('offers at most 25 autocomplete choices of at most 100 characters, all of the asked kind', async () => {
    const handle = await table.user('alice').autocomplete('/kogge start city:', 'city', { in: thread });
    const choices = await handle.choices();
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    for (const c of choices) {
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(String(c.value)).toMatch(/^cs\.\d$/);
    }
    const none = await table.user('alice').autocomplete('/kogge bid markers:', 'markers', { in: thread });
    expect(await none.choices()).toEqual([]);
  });

  it('answers malformed or misplaced options with a plain sentence and changes nothing', async () => {
    const before = version();
    expect(await say('alice', '/kogge start city:zz')).toMatch(/did not understand "zz" for \/kogge start/);
    // A well-formed code of another subcommand's kind is not taken.
    expect(await say('alice', '/kogge start city:et')).toMatch(/did not understand/);
    expect(await say('alice', '/kogge start city:cs.99')).toMatch(/not one the game understands/);
    expect(await say('alice', '/kogge move to:sl.0.')).toMatch(/cannot use \/kogge move right now/);
    expect(await say('alice', '/kogge end')).toMatch(/cannot use \/kogge end right now/);
    expect(await say('carol', '/kogge start city:cs.3')).toMatch(/not playing in this game/);
    expect(await say('alice', '/kogge start city:cs.3', 'tavern')).toMatch(/no Kogge game in this channel/);
    expect(await say('alice', '/kogge offer player:bob give:"3 unicorns"')).toMatch(
      /could not read "3 unicorns"/,
    );
    expect(version()).toBe(before);
    expect(players.latestPost().content).not.toMatch(/has chosen/);
  });

  it('K-46: an offer by /kogge offer pings the partner, who accepts it with the panel button', async () => {
    // Both pick Reval (3): the two cogs start in one city.
    const v = version();
    expect(await say('alice', '/kogge start city:cs.3')).toMatch(/^Done: ([A-Z] · )?3 · Reval/);
    await players.boardAt(v + 1);
    expect(await say('bob', '/kogge start city:"3 · Reval"')).toMatch(/^Done/);
    await players.boardAt(v + 2);
    expect(await say('alice', '/kogge offer player:carol give:"1 ore"')).toMatch(/carol is not playing/);
    const offered = await say('alice', '/kogge offer player:bob give:"marker 5" get:"marker 0"');
    expect(offered).toMatch(/#1 to bob: you give route markers 5; you get route markers 0/);
    const ping = await table
      .user('bob')
      .waitForMessage((m) => m.channelId === thread && /offers you a trade/.test(m.content));
    expect(ping.mentions).toEqual([table.user('bob').id]);
    const bob = table.user('bob');
    const panel = await (await bob.click(players.latestPost(), 'Act')).reply();
    await (await bob.click(panel, 'Trade offers (1)')).response();
    const offers = bob.sees(thread).find((m) => m.id === panel.id);
    if (!offers) throw new Error('the panel vanished');
    await (await bob.click(offers, 'Accept #1')).response();
    await players.boardAt(v + 4);
    const log = await say('carol', '/kogge log');
    expect(log).toMatch(/bob accepted alice's trade/);
  });

  it('lets spectators see the board, the log, the rules and the running games', async () => {
    const carol = table.user('carol');
    const board = await (await carol.slash('/kogge board', { in: thread })).reply();
    expect(board.attachments[0]?.filename).toMatch(/^kogge-board-\d+\.png$/);
    expect(board.ephemeralFor).toBe(carol.id);
    expect(await say('carol', '/kogge log')).toMatch(/What has happened so far/);
    expect(await say('carol', '/kogge rules topic:raid')).toMatch(/\*\*Raids\*\* \(K-45\)/);
    expect(await say('carol', '/kogge games', 'tavern')).toContain(`<#${thread}>`);
  });

  it('abandons the game for its host: buttons go, the thread is told, and actions are refused', async () => {
    const post = players.latestPost();
    expect(await say('alice', '/kogge game abandon')).toMatch(/You abandoned this game/);
    await table
      .user('bob')
      .waitForMessage((m) => m.channelId === thread && /abandoned by alice/.test(m.content));
    const after = table
      .user('bob')
      .sees(thread)
      .find((m) => m.id === post.id);
    expect(after?.components).toEqual([]);
    expect(await say('bob', '/kogge bid markers:5')).toMatch(/no Kogge game in this channel/);
    expect(await say('carol', '/kogge games', 'tavern')).toMatch(/No Kogge game is running/);
  });
});
