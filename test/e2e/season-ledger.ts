// What a season's table should say, worked out from what was played, apart from src/league: the
// recorded places, the audit log's voids (unless undone) and replacements, the league's points
// by place (4-2-1-0, shared places split) and each round's byes. The standings embed, the
// standings message and the CSV export are each checked against it
// (test/e2e/league-season-of-eight.test.ts).
import { expect } from 'vitest';
import type { LeagueRecord } from '../../src/store/index';
import type { SeenMessage } from '../../src/local-discord';

export interface Tally {
  points: number;
  games: number;
  wins: number;
}

export interface Row extends Tally {
  place: number;
  rating: number;
}

const BY_PLACE = [4, 2, 1, 0];

/** The embed's rows: `{place}. <@id>: {points} pts · rating {r} · games {g} · wins {w}`. */
export function standingsRows(message: Pick<SeenMessage, 'embeds'>): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of (message.embeds[0]?.description ?? '').split('\n')) {
    const m = /^(\d+)\. <@(\d+)>: ([\d.]+) pts · rating (\d+) · games (\d+) · wins (\d+)$/.exec(line);
    if (m) rows.set(m[2], { place: +m[1], points: +m[3], rating: +m[4], games: +m[5], wins: +m[6] });
  }
  return rows;
}

/** Each member's points, games and wins in `season`, from what was played and what the audit log says. */
export function playedTally(league: LeagueRecord, season: number): Map<string, Tally> {
  const tally = new Map<string, Tally>(
    league.league.roster.map((u) => [u, { points: 0, games: 0, wins: 0 }]),
  );
  const add = (userId: string, points: number, game: boolean, win: boolean) => {
    const row = tally.get(userId) ?? { points: 0, games: 0, wins: 0 };
    tally.set(userId, {
      points: row.points + points,
      games: row.games + (game ? 1 : 0),
      wins: row.wins + (win ? 1 : 0),
    });
  };
  const undone = new Set(league.audit.flatMap((e) => (e.change.kind === 'undo' ? [e.change.seq] : [])));
  const live = league.audit.filter((e) => !undone.has(e.seq));
  const seen = new Set<string>();
  for (const result of league.results) {
    if (result.season !== season || seen.has(result.gameId)) continue;
    seen.add(result.gameId);
    if (live.some((e) => e.change.kind === 'void' && e.change.gameId === result.gameId)) continue;
    const places = result.seats.map((s) => s.place);
    for (const seat of result.seats) {
      if (seat.holder.kind !== 'member') continue;
      let holder = seat.holder.userId;
      for (const e of live)
        if (e.change.kind === 'replace' && e.change.gameId === result.gameId && e.change.from === holder)
          holder = e.change.to;
      const sharing = places.filter((p) => p === seat.place).length;
      const points =
        BY_PLACE.slice(seat.place - 1, seat.place - 1 + sharing).reduce((a, b) => a + b, 0) / sharing;
      add(holder, points, true, seat.place === 1);
    }
  }
  for (const round of league.rounds ?? [])
    if (round.season === season && round.seatedAt !== null)
      for (const bye of round.sitOuts) add(bye.userId, bye.points, false, false);
  return tally;
}

/** The standings (an embed) say what was played: points, games and wins of every member. */
export function expectTableAsPlayed(
  message: Pick<SeenMessage, 'embeds'>,
  league: LeagueRecord,
  season: number,
) {
  const rows = standingsRows(message);
  const played = playedTally(league, season);
  const shown = (t: Tally) => ({ points: Math.round(t.points * 10) / 10, games: t.games, wins: t.wins });
  const expected = Object.fromEntries([...played].map(([u, t]) => [u, shown(t)]));
  const actual = Object.fromEntries([...rows].map(([u, r]) => [u, shown(r)]));
  for (const userId of Object.keys(expected))
    expect(actual[userId], `row of ${userId}`).toEqual(expected[userId]);
  return rows;
}

/** RFC 4180 rows as objects by the header's names (the BOM and ids' ="…" taken off). */
export function parseCsv(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const records: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      records.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  const [header, ...rest] = records;
  const plain = (cell: string) => /^="(.*)"$/.exec(cell)?.[1] ?? cell;
  return rest.map((r) => Object.fromEntries(header.map((h, i) => [h, plain(r[i] ?? '')])));
}

/**
 * The CSV says the same: each member's points over the counted games (credited to a
 * substitute where the log says so) and their byes make their points, and their last rated
 * game's rating after is their rating in the table (`start` where none moved it).
 */
export function expectCsvAsTable(
  csv: Record<string, string>[],
  rows: Map<string, Row>,
  league: LeagueRecord,
  season: number,
  start: (userId: string) => number,
) {
  const byes = new Map<string, number>();
  for (const round of league.rounds ?? [])
    if (round.season === season && round.seatedAt !== null)
      for (const bye of round.sitOuts) byes.set(bye.userId, (byes.get(bye.userId) ?? 0) + bye.points);
  const lines = csv.filter((r) => Number(r.season) === season && r.counted === 'true');
  for (const [userId, row] of rows) {
    const mine = lines.filter((r) => (r.substitute_id || r.user_id) === userId);
    const points = mine.reduce((sum, r) => sum + Number(r.points), 0) + (byes.get(userId) ?? 0);
    expect(Math.round(points * 10) / 10, `points of ${userId}`).toBe(row.points);
    expect(mine.length, `games of ${userId}`).toBe(row.games);
    const rated = mine.filter((r) => r.rating_after !== '');
    const rating = rated.length > 0 ? Number(rated.at(-1)!.rating_after) : start(userId);
    expect(rating, `rating of ${userId}`).toBe(row.rating);
  }
}
