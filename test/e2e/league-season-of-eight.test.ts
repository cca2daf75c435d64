// Issue 37 end to end: the season the issue describes, run as a community would run it. An
// organiser, a moderator whose role runs the league, eight members (four with hostile display
// names) and an outsider, through the local Discord, the bot in a process of its own: two
// numbered rounds with sit-outs, an absent member's seat handed to a computer (unrated, as the
// league says), SIGTERM and SIGKILL mid-round (each game resumes exactly, no round opens twice,
// each result is recorded once), a void and its undo, a replacement, a missed deadline forfeited
// on the manual clock, a game running across the season's close (counted once, in season 1),
// the champion announced publicly, a kick and the second season's first round. After each step
// the standings message, the standings, /league player and the CSV are checked against what was
// played (season-ledger.ts). The table and its test device: season-of-eight.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { escapeUserText, joinNames, t } from '../../src/i18n/index';
import { customIds } from './harness';
import type { LeagueRecord } from '../../src/store/index';
import { HOSTILE, LONG, MEMBERS, roundThreads, SeasonTable, until } from './season-of-eight';
import { expectCsvAsTable, expectTableAsPlayed, parseCsv, standingsRows } from './season-ledger';

const HOUR = 3_600_000;

describe('a season of eight, from the first round to the second season (issue 37)', () => {
  let table: SeasonTable;
  const started = Date.now();
  const id = (name: string) => table.id(name);
  const say = (who: string, line: string, where?: string) => table.say(who, line, where);
  let round1: SeenMessage;
  let threads1: string[] = [];
  let absent = '';
  let threads2: string[] = [];
  let forfeiter = '';
  let champion: SeenMessage;
  let threads3: string[] = [];
  /** A hostile name forfeits if one sits at the table. */
  const pickForfeiter = (members: string[]) =>
    ['rtl', 'mark', 'every', 'long', ...MEMBERS].find((n) => members.includes(id(n)))!;

  /** The top 3 of season 1 as the channel last heard it: the close's post or its latest revision. */
  const announcedPodium = () => {
    const posts = table
      .posts('tavern')
      .filter((m) =>
        /^🏆 \*\*(End of season 1 of|Season 1 of Hansa Cup: final table revised)/.test(m.content),
      );
    return [...posts.at(-1)!.content.matchAll(/^(\d\. <@\d+>: [\d.]+ pts)/gm)].map((m) => m[1]);
  };

  /** /league standings and the standings message say what was played (season-ledger.ts). */
  async function expectBoardAsPlayed(season = 1) {
    const league = await table.league();
    const standings = await say('anna', '/league standings');
    const rows = expectTableAsPlayed(standings, league, season);
    await until(async () => table.board().embeds[0]?.description === standings.embeds[0].description);
    return rows;
  }

  beforeAll(async () => {
    table = await SeasonTable.open();
  }, LONG);
  afterAll(async () => {
    await table?.close();
    console.log(`league-season-of-eight: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });

  it(
    'the organiser creates the league; members join by its button and by command; the outsider runs nothing',
    async () => {
      const created = await say(
        'olga',
        '/league create name:"Hansa Cup" min:3 max:3 role:@Moderator deadline:60 missed:forfeit missed_after:1 bye_points:1',
      );
      expect(created.content).toBe('🏆 League open: Hansa Cup. Members join with /league join.');
      for (const [i, name] of MEMBERS.entries()) {
        if (i % 2 === 0) await (await table.user(name).click(created, 'Join')).reply();
        else await say(name, '/league join');
      }
      expect((await table.league()).league.roster).toEqual(MEMBERS.map(id));
      await say('mia', '/league board channel:#standings');
      expect((await say('otto', '/league round')).content).toMatch(/^Only members who may manage the server/);
      expect((await say('otto', '/league join league:hansa-cup')).content).toBe(
        'You are on the roster of Hansa Cup.',
      );
      await say('otto', '/league leave');
      expect((await table.league()).league.roster).toEqual(MEMBERS.map(id));
    },
    LONG,
  );

  it(
    'round 1: two tables of three, the last two to join sit out with a 1-point bye; names shown as typed, pinging no one',
    async () => {
      round1 = await say('mia', '/league round');
      const lines = round1.content.split('\n');
      expect(lines[0]).toBe('🏆 Round 1 of Hansa Cup:');
      threads1 = roundThreads(round1);
      expect(threads1).toHaveLength(2);
      expect(lines[3]).toMatch(/^Sitting out this round \(a bye, 1 point\): /);
      expect(round1.mentionsEveryone).toBe(false);
      expect(round1.pinged).toEqual([]);
      const league = await table.league();
      expect(league.rounds).toHaveLength(1);
      expect(league.rounds![0].sitOuts.map((s) => s.userId)).toEqual([id('long'), id('rtl')]);
    },
    LONG,
  );

  it(
    'an absent member’s seat is handed to a computer by the organiser; a second /league round is refused while round 1 is played',
    async () => {
      const first = await table.gameIn(threads1[0]);
      absent = MEMBERS.find((name) => id(name) === SeasonTable.members(first)[0])!;
      const handed = await say('olga', `/kogge game seat player:@${absent} to:heuristic`, threads1[0]);
      expect(handed.content).toMatch(/^A computer player \(beginner\) now plays .*'s seat\.$/);
      const refused = await say('mia', '/league round');
      expect(refused.content).toBe(
        `Round 1 of Hansa Cup is still being played (2 games running: <#${threads1[0]}>, <#${threads1[1]}>). Start the next round once they have ended.`,
      );
      expect((await table.league()).rounds).toHaveLength(1);
    },
    LONG,
  );

  it(
    'SIGTERM mid-round: the bot stops cleanly; started again, each game goes on from its stored log and round 1 is not opened again',
    async () => {
      const games = await Promise.all(threads1.map((thread) => table.gameIn(thread)));
      expect(await table.sigterm()).toBe(0);
      const before = await Promise.all(games.map((g) => table.game(g.id)));
      // The members play (test device: stand-ins written while the bot is down).
      for (const game of before)
        await table.standIns(
          game.id,
          SeasonTable.members(game).filter((u) => u !== id(absent)),
        );
      await table.start();
      for (const game of before) {
        const after = await until(async () => {
          const now = await table.game(game.id);
          return now.actions.length > game.actions.length && now;
        });
        expect(after.actions.slice(0, game.actions.length)).toEqual(game.actions);
      }
      expect((await table.league()).rounds).toHaveLength(1);
      expect(table.posts('tavern').filter((m) => m.content.startsWith('🏆 Round'))).toHaveLength(1);
    },
    LONG,
  );

  it(
    'SIGKILL as a game ends, before its result is recorded: the next process records it once, the other game plays on',
    async () => {
      const paused = await (await table.stopAt('ended'))();
      const other = (await Promise.all(threads1.map((t) => table.gameIn(t)))).find(
        (g) => g.id !== paused.game,
      )!;
      await table.sigkill();
      expect((await table.game(paused.game)).status).toBe('ended');
      expect((await table.league()).results).toEqual([]);
      await table.start();
      for (const thread of threads1) await table.finalPost(thread);
      const after = await table.game(other.id);
      expect(after.actions.slice(0, other.actions.length)).toEqual(other.actions);
      const league = await table.recorded(2);
      expect(league.results.map((r) => r.gameId).sort()).toEqual(games1(league).sort());
      for (const thread of threads1)
        await until(
          async () => table.posts(thread).filter((m) => m.content.startsWith('🏆 Recorded in')).length === 1,
        );
      expect(league.rounds).toHaveLength(1);
    },
    LONG,
  );

  it(
    'round 1 as played: the absent member’s seat assisted and unrated, byes counted; the standings message, /league standings, /league player and the CSV agree',
    async () => {
      const league = await table.league();
      const seat = league.results
        .flatMap((r) => r.seats)
        .find((s) => s.holder.kind === 'member' && s.holder.userId === id(absent));
      expect(seat).toMatchObject({ assisted: true, rated: false });
      const standings = await say('anna', '/league standings');
      const rows = expectTableAsPlayed(standings, league, 1);
      expect(rows.get(id(absent))?.rating).toBe(1500);
      expect(rows.get(id('long'))).toMatchObject({ points: 1, games: 0 });
      await until(async () => table.board().embeds[0]?.description === standings.embeds[0].description);
      const csv = parseCsv((await say('olga', '/league export')).attachments[0].data.toString('utf8'));
      expectCsvAsTable(csv, rows, league, 1, () => 1500);
      const player = await say('anna', `/league player player:@${absent}`);
      expect(player.content).toMatch(/place \d, \d+ VP, assisted by a computer player, unrated/);
    },
    LONG,
  );

  it(
    'a void and its undo by the moderator: the standings message drops the game and takes it back',
    async () => {
      const [, second] = games1(await table.league());
      const voided = await say('olga', `/league void game:${second} reason:"wrong table"`);
      expect(voided.content).toBe(`#1 <@${id('olga')}> voided \`${second}\`: wrong table`);
      await expectBoardAsPlayed();
      const undone = await say('mia', '/league undo entry:1 reason:"it was the right table"');
      expect(undone.content).toBe(
        `Done in Hansa Cup. #2 <@${id('mia')}> undid entry #1: it was the right table. The standings are recomputed.`,
      );
      await expectBoardAsPlayed();
    },
    LONG,
  );

  it(
    'a replacement: a sit-out played a member’s seat; the seat is credited to them, the standings and CSV follow',
    async () => {
      const [first] = games1(await table.league());
      const played = SeasonTable.members(await table.game(first)).find((u) => u !== id(absent))!;
      const name = MEMBERS.find((n) => id(n) === played)!;
      const replaced = await say(
        'mia',
        `/league replace game:${first} player:@${name} substitute:@long reason:sub`,
      );
      expect(replaced.content).toContain(`<@${id('long')}>`);
      const league = await table.league();
      const rows = await expectBoardAsPlayed();
      expect(rows.get(id('long'))?.games).toBe(1);
      const csv = parseCsv((await say('olga', '/league export')).attachments[0].data.toString('utf8'));
      expectCsvAsTable(csv, rows, league, 1, () => 1500);
      expect(csv.find((r) => r.user_id === played)).toMatchObject({ substitute_id: id('long') });
    },
    LONG,
  );

  it(
    'SIGKILL while round 2 opens its tables: the retyped /league round finishes seating round 2 instead of opening another',
    async () => {
      const paused = await table.stopAt('opened', 1);
      const asked = await table.user('mia').slash('/league round', { in: 'tavern' });
      const opened = await paused();
      await table.sigkill();
      let league = await table.league();
      expect(league.rounds).toHaveLength(2);
      const [c] = league.rounds![1].games;
      const d = await table.game(opened.game);
      threads2 = [(await table.game(c)).channelId, d.channelId];
      forfeiter = pickForfeiter(SeasonTable.members(d));
      await table.standIns(c, SeasonTable.members(await table.game(c)));
      await table.standIns(
        d.id,
        SeasonTable.members(d).filter((u) => u !== id(forfeiter)),
      );
      await table.start();
      // The next process tells the moderator the round is to be finished, not that nothing was done.
      expect((await asked.reply()).content).toBe(t('league.round.restarted'));
      const again = await say('mia', '/league round');
      expect(again.ephemeralFor).toBeUndefined();
      expect(again.content.split('\n')[0]).toBe('🏆 Round 2 of Hansa Cup:');
      league = await table.league();
      expect(league.rounds).toHaveLength(2);
      expect(league.rounds![1].games.sort()).toEqual([c, d.id].sort());
      expect(roundThreads(again).sort()).toEqual([...threads2].sort());
      expect(league.rounds![1].sitOuts.map((s) => s.userId)).toEqual([id('every'), id('mark')]);
      const refused = await say('mia', '/league round');
      expect(refused.content).toMatch(/^Round 2 of Hansa Cup is still being played \(2 games running/);
    },
    LONG,
  );

  it(
    'round 2 plays on: its first table ends and is recorded; the second waits for a member who does not come',
    async () => {
      await table.finalPost(threads2[0]);
      const league = await table.recorded(3);
      expect(league.results.at(-1)?.channelId).toBe(threads2[0]);
      // The table opened as the bot was killed has its lobby naming the league, and its board.
      const lobby = table.posts(threads2[1]).find((m) => m.content.startsWith('🏆 Rated game of Hansa Cup'));
      expect(lobby?.content.split('\n')[0]).toBe(
        `🏆 Rated game of Hansa Cup, opened by <@${id('mia')}> (season 1).`,
      );
      const waiting = await until(async () => {
        const game = await table.gameIn(threads2[1]);
        const post = table
          .posts(threads2[1])
          .filter((m) => m.attachments.length > 0)
          .at(-1);
        return post?.mentions.includes(id(forfeiter)) && game;
      });
      expect(waiting.status).toBe('playing');
      await expectBoardAsPlayed();
    },
    LONG,
  );

  it(
    'season 1 closes with a game running: the close names it and asks; the champion and top 3 are posted publicly; the board shows season 2',
    async () => {
      const ask = await say('mia', '/league season close');
      expect(ask.ephemeralFor).toBe(id('mia'));
      expect(ask.content).toContain(`1 game of the league is still running: <#${threads2[1]}>.`);
      expect(customIds(ask).map((c) => c.label)).toEqual(['Close season 1']);
      await (await table.user('mia').click(ask, 'Close season 1')).response();
      champion = await table.discord.waitForMessage(
        (m) => m.content.startsWith('🏆 **End of season 1 of Hansa Cup!**'),
        { timeoutMs: 60_000, in: 'tavern' },
      );
      expect(champion.ephemeralFor).toBeUndefined();
      const archived = (await table.league()).seasons[0].finalStandings!;
      const first = archived.filter((r) => r.place === 1).map((r) => r.userId);
      expect(champion.pinged.sort()).toEqual([...first].sort());
      expect(champion.mentionsEveryone).toBe(false);
      await until(async () => table.board().embeds[0]?.title === '🏆 Hansa Cup: standings, season 2');
    },
    LONG,
  );

  it(
    'the member misses the deadline (manual clock): forfeited and placed last; the game ends after the close and counts once, in season 1',
    async () => {
      await table.advance(2 * HOUR);
      const notice = await table.discord.waitForMessage(
        (m) => m.channelId === threads2[1] && /forfeit and are placed last/.test(m.content),
        { timeoutMs: 120_000, in: threads2[1] },
      );
      // Named as typed, escaped, its direction override taken out (it would turn the sentence around).
      expect(notice.content).toContain(escapeUserText(HOSTILE[forfeiter] ?? forfeiter));
      expect(notice.content).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(notice.mentionsEveryone).toBe(false);
      await table.finalPost(threads2[1]);
      const league = await table.recorded(4);
      const late = league.results.find((r) => r.channelId === threads2[1])!;
      expect(late.season).toBe(1);
      const seat = late.seats.find((s) => s.holder.kind === 'member' && s.holder.userId === id(forfeiter))!;
      expect(seat).toMatchObject({ forfeited: true, place: 3 });
      expect(seat).not.toHaveProperty('rated');
      const final = await say('anna', '/league standings season:1');
      expect(final.embeds[0].title).toBe('🏆 Hansa Cup: final standings, season 1');
      expect(final.embeds[0].footer?.text).toBe('4 games counted');
      expectTableAsPlayed(final, league, 1);
      const now = await say('anna', '/league standings');
      expect(now.embeds[0].footer?.text).toBe('0 games counted');
      // What the channel was last told of season 1's champion and top 3 is its final table now:
      // where the late game moved them, a revision was posted (season-podium.ts).
      expect(announcedPodium()).toEqual(podiumOf(league.seasons[0].finalStandings!));
      const fame = await say('otto', '/league seasons');
      const champions = league.seasons[0].finalStandings!.filter((r) => r.place === 1);
      expect(fame.content.split('\n')[1]).toContain(
        `👑 ${joinNames(champions.map((r) => `<@${r.userId}>`))},`,
      );
      expect(fame.content.split('\n')[1]).toMatch(/· games: 4$/);
      const history = await say('otto', '/league history season:1');
      for (const thread of [...threads1, ...threads2]) expect(history.content).toContain(`<#${thread}>`);
      const player = await say('otto', `/league player player:@${forfeiter} season:1`);
      expect(player.content).toContain(`<#${threads2[1]}>`);
      const csv = parseCsv(
        (await say('olga', '/league export season:1')).attachments[0].data.toString('utf8'),
      );
      expectCsvAsTable(csv, standingsRows(final), league, 1, () => 1500);
    },
    LONG,
  );

  it(
    'season 2: a member who left is kicked (their games stay); its first round seats the seven, one sits out',
    async () => {
      const kicked = await say('olga', '/league kick player:@dirk reason:"left the server"');
      expect(kicked.content).toContain('took <@' + id('dirk') + '> off the roster: left the server');
      const round = await say('mia', '/league round');
      const lines = round.content.split('\n');
      expect(lines[0]).toBe('🏆 Round 1 of Hansa Cup:');
      threads3 = roundThreads(round);
      expect(threads3).toHaveLength(2);
      expect(round.content).not.toContain('dirk');
      const league = await table.league();
      const rounds = league.rounds!.filter((r) => r.season === 2);
      expect(rounds).toHaveLength(1);
      expect(rounds[0].sitOuts.map((s) => s.userId)).toEqual([id('rtl')]);
      const lobby = table.posts(threads3[0]).find((m) => m.content.startsWith('🏆 Rated game'));
      expect(lobby?.content.split('\n')[0]).toBe(
        `🏆 Rated game of Hansa Cup, opened by <@${id('mia')}> (season 2).`,
      );
    },
    LONG,
  );

  it(
    'SIGTERM with season 2’s round running; started again, its games are played out and count in season 2 only',
    async () => {
      expect(await table.sigterm()).toBe(0);
      for (const thread of threads3) {
        const game = await table.gameIn(thread);
        await table.standIns(game.id, SeasonTable.members(game));
      }
      await table.start();
      for (const thread of threads3) await table.finalPost(thread);
      const league = await table.recorded(6);
      expect(
        league.results
          .filter((r) => r.season === 2)
          .map((r) => r.channelId)
          .sort(),
      ).toEqual([...threads3].sort());
      const rows = await expectBoardAsPlayed(2);
      // Season 2 started from season 1's final ratings (carried over).
      const carried = new Map(league.seasons[0].finalStandings!.map((r) => [r.userId, r.rating]));
      const csv = parseCsv((await say('olga', '/league export')).attachments[0].data.toString('utf8'));
      expectCsvAsTable(csv, rows, league, 2, (userId) => carried.get(userId) ?? 1500);
      expectCsvAsTable(
        csv,
        standingsRows(await say('anna', '/league standings season:1')),
        league,
        1,
        () => 1500,
      );
      const dirk = await say('otto', '/league player player:@dirk season:1');
      expect(dirk.content).toMatch(/^🏆 <@\d+> in Hansa Cup, season 1: place \d/);
      expect((await say('otto', '/league player player:@dirk')).content).toBe(
        `<@${id('dirk')}> has no recorded game in season 2 of Hansa Cup.`,
      );
    },
    LONG,
  );

  it('no public post of the season pinged everyone or a role, or showed a hostile name as Markdown or turned text', () => {
    const channels = ['tavern', 'standings', ...threads1, ...threads2, ...threads3];
    const posts = channels.flatMap((c) => table.posts(c));
    expect(posts.length).toBeGreaterThan(50);
    for (const post of posts) {
      expect(post.mentionsEveryone, post.content).toBe(false);
      expect(post.mentionedRoleIds, post.content).toEqual([]);
      const text = [post.content, ...post.embeds.flatMap((e) => [e.title ?? '', e.description ?? ''])].join(
        '\n',
      );
      expect(text, text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      for (const name of [HOSTILE.every, HOSTILE.mark]) expect(text).not.toContain(name);
    }
  });
});

/** Places, members and points of a final table's top 3. */
function podiumOf(rows: { place: number; userId: string; points: number; games: number }[]): string[] {
  return rows
    .filter((r) => r.place <= 3 && r.games > 0)
    .map((r) => `${r.place}. <@${r.userId}>: ${Math.round(r.points * 10) / 10} pts`);
}

function games1(league: LeagueRecord): string[] {
  return league.rounds![0].games;
}
