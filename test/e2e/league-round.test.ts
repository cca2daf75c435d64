// Issue 23 end to end: a league of eight run the way its members would. A non-admin cannot
// seat a round; the admin's /league round seats the roster into two tables of four, every
// member once; the games are played to their end by computer players standing in for the
// members; both results are recorded and the standings message is edited with no command
// typed and no ping; a void goes into the audit with who and why and the table follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { LeagueStore, type LeagueRecord } from '../../src/store/index';
import { openBotTable, WAIT, type BotTable } from './harness';

const MEMBERS = ['anna', 'bert', 'clara', 'dirk', 'ella', 'finn', 'greta', 'hugo'];
const LONG = 900_000;

async function storedLeague(table: BotTable): Promise<LeagueRecord> {
  const store = LeagueStore.open(table.databaseFile);
  try {
    const found = (await store.scan()).leagues.find((r) => r.league.id === 'hansa-eight');
    if (!found) throw new Error('no league stored');
    return found;
  } finally {
    await store.close();
  }
}

describe('a league of eight: a round seated, played out, recorded, the standings kept', () => {
  let table: BotTable;
  let threads: string[] = [];
  let board: SeenMessage;
  const say = async (who: string, line: string, where = 'tavern') =>
    (await table.user(who).slash(line, { in: where })).reply(WAIT);

  beforeAll(async () => {
    table = await openBotTable(['olga', ...MEMBERS], ['tavern', 'standings'], 77);
  });
  afterAll(() => table.stop());

  it(
    'a league with a roster of 8 and a standings message',
    async () => {
      await say('olga', '/league create name:"Hansa Eight" min:3 max:4 assisted:rated');
      for (const name of MEMBERS) await say(name, '/league join');
      expect((await storedLeague(table)).league.roster).toHaveLength(8);
      await say('olga', '/league board channel:#standings');
      [board] = table
        .user('anna')
        .sees('standings')
        .filter((m) => m.author.bot);
      expect(board.embeds[0].footer?.text).toBe('0 games counted');
    },
    LONG,
  );

  it(
    'refuses a round to a member who does not run the league, and opens no game',
    async () => {
      const refused = await say('anna', '/league round');
      expect(refused.content).toMatch(/^Only members who may manage the server/);
      expect(refused.ephemeralFor).toBe(table.user('anna').id);
      expect(
        table
          .user('olga')
          .sees('tavern')
          .filter((m) => m.content.startsWith('🏆 Round')),
      ).toEqual([]);
    },
    LONG,
  );

  it(
    'seats the roster into two tables of four, every member once, pinging no one',
    async () => {
      const round = await say('olga', '/league round');
      const [title, ...lines] = round.content.split('\n');
      expect(title).toBe('🏆 Round 1 of Hansa Eight:');
      expect(lines).toHaveLength(2);
      threads = lines.map((line) => /^<#(\d+)>: /.exec(line)?.[1] ?? '');
      const seated = lines.flatMap((line) => line.replace(/^<#\d+>: /, '').split(/, | and /));
      expect(seated.sort()).toEqual([...MEMBERS].sort());
      expect(round.pinged).toEqual([]);
    },
    LONG,
  );

  it(
    'plays both games to their end and records them; the standings message edits itself',
    async () => {
      // Every member hands their seat to a computer player, as an absent player's host would.
      for (const thread of threads)
        for (const name of MEMBERS) {
          const lobby = table.user('olga').sees(thread)[0];
          if (!lobby.content.includes(name)) continue;
          await say('olga', `/kogge game seat player:@${name} to:heuristic`, thread);
        }
      const edited = await table.discord.waitForMessage(
        (m) => m.id === board.id && m.embeds[0]?.footer?.text === '2 games counted',
        { ...WAIT, timeoutMs: LONG, in: 'standings' },
      );
      expect(edited.edited).toBe(true);
      expect(edited.pinged).toEqual([]);
      expect(
        table
          .user('anna')
          .sees('standings')
          .filter((m) => m.author.bot),
      ).toHaveLength(1);
      const stored = await storedLeague(table);
      expect(stored.results.map((r) => r.channelId).sort()).toEqual([...threads].sort());
      for (const result of stored.results) {
        expect(result.seats).toHaveLength(4);
        expect(result.rated).toBe(true);
      }
      expect(edited.embeds[0].description?.split('\n')).toHaveLength(8);
    },
    LONG,
  );

  it(
    'voids a game with its audit line; the standings message follows',
    async () => {
      const [first] = (await storedLeague(table)).results;
      const voided = await say('olga', `/league void game:${first.gameId} reason:"wrong tables"`);
      expect(voided.content).toBe(`#1 <@${table.user('olga').id}> voided \`${first.gameId}\`: wrong tables`);
      const audit = await say('anna', '/league audit');
      expect(audit.content).toContain(`voided \`${first.gameId}\`: wrong tables`);
      await table.discord.waitForMessage(
        (m) => m.id === board.id && /games 0/.test(m.embeds[0]?.description ?? ''),
        { ...WAIT, in: 'standings' },
      );
    },
    LONG,
  );
});
