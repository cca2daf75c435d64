// Issue 37, finding 6, end to end: in a league game only the league's admin hands a seat to a
// computer player (a member's own hand-over is refused with a sentence, and changes nothing);
// the seat the computer played is marked assisted in the result, left unrated by default
// (its rating stays 1500 in the standings while its place and points count), and rated in a
// league created with `assisted:rated`. History, /league player and the CSV's "assisted"
// column show it.
// Test device: bob's and carol's seats are driven by stand-ins written to the store (setSeat),
// not through /kogge game seat, so that two seats play the game out quickly and stay unmarked,
// rated as their people's; alice's seat goes through the command, as an admin would hand it
// (erin by the league's admin role in one league, olga by Manage Server in the other).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { LeagueStore, type LeagueRecord } from '../../src/store/index';
import { setSeat, storedGame } from './computer-table';
import { isFinalPost, threadOf, WAIT, openBotTable, type BotTable } from './harness';

const LONG = 600_000;
const PEOPLE = ['alice', 'bob', 'carol'];

describe('assistance in league games is the admin’s, marked and rated as the league says (issue 37)', () => {
  let table: BotTable;
  const say = async (who: string, line: string, where = 'tavern'): Promise<SeenMessage> =>
    (await table.user(who).slash(line, { in: where })).reply(WAIT);
  const id = (name: string) => table.user(name).id;
  let hansaThread = '';

  async function storedLeague(leagueId: string): Promise<LeagueRecord> {
    const store = LeagueStore.open(table.databaseFile);
    try {
      const found = (await store.scan()).leagues.find((r) => r.league.id === leagueId);
      if (!found) throw new Error('no league stored');
      return found;
    } finally {
      await store.close();
    }
  }

  async function recorded(leagueId: string): Promise<LeagueRecord> {
    for (let i = 0; i < 1200; i++) {
      const stored = await storedLeague(leagueId);
      if (stored.results.length > 0) return stored;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the league never recorded the game');
  }

  /** Opens a game of the three, drives bob and carol (test device), returns the thread. */
  async function openGame(league: string): Promise<{ thread: string; gameId: string }> {
    const thread = threadOf(await say('olga', `/league game league:"${league}" p1:@alice p2:@bob p3:@carol`));
    const record = await storedGame(table);
    for (const name of ['bob', 'carol']) {
      const index = record.seats.findIndex((s) => s.kind === 'human' && s.userId === id(name));
      const seat = record.seats[index];
      if (seat.kind !== 'human') throw new Error('not a person’s seat');
      await setSeat(table, record.id, index, { ...seat, standIn: 'heuristic' });
    }
    return { thread, gameId: record.id };
  }

  /** `admin` hands alice's seat to a computer player; the game plays out. */
  async function handAliceOver(thread: string, admin = 'olga'): Promise<void> {
    const accepted = await say(admin, '/kogge game seat player:@alice to:heuristic', thread);
    expect(accepted.content).toBe("A computer player (beginner) now plays alice's seat.");
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.author.bot && isFinalPost(m) && m.attachments.length > 0,
      { ...WAIT, timeoutMs: LONG, in: thread },
    );
  }

  /** alice's row of the league's standings embed: points, rating and games. */
  async function aliceRow(league: string): Promise<string> {
    const board = await say('olga', `/league standings league:"${league}"`);
    const row = (board.embeds[0].description ?? '').split('\n').find((l) => l.includes(`<@${id('alice')}>`));
    if (!row) throw new Error('alice is not in the standings');
    return row;
  }

  beforeAll(async () => {
    table = await openBotTable(['olga', ...PEOPLE, { name: 'erin', roles: ['Captain'] }], ['tavern'], 61);
  });
  afterAll(() => table.stop());

  it(
    'a member’s own hand-over in a league game is refused with a sentence and changes nothing; the admin’s is accepted',
    async () => {
      await say('olga', '/league create name:"Hansa Cup" min:3 max:4 role:@Captain');
      await say('olga', '/league create name:"Open Sea" min:3 max:4 assisted:rated');
      expect((await storedLeague('hansa-cup')).league.options.assisted).toBe('unrated');
      expect((await storedLeague('open-sea')).league.options.assisted).toBe('rated');
      for (const name of PEOPLE)
        for (const league of ['Hansa Cup', 'Open Sea']) await say(name, `/league join league:"${league}"`);
      const { thread, gameId } = await openGame('Hansa Cup');
      hansaThread = thread;
      const refused = await say('alice', '/kogge game seat player:@alice to:hard', thread);
      expect(refused.content).toBe(
        'In a rated game of the league Hansa Cup, only the league’s admins may hand a seat to a computer player (the league’s missed-deadline rule does so by itself). Please ask one of them.',
      );
      expect(refused.ephemeralFor).toBe(id('alice'));
      const after = await storedGame(table, gameId);
      const alice = after.seats.find((s) => s.kind === 'human' && s.userId === id('alice'));
      expect(alice).not.toHaveProperty('standIn');
      expect(after.assisted).toBeUndefined();
      // Control: the league's admin (erin, by the league's admin role) hands the same seat
      // over, and the game plays out.
      await handAliceOver(thread, 'erin');
    },
    LONG,
  );

  it(
    'the result marks alice’s seat assisted and unrated (the default): her rating stays 1500, her points count',
    async () => {
      const league = await recorded('hansa-cup');
      const [result] = league.results;
      const seat = (name: string) =>
        result.seats.find((s) => s.holder.kind === 'member' && s.holder.userId === id(name));
      expect(seat('alice')).toMatchObject({ assisted: true, rated: false });
      for (const name of ['bob', 'carol']) expect(seat(name)).not.toHaveProperty('assisted');
      expect(result.rated).toBe(true);
      // The thread's result post says so, pinging no one.
      const told = await table.discord.waitForMessage(
        (m) => m.channelId === hansaThread && m.content.startsWith('🏆 Recorded in Hansa Cup, season 1.'),
        { ...WAIT, in: hansaThread },
      );
      expect(told.content).toContain(
        `A computer player played part of the game for <@${id('alice')}>: by the league’s rule, that seat is unrated.`,
      );
      expect(told.content).not.toContain(`<@${id('alice')}> 1500 →`);
      expect(told.pinged).toEqual([]);
      const row = await aliceRow('Hansa Cup');
      expect(row).toMatch(/rating 1500 · games 1/);
      // Control: bob's and carol's seats were rated, so their ratings moved from 1500.
      const board = await say('olga', '/league standings league:"Hansa Cup"');
      const others = (board.embeds[0].description ?? '')
        .split('\n')
        .filter((l) => l.includes(`<@${id('bob')}>`) || l.includes(`<@${id('carol')}>`));
      expect(others).toHaveLength(2);
      for (const line of others) expect(line).not.toMatch(/rating 1500 ·/);
    },
    LONG,
  );

  it(
    'history, /league player and the CSV export show the assisted seat',
    async () => {
      const history = await say('olga', '/league history league:"Hansa Cup"');
      expect(history.content).toMatch(new RegExp(`\\d\\. <@${id('alice')}> \\d+ VP \\(assisted, unrated\\)`));
      const player = await say('olga', '/league player league:"Hansa Cup" player:@alice');
      expect(player.content).toMatch(/place \d, \d+ VP, assisted by a computer player, unrated/);
      // Control: bob's own line names no assistance.
      const bob = await say('olga', '/league player league:"Hansa Cup" player:@bob');
      expect(bob.content).not.toMatch(/assisted/);
      const exported = await say('olga', '/league export league:"Hansa Cup"');
      const [header, ...rows] = exported.attachments[0].data.toString('utf8').trim().split('\r\n');
      const columns = header.split(',');
      const assisted = columns.indexOf('assisted');
      const user = columns.indexOf('user_id');
      expect(assisted).toBeGreaterThan(0);
      // Ids are written as the text formula ="…" so spreadsheets keep every digit (issue 37).
      const idOf = (cell: string) => cell.replace(/^"=""(\d+)"""$/, '$1');
      const byUser = new Map(rows.map((r) => [idOf(r.split(',')[user]), r.split(',')[assisted]]));
      expect(byUser).toEqual(
        new Map([
          [id('alice'), 'true'],
          [id('bob'), 'false'],
          [id('carol'), 'false'],
        ]),
      );
    },
    LONG,
  );

  it(
    'in a league created with assisted:rated, the assisted seat is marked and rated',
    async () => {
      const { thread } = await openGame('Open Sea');
      await handAliceOver(thread);
      const league = await recorded('open-sea');
      const seat = league.results[0].seats.find(
        (s) => s.holder.kind === 'member' && s.holder.userId === id('alice'),
      );
      expect(seat).toMatchObject({ assisted: true });
      expect(seat).not.toHaveProperty('rated');
      expect(await aliceRow('Open Sea')).not.toMatch(/rating 1500 ·/);
      // Control: a rated assisted seat's change is in the result post, with no unrated line.
      const told = await table.discord.waitForMessage(
        (m) => m.channelId === thread && m.content.startsWith('🏆 Recorded in Open Sea, season 1.'),
        { ...WAIT, in: thread },
      );
      expect(told.content).toContain(`<@${id('alice')}> 1500 →`);
      expect(told.content).not.toContain('that seat is unrated');
      const history = await say('olga', '/league history league:"Open Sea"');
      expect(history.content).toMatch(new RegExp(`<@${id('alice')}> \\d+ VP \\(assisted, [+−±]\\d+\\)`));
    },
    LONG,
  );
});
