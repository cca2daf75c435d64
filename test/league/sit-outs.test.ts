// Issue 37: who a round cannot seat. Tables of the league's sizes hold as many members as
// they can; the rest sit out: fewest sit-outs this season first, not the last round's sitter
// while another has sat out as rarely, then the last to join. A sit-out earns its bye points.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseSitOuts, pairRound, seatingSizes, standings, tableSizes } from '../../src/league';
import { result } from './helpers';

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(1001 + i));
const round = (...sitOuts: string[]) => ({ sitOuts: sitOuts.map((userId) => ({ userId, points: 0 })) });

describe('seating sizes within the league’s table sizes (issue 37)', () => {
  it('5 members at 3 to 4 a table: one table of 4, so one sits out', () => {
    expect(seatingSizes(5, 3, 4)).toEqual([4]);
  });

  it('matches the unbounded sizes where the league allows 2 to 4 a table', () => {
    for (let n = 2; n <= 30; n++) expect(seatingSizes(n, 2, 4)).toEqual(tableSizes(n));
  });

  it('seats everyone where tables of the league’s sizes can hold them all, evenly', () => {
    expect(seatingSizes(8, 3, 4)).toEqual([4, 4]);
    expect(seatingSizes(10, 3, 4)).toEqual([4, 3, 3]);
    expect(seatingSizes(7, 4, 4)).toEqual([4]);
    expect(seatingSizes(9, 3, 3)).toEqual([3, 3, 3]);
  });

  it('answers no tables when not even one table fills', () => {
    expect(seatingSizes(2, 3, 4)).toEqual([]);
    expect(seatingSizes(0, 2, 4)).toEqual([]);
  });

  it('property: every table is within the sizes, and fewer than the smallest table sit out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
        (n, min, wider) => {
          const max = Math.min(4, min + wider);
          const sizes = seatingSizes(n, min, max);
          const seated = sizes.reduce((a, b) => a + b, 0);
          expect(sizes.every((s) => s >= min && s <= max)).toBe(true);
          expect(seated).toBeLessThanOrEqual(n);
          // Some table size would seat one more whenever n - seated ≥ min: then it was not the most.
          expect(n - seated).toBeLessThan(n >= min ? min : n + 1);
        },
      ),
    );
  });
});

describe('who sits out (issue 37)', () => {
  it('with no sit-out yet, the last to join sits out', () => {
    expect(chooseSitOuts(ids(5), 1, [])).toEqual(['1005']);
  });

  it('never the last round’s sitter again while another has not sat out', () => {
    const roster = ids(5);
    expect(chooseSitOuts(roster, 1, [round('1005')])).toEqual(['1004']);
    expect(chooseSitOuts(roster, 1, [round('1005'), round('1004')])).toEqual(['1003']);
  });

  it('once everyone sat out as often, not the last round’s sitter: the cycle goes round again', () => {
    const roster = ids(3);
    const earlier = [round('1003'), round('1002'), round('1001')];
    expect(chooseSitOuts(roster, 1, earlier)).toEqual(['1003']);
  });

  it('control: the rule without the fewest-first order would seat out the same member twice in a row', () => {
    // Roster order alone (the last to join) picks 1005 every round: the rule is what moves it on.
    const naive = (players: readonly string[]) => players.at(-1);
    expect(naive(ids(5))).toBe('1005');
    expect(chooseSitOuts(ids(5), 1, [round('1005')])).not.toEqual([naive(ids(5))]);
  });

  it('property: over a season, sit-outs stay even and nobody sits out twice in a row while another sat out less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 13 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 12 }),
        (n, min, rounds) => {
          const roster = ids(n);
          const sizes = seatingSizes(n, min, 4);
          const count = n - sizes.reduce((a, b) => a + b, 0);
          const earlier: ReturnType<typeof round>[] = [];
          const times = new Map<string, number>();
          for (let r = 0; r < rounds; r++) {
            const out = chooseSitOuts(roster, count, earlier);
            expect(new Set(out).size).toBe(count);
            const last = new Set(earlier.at(-1)?.sitOuts.map((s) => s.userId) ?? []);
            for (const id of out.filter((o) => last.has(o))) {
              // Sitting out again: everyone still seated this round had sat out at least as often.
              const seatedNow = roster.filter((p) => !out.includes(p));
              for (const p of seatedNow) expect(times.get(p) ?? 0).toBeGreaterThanOrEqual(times.get(id) ?? 0);
            }
            for (const id of out) times.set(id, (times.get(id) ?? 0) + 1);
            earlier.push(round(...out));
            const counts = roster.map((p) => times.get(p) ?? 0);
            expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});

describe('pairing with the league’s sizes (issue 37)', () => {
  it('seats the members it is given into the given sizes, each once', () => {
    const roster = ids(4);
    const tables = pairRound({ roster, ratings: new Map(), history: [], sizes: [4] });
    expect(tables).toHaveLength(1);
    expect([...tables[0]].sort()).toEqual(roster);
  });

  it('counts running games as meetings: a table already playing is not seated together again', () => {
    const roster = ids(6);
    const running = [roster.slice(0, 3), roster.slice(3, 6)];
    const tables = pairRound({ roster, ratings: new Map(), history: running, sizes: [3, 3] });
    for (const table of tables) expect(table.filter((id) => running[0].includes(id)).length).toBeLessThan(3);
    // Control: without the running games in the history, the roster order seats them again.
    const blind = pairRound({ roster, ratings: new Map(), history: [], sizes: [3, 3] });
    expect(blind.map((t) => [...t].sort())).toContainEqual(running[0]);
  });
});

describe('a sit-out is a bye worth the league’s bye points (issue 37)', () => {
  const scheme = { kind: 'byPlace' as const, points: [4, 2, 1, 0] };

  it('adds its points to the member’s total, and no game, win or rating', () => {
    const games = [
      result('g1', [
        ['1001', 1, 20],
        ['1002', 2, 10],
      ]),
    ];
    const without = standings({ results: games, audit: [], scheme, roster: ['1001', '1002', '1003'] });
    const withBye = standings({
      results: games,
      audit: [],
      scheme,
      roster: ['1001', '1002', '1003'],
      byes: [{ userId: '1003', points: 3 }],
    });
    const row = (s: typeof without, id: string) => s.rows.find((r) => r.userId === id);
    expect(row(without, '1003')?.points).toBe(0);
    expect(row(withBye, '1003')).toMatchObject({
      points: 3,
      games: 0,
      wins: 0,
      rating: row(without, '1003')?.rating,
    });
    expect(row(withBye, '1003')?.place).toBe(2);
  });

  it('a bye of no points (the default) changes nothing in the table', () => {
    const games = [
      result('g1', [
        ['1001', 1, 20],
        ['1002', 2, 10],
      ]),
    ];
    const base = { results: games, audit: [], scheme, roster: ['1001', '1002', '1003'] };
    expect(standings({ ...base, byes: [{ userId: '1003', points: 0 }] }).rows).toEqual(standings(base).rows);
  });
});
