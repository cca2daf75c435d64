// Issue 41: round robin for small groups (src/tournament/round-robin.ts): every pair meets as
// evenly as tables allow. "As evenly": over all pairs, meetings to the fourth power, so a pair
// meeting three times weighs more than several meeting twice; small groups are checked against
// every possible schedule, larger ones against the designs where every pair meets once.
import { describe, expect, it } from 'vitest';
import {
  roundRobinRounds,
  roundRobinSchedule,
  roundShape,
  type RoundSeating,
  type TableSize,
} from '../../src/tournament/index';
import { partitions } from './partitions';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

function meetings(tables: readonly (readonly string[])[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const table of tables)
    for (let i = 0; i < table.length; i++)
      for (let j = i + 1; j < table.length; j++) {
        const key = [table[i], table[j]].sort().join('-');
        met.set(key, (met.get(key) ?? 0) + 1);
      }
  return met;
}

function unevenness(schedule: readonly RoundSeating[], players: readonly string[]): number {
  const met = meetings(schedule.flatMap((r) => r.tables));
  let cost = 0;
  for (let a = 0; a < players.length; a++)
    for (let b = a + 1; b < players.length; b++)
      cost += (met.get([players[a], players[b]].sort().join('-')) ?? 0) ** 4;
  return cost;
}

/** The most even any schedule with the same byes can be: every seating of every round tried. */
function mostEven(schedule: readonly RoundSeating[], players: readonly string[]): number {
  const choices = schedule.map((r) => [
    ...partitions(
      r.tables.flat(),
      r.tables.map((t) => t.length),
    ),
  ]);
  let best = Infinity;
  const walk = (round: number, chosen: RoundSeating[]): void => {
    if (round === choices.length) {
      best = Math.min(best, unevenness(chosen, players));
      return;
    }
    for (const tables of choices[round]) walk(round + 1, [...chosen, { tables, byes: [] }]);
  };
  walk(0, []);
  return best;
}

const GROUPS: [number, TableSize][] = [
  [6, 3],
  [7, 3],
  [8, 4],
  [9, 3],
  [8, 3],
  [10, 4],
  [12, 4],
  [16, 4],
];

describe('round robin (issue 41)', () => {
  it.each(GROUPS)(
    '%i players at tables of %i: every round is the round shape, every player seated or on a bye, byes shared',
    (n, table) => {
      const players = ids(n);
      const schedule = roundRobinSchedule(players, table);
      expect(schedule).toHaveLength(roundRobinRounds(n, table));
      const byes = players.map((p) => schedule.filter((r) => r.byes.includes(p)).length);
      expect(Math.max(...byes) - Math.min(...byes)).toBeLessThanOrEqual(1);
      for (const round of schedule) {
        expect(round.tables.map((t) => t.length)).toEqual(roundShape(n, table).sizes);
        expect([...round.tables.flat(), ...round.byes].sort()).toEqual([...players].sort());
      }
    },
  );

  it.each([
    [6, 3, 3],
    [7, 3, 3],
    [8, 4, 3],
  ] as const)(
    '%i players at tables of %i over %i rounds: no schedule with the same byes is more even (every schedule tried)',
    (n, table, rounds) => {
      const players = ids(n);
      const schedule = roundRobinSchedule(players, table, rounds);
      expect(unevenness(schedule, players)).toBe(mostEven(schedule, players));
    },
  );

  it('9 players at tables of 3 in four rounds: every pair meets exactly once (the affine plane of order 3)', () => {
    const met = meetings(roundRobinSchedule(ids(9), 3).flatMap((r) => r.tables));
    expect(met.size).toBe(36);
    expect(new Set(met.values())).toEqual(new Set([1]));
  });

  it('16 players at tables of 4 in five rounds: every pair meets exactly once (the affine plane of order 4)', () => {
    const met = meetings(roundRobinSchedule(ids(16), 4).flatMap((r) => r.tables));
    expect(met.size).toBe(120);
    expect(new Set(met.values())).toEqual(new Set([1]));
  });

  it('control: a schedule that seats the same tables every round is found less even than the most even', () => {
    const players = ids(6);
    const same = [players.slice(0, 3), players.slice(3)];
    const repeated = Array.from({ length: 3 }, () => ({ tables: same, byes: [] }));
    expect(unevenness(repeated, players)).toBeGreaterThan(mostEven(repeated, players));
  });

  it('the same players and table size always give the same schedule', () => {
    expect(roundRobinSchedule(ids(9), 3)).toEqual(roundRobinSchedule(ids(9), 3));
    expect(roundRobinSchedule(ids(7), 3)).toEqual(roundRobinSchedule(ids(7), 3));
  });
});
