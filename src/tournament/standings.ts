// Issue 41: a tournament's standings. Score: the league's points per game (its scheme: by
// place, shared places split, or VP share) plus bye points. Ties are broken, in this order,
// by what a Swiss player knows:
//   1. Buchholz for multiplayer tables: for each game, the average final score of the
//      opponents at that table, summed over one's games (an average, so a table of 4 counts
//      as much as a table of 3; a bye adds nothing);
//   2. total VP over one's games;
//   3. head to head among those still tied: in the games where two of them sat together,
//      each tied player counts the tied players placed below them; more is better.
// Players equal after all three share a place (listed in sign-up order). Every sum runs over
// the results in (round, table) order and is rounded to 1/1000, so the standings are the same
// whatever order the results arrived in.
import { gamePoints, type PointsScheme } from '../league/index';

export interface TableSeat {
  player: string;
  place: number;
  vp: number;
  forfeited: boolean;
}

export interface TableResult {
  round: number;
  table: number;
  /** In seat order. */
  seats: readonly TableSeat[];
}

export interface ByeRecord {
  round: number;
  player: string;
}

export interface TournamentStandingsInput {
  /** Everyone who played, in sign-up order (withdrawn players included). */
  players: readonly string[];
  results: readonly TableResult[];
  byes: readonly ByeRecord[];
  scheme: PointsScheme;
  byePoints: number;
}

export interface TournamentRow {
  place: number;
  player: string;
  score: number;
  buchholz: number;
  vp: number;
  games: number;
  byes: number;
  /** Tied players placed below this one where they met (only filled where it decided). */
  headToHead: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function tournamentStandings(input: TournamentStandingsInput): TournamentRow[] {
  const results = [...input.results].sort(byRoundAndTable);
  const rows = new Map(input.players.map((player) => [player, emptyRow(player)]));
  const rowOf = (player: string): TournamentRow => {
    const row = rows.get(player) ?? emptyRow(player);
    rows.set(player, row);
    return row;
  };
  for (const bye of [...input.byes].sort((a, b) => a.round - b.round)) {
    const row = rowOf(bye.player);
    row.score += input.byePoints;
    row.byes += 1;
  }
  for (const result of results) {
    const points = gamePoints(result, input.scheme);
    result.seats.forEach((seat, i) => {
      const row = rowOf(seat.player);
      row.score += points[i];
      row.vp += seat.vp;
      row.games += 1;
    });
  }
  for (const row of rows.values()) row.score = round3(row.score);
  addBuchholz(results, rowOf);
  return order([...rows.values()], results, [...rows.keys()]);
}

/**
 * (round, table) names a game once; the seats make the order total even for records that
 * repeat a pair, so no sum ever depends on the order results arrived in.
 */
function byRoundAndTable(a: TableResult, b: TableResult): number {
  const seats = (r: TableResult) => JSON.stringify(r.seats);
  return a.round - b.round || a.table - b.table || (seats(a) < seats(b) ? -1 : seats(a) > seats(b) ? 1 : 0);
}

function emptyRow(player: string): TournamentRow {
  return { place: 0, player, score: 0, buchholz: 0, vp: 0, games: 0, byes: 0, headToHead: 0 };
}

function addBuchholz(results: readonly TableResult[], rowOf: (player: string) => TournamentRow): void {
  const touched = new Set<TournamentRow>();
  for (const result of results)
    for (const seat of result.seats) {
      const others = result.seats.filter((s) => s.player !== seat.player);
      const average = others.reduce((sum, s) => sum + rowOf(s.player).score, 0) / others.length;
      const row = rowOf(seat.player);
      row.buchholz += average;
      touched.add(row);
    }
  for (const row of touched) row.buchholz = round3(row.buchholz);
}

/** Sorted by score, Buchholz, VP, then head to head within each tie; places shared where all are equal. */
function order(rows: TournamentRow[], results: readonly TableResult[], signUp: string[]): TournamentRow[] {
  const index = new Map(signUp.map((p, i) => [p, i]));
  const signedUp = (r: TournamentRow) => index.get(r.player) ?? index.size;
  const key = (r: TournamentRow) => [r.score, r.buchholz, r.vp];
  const same = (a: TournamentRow, b: TournamentRow) => key(a).every((v, i) => v === key(b)[i]);
  rows.sort(
    (a, b) => b.score - a.score || b.buchholz - a.buchholz || b.vp - a.vp || signedUp(a) - signedUp(b),
  );
  const sorted: TournamentRow[] = [];
  for (let i = 0; i < rows.length;) {
    let j = i + 1;
    while (j < rows.length && same(rows[i], rows[j])) j++;
    sorted.push(...byHeadToHead(rows.slice(i, j), results, signedUp));
    i = j;
  }
  sorted.forEach((row, i) => {
    const previous = sorted[i - 1];
    const shared = previous && same(previous, row) && previous.headToHead === row.headToHead;
    row.place = shared ? previous.place : i + 1;
  });
  return sorted;
}

function byHeadToHead(
  tied: TournamentRow[],
  results: readonly TableResult[],
  signedUp: (row: TournamentRow) => number,
): TournamentRow[] {
  if (tied.length < 2) return tied;
  const group = new Map(tied.map((r) => [r.player, r]));
  for (const result of results) {
    const there = result.seats.filter((s) => group.has(s.player));
    for (const seat of there) {
      const row = group.get(seat.player);
      if (row) row.headToHead += there.filter((o) => o.place > seat.place).length;
    }
  }
  return tied.sort((a, b) => b.headToHead - a.headToHead || signedUp(a) - signedUp(b));
}
