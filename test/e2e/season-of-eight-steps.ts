// The longer steps of test/e2e/league-season-of-eight.test.ts (its scenario reads there, step by
// step): the kills and restarts mid-round, the game that ends after the season's close, season 2
// played out; and what they share: the scene, the standings checked against what was played.
import { expect } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { escapeUserText, joinNames, t } from '../../src/i18n/index';
import type { LeagueRecord } from '../../src/store/index';
import { HOSTILE, MEMBERS, roundThreads, SeasonTable, until } from './season-of-eight';
import { expectCsvAsTable, expectTableAsPlayed, parseCsv, standingsRows } from './season-ledger';

const HOUR = 3_600_000;

/** What the steps learn and hand on: each round's threads, who is absent, who forfeits. */
export interface Scene {
  table: SeasonTable;
  round1?: SeenMessage;
  threads1: string[];
  absent: string;
  threads2: string[];
  forfeiter: string;
  champion?: SeenMessage;
  threads3: string[];
}

/** A hostile name forfeits if one sits at the table. */
function pickForfeiter(table: SeasonTable, members: string[]): string {
  return ['rtl', 'mark', 'every', 'long', ...MEMBERS].find((n) => members.includes(table.id(n)))!;
}

/** The top 3 of season 1 as the channel last heard it: the close's post or its latest revision. */
function announcedPodium(table: SeasonTable): string[] {
  const posts = table
    .posts('tavern')
    .filter((m) => /^🏆 \*\*(End of season 1 of|Season 1 of Hansa Cup: final table revised)/.test(m.content));
  return [...posts.at(-1)!.content.matchAll(/^(\d\. <@\d+>: [\d.]+ pts)/gm)].map((m) => m[1]);
}

/** /league standings and the standings message say what was played (season-ledger.ts). */
export async function expectBoardAsPlayed(s: Scene, season = 1) {
  const league = await s.table.league();
  const standings = await s.table.say('anna', '/league standings');
  const rows = expectTableAsPlayed(standings, league, season);
  await until(async () => s.table.board().embeds[0]?.description === standings.embeds[0].description);
  return rows;
}

/** Places, members and points of a final table's top 3. */
function podiumOf(rows: { place: number; userId: string; points: number; games: number }[]): string[] {
  return rows
    .filter((r) => r.place <= 3 && r.games > 0)
    .map((r) => `${r.place}. <@${r.userId}>: ${Math.round(r.points * 10) / 10} pts`);
}

export function games1(league: LeagueRecord): string[] {
  return league.rounds![0].games;
}

export async function sigtermMidRound(s: Scene): Promise<void> {
  const { table } = s;
  const id = (name: string) => table.id(name);
  const games = await Promise.all(s.threads1.map((thread) => table.gameIn(thread)));
  expect(await table.sigterm()).toBe(0);
  const before = await Promise.all(games.map((g) => table.game(g.id)));
  // The members play (test device: stand-ins written while the bot is down).
  for (const game of before)
    await table.standIns(
      game.id,
      SeasonTable.members(game).filter((u) => u !== id(s.absent)),
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
}

export async function sigkillAsGameEnds(s: Scene): Promise<void> {
  const { table } = s;
  const paused = await (await table.stopAt('ended'))();
  const other = (await Promise.all(s.threads1.map((t) => table.gameIn(t)))).find(
    (g) => g.id !== paused.game,
  )!;
  await table.sigkill();
  expect((await table.game(paused.game)).status).toBe('ended');
  expect((await table.league()).results).toEqual([]);
  await table.start();
  for (const thread of s.threads1) await table.finalPost(thread);
  const after = await table.game(other.id);
  expect(after.actions.slice(0, other.actions.length)).toEqual(other.actions);
  const league = await table.recorded(2);
  expect(league.results.map((r) => r.gameId).sort()).toEqual(games1(league).sort());
  for (const thread of s.threads1)
    await until(
      async () => table.posts(thread).filter((m) => m.content.startsWith('🏆 Recorded in')).length === 1,
    );
  expect(league.rounds).toHaveLength(1);
}

export async function sigkillWhileSeating(s: Scene): Promise<void> {
  const { table } = s;
  const id = (name: string) => table.id(name);
  const say = (who: string, line: string, where?: string) => table.say(who, line, where);
  const paused = await table.stopAt('opened', 1);
  const asked = await table.user('mia').slash('/league round', { in: 'tavern' });
  const opened = await paused();
  await table.sigkill();
  let league = await table.league();
  expect(league.rounds).toHaveLength(2);
  const [c] = league.rounds![1].games;
  const d = await table.game(opened.game);
  s.threads2 = [(await table.game(c)).channelId, d.channelId];
  s.forfeiter = pickForfeiter(table, SeasonTable.members(d));
  await table.standIns(c, SeasonTable.members(await table.game(c)));
  await table.standIns(
    d.id,
    SeasonTable.members(d).filter((u) => u !== id(s.forfeiter)),
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
  expect(roundThreads(again).sort()).toEqual([...s.threads2].sort());
  expect(league.rounds![1].sitOuts.map((s) => s.userId)).toEqual([id('every'), id('mark')]);
  const refused = await say('mia', '/league round');
  expect(refused.content).toMatch(/^Round 2 of Hansa Cup is still being played \(2 games running/);
}

export async function lateGameCountsOnce(s: Scene): Promise<void> {
  const { table } = s;
  const id = (name: string) => table.id(name);
  const say = (who: string, line: string, where?: string) => table.say(who, line, where);
  await table.advance(2 * HOUR);
  const notice = await table.discord.waitForMessage(
    (m) => m.channelId === s.threads2[1] && /forfeit and are placed last/.test(m.content),
    { timeoutMs: 120_000, in: s.threads2[1] },
  );
  // Named as typed, escaped, its direction override taken out (it would turn the sentence around).
  expect(notice.content).toContain(escapeUserText(HOSTILE[s.forfeiter] ?? s.forfeiter));
  expect(notice.content).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  expect(notice.mentionsEveryone).toBe(false);
  await table.finalPost(s.threads2[1]);
  const league = await table.recorded(4);
  const late = league.results.find((r) => r.channelId === s.threads2[1])!;
  expect(late.season).toBe(1);
  const seat = late.seats.find(
    (seat) => seat.holder.kind === 'member' && seat.holder.userId === id(s.forfeiter),
  )!;
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
  expect(announcedPodium(table)).toEqual(podiumOf(league.seasons[0].finalStandings!));
  const fame = await say('otto', '/league seasons');
  const champions = league.seasons[0].finalStandings!.filter((r) => r.place === 1);
  expect(fame.content.split('\n')[1]).toContain(`👑 ${joinNames(champions.map((r) => `<@${r.userId}>`))},`);
  expect(fame.content.split('\n')[1]).toMatch(/· games: 4$/);
  const history = await say('otto', '/league history season:1');
  for (const thread of [...s.threads1, ...s.threads2]) expect(history.content).toContain(`<#${thread}>`);
  const player = await say('otto', `/league player player:@${s.forfeiter} season:1`);
  expect(player.content).toContain(`<#${s.threads2[1]}>`);
  const csv = parseCsv((await say('olga', '/league export season:1')).attachments[0].data.toString('utf8'));
  expectCsvAsTable(csv, standingsRows(final), league, 1, () => 1500);
}

export async function season2PlayedOut(s: Scene): Promise<void> {
  const { table } = s;
  const id = (name: string) => table.id(name);
  const say = (who: string, line: string, where?: string) => table.say(who, line, where);
  expect(await table.sigterm()).toBe(0);
  for (const thread of s.threads3) {
    const game = await table.gameIn(thread);
    await table.standIns(game.id, SeasonTable.members(game));
  }
  await table.start();
  for (const thread of s.threads3) await table.finalPost(thread);
  const league = await table.recorded(6);
  expect(
    league.results
      .filter((r) => r.season === 2)
      .map((r) => r.channelId)
      .sort(),
  ).toEqual([...s.threads3].sort());
  const rows = await expectBoardAsPlayed(s, 2);
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
}
