// The league table, recomputed from the recorded results and the audit log: the same
// inputs always give the same table (DESIGN.md, "Leagues").
import type { AuditEntry } from './audit-schema';
import type { Skill } from './common-schemas';
import { effectiveResults } from './effective-results';
import { gamePoints } from './points';
import type { PointsScheme } from './points-scheme-schema';
import { displayRating, newSkill, rateAll, type RatingChange } from './ratings';
import type { RecordedResult } from './result-schema';

export type StandingRow = {
  place: number;
  userId: string;
  points: number;
  rating: number;
  games: number;
  wins: number;
  averageVp: number;
};

export type StandingsInput = {
  results: readonly RecordedResult[];
  audit: readonly AuditEntry[];
  scheme: PointsScheme;
  /** Skills the season started with (carried from the last one), by user id. */
  initial?: ReadonlyMap<string, Skill>;
  /** Members listed even before their first game. */
  roster?: readonly string[];
  /** Issue 37: sit-outs, each earning its bye points (no game, no win, no rating). */
  byes?: readonly Bye[];
};

export type Bye = { userId: string; points: number };

export type Standings = { rows: StandingRow[]; skills: Map<string, Skill>; changes: RatingChange[] };

type Tally = { points: number; games: number; wins: number; vp: number };

export function standings(input: StandingsInput): Standings {
  const results = effectiveResults(input.results, input.audit);
  const { skills, changes } = rateAll(results, input.initial ?? new Map());
  const tallies = tally(results, input.scheme, input.roster ?? []);
  for (const bye of input.byes ?? []) addBye(tallies, bye);
  const unsorted = [...tallies].map(([userId, t]) => ({
    userId,
    // Split points are fractions (4 + 2 + 1) / 3: rounded, so equal totals compare equal.
    points: Math.round(t.points * 1000) / 1000,
    rating: displayRating(skills.get(userId) ?? newSkill()),
    games: t.games,
    wins: t.wins,
    averageVp: t.games === 0 ? 0 : t.vp / t.games,
  }));
  unsorted.sort(tableOrder);
  const rows = unsorted.map((row) => ({ place: 1 + unsorted.filter((o) => ahead(o, row)).length, ...row }));
  return { rows, skills, changes };
}

function tally(results: readonly RecordedResult[], scheme: PointsScheme, roster: readonly string[]) {
  const tallies = new Map<string, Tally>();
  const of = (userId: string) => {
    let t = tallies.get(userId);
    if (!t) tallies.set(userId, (t = { points: 0, games: 0, wins: 0, vp: 0 }));
    return t;
  };
  for (const userId of roster) of(userId);
  for (const result of results) {
    const points = gamePoints(result, scheme);
    result.seats.forEach((seat, i) => {
      if (seat.holder.kind !== 'member') return;
      const t = of(seat.holder.userId);
      t.points += points[i];
      t.games += 1;
      t.wins += seat.place === 1 ? 1 : 0;
      t.vp += seat.vp;
    });
  }
  return tallies;
}

function addBye(tallies: Map<string, Tally>, bye: Bye): void {
  const t = tallies.get(bye.userId) ?? { points: 0, games: 0, wins: 0, vp: 0 };
  tallies.set(bye.userId, { ...t, points: t.points + bye.points });
}

type Ranked = Omit<StandingRow, 'place'>;

/** Points, then wins, then rating decide; the user id only keeps equal rows in a fixed order. */
function tableOrder(a: Ranked, b: Ranked): number {
  if (ahead(a, b)) return -1;
  if (ahead(b, a)) return 1;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

function ahead(a: Ranked, b: Ranked): boolean {
  if (a.points !== b.points) return a.points > b.points;
  if (a.wins !== b.wins) return a.wins > b.wins;
  return a.rating > b.rating;
}
