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
import { customIds } from './harness';
import { HOSTILE, LONG, MEMBERS, roundThreads, SeasonTable, until } from './season-of-eight';
import { expectCsvAsTable, expectTableAsPlayed, parseCsv } from './season-ledger';
import {
  expectBoardAsPlayed,
  games1,
  lateGameCountsOnce,
  season2PlayedOut,
  sigkillAsGameEnds,
  sigkillWhileSeating,
  sigtermMidRound,
  type Scene,
} from './season-of-eight-steps';

describe('a season of eight, from the first round to the second season (issue 37)', () => {
  let table: SeasonTable;
  const s = { threads1: [], absent: '', threads2: [], forfeiter: '', threads3: [] } as unknown as Scene;
  const started = Date.now();
  const id = (name: string) => table.id(name);
  const say = (who: string, line: string, where?: string) => table.say(who, line, where);
  beforeAll(async () => {
    table = await SeasonTable.open();
    s.table = table;
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
      s.round1 = await say('mia', '/league round');
      const lines = s.round1.content.split('\n');
      expect(lines[0]).toBe('🏆 Round 1 of Hansa Cup:');
      s.threads1 = roundThreads(s.round1);
      expect(s.threads1).toHaveLength(2);
      expect(lines[3]).toMatch(/^Sitting out this round \(a bye, 1 point\): /);
      expect(s.round1.mentionsEveryone).toBe(false);
      expect(s.round1.pinged).toEqual([]);
      const league = await table.league();
      expect(league.rounds).toHaveLength(1);
      expect(league.rounds![0].sitOuts.map((s) => s.userId)).toEqual([id('long'), id('rtl')]);
    },
    LONG,
  );

  it(
    'an absent member’s seat is handed to a computer by the organiser; a second /league round is refused while round 1 is played',
    async () => {
      const first = await table.gameIn(s.threads1[0]);
      s.absent = MEMBERS.find((name) => id(name) === SeasonTable.members(first)[0])!;
      const handed = await say('olga', `/kogge game seat player:@${s.absent} to:heuristic`, s.threads1[0]);
      expect(handed.content).toMatch(/^A computer player \(beginner\) now plays .*'s seat\.$/);
      const refused = await say('mia', '/league round');
      expect(refused.content).toBe(
        `Round 1 of Hansa Cup is still being played (2 games running: <#${s.threads1[0]}>, <#${s.threads1[1]}>). Start the next round once they have ended.`,
      );
      expect((await table.league()).rounds).toHaveLength(1);
    },
    LONG,
  );

  it(
    'SIGTERM mid-round: the bot stops cleanly; started again, each game goes on from its stored log and round 1 is not opened again',
    async () => {
      await sigtermMidRound(s);
    },
    LONG,
  );

  it(
    'SIGKILL as a game ends, before its result is recorded: the next process records it once, the other game plays on',
    async () => {
      await sigkillAsGameEnds(s);
    },
    LONG,
  );

  it(
    'round 1 as played: the absent member’s seat assisted and unrated, byes counted; the standings message, /league standings, /league player and the CSV agree',
    async () => {
      const league = await table.league();
      const seat = league.results
        .flatMap((r) => r.seats)
        .find((seat) => seat.holder.kind === 'member' && seat.holder.userId === id(s.absent));
      expect(seat).toMatchObject({ assisted: true, rated: false });
      const standings = await say('anna', '/league standings');
      const rows = expectTableAsPlayed(standings, league, 1);
      expect(rows.get(id(s.absent))?.rating).toBe(1500);
      expect(rows.get(id('long'))).toMatchObject({ points: 1, games: 0 });
      await until(async () => table.board().embeds[0]?.description === standings.embeds[0].description);
      const csv = parseCsv((await say('olga', '/league export')).attachments[0].data.toString('utf8'));
      expectCsvAsTable(csv, rows, league, 1, () => 1500);
      const player = await say('anna', `/league player player:@${s.absent}`);
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
      await expectBoardAsPlayed(s);
      const undone = await say('mia', '/league undo entry:1 reason:"it was the right table"');
      expect(undone.content).toBe(
        `Done in Hansa Cup. #2 <@${id('mia')}> undid entry #1: it was the right table. The standings are recomputed.`,
      );
      await expectBoardAsPlayed(s);
    },
    LONG,
  );

  it(
    'a replacement: a sit-out played a member’s seat; the seat is credited to them, the standings and CSV follow',
    async () => {
      const [first] = games1(await table.league());
      const played = SeasonTable.members(await table.game(first)).find((u) => u !== id(s.absent))!;
      const name = MEMBERS.find((n) => id(n) === played)!;
      const replaced = await say(
        'mia',
        `/league replace game:${first} player:@${name} substitute:@long reason:sub`,
      );
      expect(replaced.content).toContain(`<@${id('long')}>`);
      const league = await table.league();
      const rows = await expectBoardAsPlayed(s);
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
      await sigkillWhileSeating(s);
    },
    LONG,
  );

  it(
    'round 2 plays on: its first table ends and is recorded; the second waits for a member who does not come',
    async () => {
      await table.finalPost(s.threads2[0]);
      const league = await table.recorded(3);
      expect(league.results.at(-1)?.channelId).toBe(s.threads2[0]);
      // The table opened as the bot was killed has its lobby naming the league, and its board.
      const lobby = table
        .posts(s.threads2[1])
        .find((m) => m.content.startsWith('🏆 Rated game of Hansa Cup'));
      expect(lobby?.content.split('\n')[0]).toBe(
        `🏆 Rated game of Hansa Cup, opened by <@${id('mia')}> (season 1).`,
      );
      const waiting = await until(async () => {
        const game = await table.gameIn(s.threads2[1]);
        const post = table
          .posts(s.threads2[1])
          .filter((m) => m.attachments.length > 0)
          .at(-1);
        return post?.mentions.includes(id(s.forfeiter)) && game;
      });
      expect(waiting.status).toBe('playing');
      await expectBoardAsPlayed(s);
    },
    LONG,
  );

  it(
    'season 1 closes with a game running: the close names it and asks; the champion and top 3 are posted publicly; the board shows season 2',
    async () => {
      const ask = await say('mia', '/league season close');
      expect(ask.ephemeralFor).toBe(id('mia'));
      expect(ask.content).toContain(`1 game of the league is still running: <#${s.threads2[1]}>.`);
      expect(customIds(ask).map((c) => c.label)).toEqual(['Close season 1']);
      await (await table.user('mia').click(ask, 'Close season 1')).response();
      s.champion = await table.discord.waitForMessage(
        (m) => m.content.startsWith('🏆 **End of season 1 of Hansa Cup!**'),
        { timeoutMs: 60_000, in: 'tavern' },
      );
      expect(s.champion.ephemeralFor).toBeUndefined();
      const archived = (await table.league()).seasons[0].finalStandings!;
      const first = archived.filter((r) => r.place === 1).map((r) => r.userId);
      expect(s.champion.pinged.sort()).toEqual([...first].sort());
      expect(s.champion.mentionsEveryone).toBe(false);
      await until(async () => table.board().embeds[0]?.title === '🏆 Hansa Cup: standings, season 2');
    },
    LONG,
  );

  it(
    'the member misses the deadline (manual clock): forfeited and placed last; the game ends after the close and counts once, in season 1',
    async () => {
      await lateGameCountsOnce(s);
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
      s.threads3 = roundThreads(round);
      expect(s.threads3).toHaveLength(2);
      expect(round.content).not.toContain('dirk');
      const league = await table.league();
      const rounds = league.rounds!.filter((r) => r.season === 2);
      expect(rounds).toHaveLength(1);
      expect(rounds[0].sitOuts.map((s) => s.userId)).toEqual([id('rtl')]);
      const lobby = table.posts(s.threads3[0]).find((m) => m.content.startsWith('🏆 Rated game'));
      expect(lobby?.content.split('\n')[0]).toBe(
        `🏆 Rated game of Hansa Cup, opened by <@${id('mia')}> (season 2).`,
      );
    },
    LONG,
  );

  it(
    'SIGTERM with season 2’s round running; started again, its games are played out and count in season 2 only',
    async () => {
      await season2PlayedOut(s);
    },
    LONG,
  );

  it('no public post of the season pinged everyone or a role, or showed a hostile name as Markdown or turned text', () => {
    const channels = ['tavern', 'standings', ...s.threads1, ...s.threads2, ...s.threads3];
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
