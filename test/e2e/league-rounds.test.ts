// Issue 37 end to end: rounds of a league of six at tables of four. Round 1 is numbered, its
// lobby names the league and who opened it (never "?"), two members sit out with the league's
// bye points; a second /league round is refused while round 1 is played and opens nothing.
// Round 2 has a check-in kept across a restart: a non-member cannot check in, /league round
// waits for start:true, which seats only those who checked in; of them, the one who sits out
// is not one who sat out round 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { LeagueStore, type LeagueRecord } from '../../src/store/index';
import { customIds, isFinalPost, openBotTable, WAIT, type BotTable } from './harness';

const MEMBERS = ['anna', 'bert', 'clara', 'dirk', 'ella', 'finn'];
const LONG = 900_000;

async function storedLeague(table: BotTable): Promise<LeagueRecord> {
  const store = LeagueStore.open(table.databaseFile);
  try {
    const found = (await store.scan()).leagues.find((r) => r.league.id === 'hansa-cup');
    if (!found) throw new Error('no league stored');
    return found;
  } finally {
    await store.close();
  }
}

/** The round post's lines: its title, one line per table and the sit-out line. */
function seatedAt(line: string): string[] {
  return line
    .replace(/^<#\d+>: /, '')
    .split(/, | and /)
    .sort();
}

describe('rounds of a league: numbered, waited for, sit-outs with byes, a check-in (issue 37)', () => {
  let table: BotTable;
  let round1: SeenMessage;
  let thread = '';
  let checkin: SeenMessage;
  const say = async (who: string, line: string, where = 'tavern') =>
    (await table.user(who).slash(line, { in: where })).reply(WAIT);
  const id = (name: string) => table.user(name).id;
  const threads = () =>
    table
      .user('olga')
      .sees('tavern')
      .filter((m) => m.author.bot && m.content.startsWith('🏆 Round'));

  beforeAll(async () => {
    table = await openBotTable(['olga', ...MEMBERS, 'otto'], ['tavern'], 91);
  });
  afterAll(() => table.stop());

  it(
    'round 1: numbered, one table of four, the last two to join sit out with 2 bye points each',
    async () => {
      await say('olga', '/league create name:"Hansa Cup" min:4 max:4 bye_points:2');
      for (const name of MEMBERS.slice(0, 3)) await say(name, '/league join');
      // Three members cannot fill a table of four: refused with a sentence, nothing opened.
      const tooFew = await say('olga', '/league round');
      expect(tooFew.content).toBe(
        'The roster of Hansa Cup cannot be cut into tables within the league’s size (at least 4, at most 4): add or remove a player, or open games one by one.',
      );
      expect((await storedLeague(table)).rounds ?? []).toEqual([]);
      for (const name of MEMBERS.slice(3)) await say(name, '/league join');
      round1 = await say('olga', '/league round');
      const [title, tableLine, sitOut, ...rest] = round1.content.split('\n');
      expect(title).toBe('🏆 Round 1 of Hansa Cup:');
      expect(seatedAt(tableLine)).toEqual(['anna', 'bert', 'clara', 'dirk']);
      expect(sitOut).toBe('Sitting out this round (a bye, 2 points): ella and finn');
      expect(rest).toEqual([]);
      thread = /^<#(\d+)>/.exec(tableLine)?.[1] ?? '';
      const stored = await storedLeague(table);
      expect(stored.rounds).toMatchObject([
        {
          number: 1,
          season: 1,
          checkedIn: null,
          sitOuts: [
            { userId: id('ella'), points: 2 },
            { userId: id('finn'), points: 2 },
          ],
        },
      ]);
      expect(stored.rounds?.[0].games).toHaveLength(1);
      const standings = await say('anna', '/league standings');
      const text = [standings.content, ...standings.embeds.map((e) => e.description ?? '')].join('\n');
      for (const name of ['ella', 'finn'])
        expect(text).toContain(`<@${id(name)}>: 2 pts · rating 1500 · games 0 · wins 0`);
      // Control: a member who played and has not scored yet shows no points.
      expect(text).toContain(`<@${id('anna')}>: 0 pts`);
    },
    LONG,
  );

  it(
    'the lobby names the league and the admin who opened it, never "?"',
    async () => {
      const lobby = table
        .user('anna')
        .sees(thread)
        .find((m) => m.author.bot && m.content.startsWith('🏆 Rated game'));
      const [rated, title] = lobby?.content.split('\n') ?? [];
      expect(rated).toBe(`🏆 Rated game of Hansa Cup, opened by <@${id('olga')}> (season 1).`);
      expect(title).toBe('**Kogge** · a game for 4 players · host Hansa Cup');
      expect(lobby?.content).not.toContain('?');
      expect(lobby?.pinged).toEqual([]);
    },
    LONG,
  );

  it(
    'a second /league round while round 1 is played is refused with a sentence and opens nothing',
    async () => {
      const refused = await say('olga', '/league round');
      expect(refused.ephemeralFor).toBe(id('olga'));
      expect(refused.content).toBe(
        `Round 1 of Hansa Cup is still being played (1 game running: <#${thread}>). Start the next round once it has ended.`,
      );
      const checkinRefused = await say('olga', '/league round checkin:true');
      expect(checkinRefused.content).toMatch(/^Round 1 of Hansa Cup is still being played/);
      expect(threads()).toHaveLength(1);
      expect((await storedLeague(table)).rounds).toHaveLength(1);
    },
    LONG,
  );

  it(
    'round 1 played out (the admin hands the seats to computers) and recorded',
    async () => {
      for (const name of ['anna', 'bert', 'clara', 'dirk'])
        await say('olga', `/kogge game seat player:@${name} to:heuristic`, thread);
      await table.discord.waitForMessage((m) => m.channelId === thread && m.author.bot && isFinalPost(m), {
        ...WAIT,
        timeoutMs: LONG,
        in: thread,
      });
      for (let i = 0; i < 600 && (await storedLeague(table)).results.length === 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect((await storedLeague(table)).results).toHaveLength(1);
    },
    LONG,
  );

  it(
    'round 2 opens a check-in: members check in, a non-member cannot, and it survives a restart',
    async () => {
      checkin = await say('olga', '/league round checkin:true');
      expect(checkin.ephemeralFor).toBeUndefined();
      expect(checkin.content).toBe(
        '🏆 Round 2 of Hansa Cup: press **Check in** to play in it. An admin seats those who checked in with `/league round start:True`.',
      );
      expect(customIds(checkin).map((c) => c.label)).toEqual(['Check in']);
      const first = await (await table.user('bert').click(checkin, 'Check in')).reply(WAIT);
      expect(first.content).toBe('You are checked in for round 2 of Hansa Cup (1 so far).');
      expect(first.ephemeralFor).toBe(id('bert'));
      const again = await (await table.user('bert').click(checkin, 'Check in')).reply(WAIT);
      expect(again.content).toBe('You were checked in for round 2 of Hansa Cup already (1 so far).');
      const outsider = await (await table.user('otto').click(checkin, 'Check in')).reply(WAIT);
      expect(outsider.content).toBe(
        'Only members of Hansa Cup can check in: join it with `/league join` first.',
      );
      await table.restart();
      for (const name of ['clara', 'dirk', 'ella', 'finn'])
        await (await table.user(name).click(checkin, 'Check in')).reply(WAIT);
      const stored = await storedLeague(table);
      expect(stored.rounds?.[1]).toMatchObject({ number: 2, seatedAt: null, games: [] });
      expect(stored.rounds?.[1].checkedIn).toEqual(['bert', 'clara', 'dirk', 'ella', 'finn'].map(id));
    },
    LONG,
  );

  it(
    '/league round waits for start:true, which seats only those who checked in; dirk sits out, not ella or finn again',
    async () => {
      const waiting = await say('olga', '/league round');
      expect(waiting.content).toBe(
        'Check-in is open for round 2 of Hansa Cup: seat it with `/league round start:True`.',
      );
      const round2 = await say('olga', '/league round start:true');
      const [title, tableLine, sitOut, ...rest] = round2.content.split('\n');
      expect(title).toBe('🏆 Round 2 of Hansa Cup:');
      // anna did not check in: she is not seated, and does not sit out (no bye).
      expect(seatedAt(tableLine)).toEqual(['bert', 'clara', 'ella', 'finn']);
      expect(sitOut).toBe('Sitting out this round (a bye, 2 points): dirk');
      expect(rest).toEqual([]);
      const stored = await storedLeague(table);
      expect(stored.rounds?.[1].sitOuts).toEqual([{ userId: id('dirk'), points: 2 }]);
      expect(stored.rounds?.[1].games).toHaveLength(1);
      // The button of a round already seated checks nobody in.
      const late = await (await table.user('anna').click(checkin, 'Check in')).reply(WAIT);
      expect(late.content).toBe('Check-in has closed for round 2 of Hansa Cup.');
      expect(await say('olga', '/league round start:true').then((m) => m.content)).toBe(
        'No check-in is open in Hansa Cup: open one with `/league round checkin:True`, or seat the whole roster with `/league round`.',
      );
    },
    LONG,
  );
});
