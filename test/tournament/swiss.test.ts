// Issue 41: the Swiss pairing of a tournament (src/tournament/swiss.ts), as property tests over
// random tournaments: no repeat table when it can be avoided (against every possible seating,
// by brute force), byes spread, score groups together. Each property has a control.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatCount } from '../../src/league/index';
import { pairSwiss, roundShape, type SwissInput, type TableSize } from '../../src/tournament/index';
import { partitions } from './partitions';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

/** A random tournament's state before a round: scores, ratings, earlier tables, byes so far. */
const state = (maxPlayers: number) =>
  fc
    .record({
      n: fc.integer({ min: 3, max: maxPlayers }),
      table: fc.constantFrom<TableSize>(3, 4),
      seed: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 40, maxLength: 40 }),
      earlierRounds: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ n, table, seed, earlierRounds }) => {
      const players = ids(n);
      const scores = new Map(players.map((p, i) => [p, seed[i % 40] % 9]));
      const ratings = new Map(players.map((p, i) => [p, 1400 + seed[(i + 7) % 40]]));
      const history: string[][] = [];
      const byesSoFar = new Map<string, number>();
      let input: SwissInput = { players, table, scores, ratings, history, byesSoFar };
      for (let r = 0; r < earlierRounds; r++) {
        const round = pairSwiss(input);
        history.push(...round.tables);
        for (const p of round.byes) byesSoFar.set(p, (byesSoFar.get(p) ?? 0) + 1);
        input = { ...input, history: [...history], byesSoFar: new Map(byesSoFar) };
      }
      return input;
    });

/** The fewest repeat meetings any seating of these players at these sizes can have. */
function fewestRepeats(
  players: readonly string[],
  sizes: readonly number[],
  history: readonly (readonly string[])[],
): number {
  let best = Infinity;
  for (const tables of partitions(players, sizes)) best = Math.min(best, repeatCount(tables, history));
  return best;
}

describe('Swiss for tables of 3 and 4 (issue 41)', () => {
  it('a round never seats players who met before when some seating of the same players avoids it (brute force, up to 9 players)', () => {
    fc.assert(
      fc.property(state(9), (input) => {
        const round = pairSwiss(input);
        const seated = round.tables.flat();
        const best = fewestRepeats(seated, roundShape(input.players.length, input.table).sizes, [
          ...input.history,
        ]);
        expect(repeatCount(round.tables, input.history)).toBe(best);
      }),
      { numRuns: 150 },
    );
  });

  it('control: the same check catches a seating that ignores who met (rounds cut in score order only)', () => {
    // Four rounds of 8 at tables of 4 with equal scores: cut in order, the same tables repeat.
    const players = ids(8);
    const history = [players.slice(0, 4), players.slice(4)];
    const naive = [players.slice(0, 4), players.slice(4)];
    expect(repeatCount(naive, history)).toBeGreaterThan(fewestRepeats(players, [4, 4], history));
  });

  it('every player is seated once or has a bye; tables are the round shape’s sizes', () => {
    fc.assert(
      fc.property(state(40), (input) => {
        const round = pairSwiss(input);
        const shape = roundShape(input.players.length, input.table);
        expect([...round.tables.flat(), ...round.byes].sort()).toEqual([...input.players].sort());
        expect(round.tables.map((t) => t.length)).toEqual(shape.sizes);
        expect(round.byes).toHaveLength(shape.byes);
      }),
      { numRuns: 200 },
    );
  });

  it('a bye never goes twice to a player while another has had none, over whole tournaments', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 30 }), fc.constantFrom<TableSize>(3, 4), (n, table) => {
        const players = ids(n);
        const byesSoFar = new Map<string, number>();
        const history: string[][] = [];
        for (let r = 0; r < 8; r++) {
          const scores = new Map(players.map((p, i) => [p, (i * 7 + r * 3) % 5]));
          const round = pairSwiss({ players, table, scores, ratings: new Map(), history, byesSoFar });
          history.push(...round.tables);
          for (const p of round.byes) byesSoFar.set(p, (byesSoFar.get(p) ?? 0) + 1);
          const counts = players.map((p) => byesSoFar.get(p) ?? 0);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the bye goes to the lowest score among those with the fewest byes', () => {
    const players = ids(13);
    const scores = new Map(players.map((p, i) => [p, i === 5 ? 0 : 4]));
    const round = pairSwiss({
      players,
      table: 4,
      scores,
      ratings: new Map(),
      history: [],
      byesSoFar: new Map(),
    });
    expect(round.byes).toEqual(['p5']);
  });

  it('with no earlier meetings, tables are score groups: every player at a table scores at least as much as anyone at a later table', () => {
    fc.assert(
      fc.property(state(40), (input) => {
        const round = pairSwiss({ ...input, history: [] });
        const score = (p: string) => input.scores.get(p) ?? 0;
        for (let t = 1; t < round.tables.length; t++)
          expect(Math.min(...round.tables[t - 1].map(score))).toBeGreaterThanOrEqual(
            Math.max(...round.tables[t].map(score)),
          );
      }),
      { numRuns: 200 },
    );
  });

  it('13 players at tables of 4: three tables of 4 and one bye, every round (the issue’s event)', () => {
    expect(roundShape(13, 4)).toEqual({ sizes: [4, 4, 4], byes: 1 });
    expect(roundShape(15, 4)).toEqual({ sizes: [4, 4, 4, 3], byes: 0 });
    expect(roundShape(14, 4)).toEqual({ sizes: [4, 4, 4], byes: 2 });
    expect(roundShape(6, 3)).toEqual({ sizes: [3, 3], byes: 0 });
    expect(roundShape(7, 3)).toEqual({ sizes: [3, 3], byes: 1 });
  });

  it('the same inputs give the same round', () => {
    fc.assert(
      fc.property(state(24), (input) => {
        expect(pairSwiss(input)).toEqual(pairSwiss({ ...input, players: [...input.players] }));
      }),
      { numRuns: 50 },
    );
  });
});
