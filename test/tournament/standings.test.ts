// Issue 41: a tournament's standings (src/tournament/standings.ts) and its final table
// (final-table.ts): the score from the league's points, the tie-breaks in their order (Buchholz
// for multiplayer tables, total VP, head to head), the same standings whatever order the
// results arrive in, and the final table deciding the top.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS } from '../../src/league/points-scheme-schema';
import {
  finalOrder,
  finalists,
  tournamentStandings,
  type TableResult,
  type TournamentStandingsInput,
} from '../../src/tournament/index';

/** A table: players in seat order with their places and VP. */
const table = (round: number, at: number, seats: [string, number, number][]): TableResult => ({
  round,
  table: at,
  seats: seats.map(([player, place, vp]) => ({ player, place, vp, forfeited: false })),
});
const input = (results: TableResult[], extra: Partial<TournamentStandingsInput> = {}) => ({
  players: ['a', 'b', 'c', 'd', 'e', 'f'],
  results,
  byes: [],
  scheme: DEFAULT_POINTS,
  byePoints: 2,
  ...extra,
});
const order = (rows: ReturnType<typeof tournamentStandings>) => rows.map((r) => `${r.place}:${r.player}`);

describe('tournament standings (issue 41)', () => {
  it('the score is the league’s points per place (4-2-1-0, shared places split) plus bye points', () => {
    const rows = tournamentStandings(
      input(
        [
          table(1, 1, [
            ['a', 1, 30],
            ['b', 1, 30],
            ['c', 3, 20],
          ]),
        ],
        { byes: [{ round: 1, player: 'd' }] },
      ),
    );
    const score = new Map(rows.map((r) => [r.player, r.score]));
    expect(score.get('a')).toBe(3);
    expect(score.get('b')).toBe(3);
    expect(score.get('c')).toBe(1);
    expect(score.get('d')).toBe(2);
    expect(rows.find((r) => r.player === 'd')?.byes).toBe(1);
  });

  it('Buchholz breaks an equal score: the average score of one’s opponents per game, summed', () => {
    // a and d both win once; a's opponents (b 2, c 1) average 1.5, d's (e 0 … ) lower.
    const rows = tournamentStandings(
      input([
        table(1, 1, [
          ['a', 1, 20],
          ['b', 2, 18],
          ['c', 3, 10],
        ]),
        table(1, 2, [
          ['d', 1, 25],
          ['e', 2, 5],
          ['f', 3, 4],
        ]),
        table(2, 1, [
          ['b', 1, 20],
          ['e', 2, 10],
          ['c', 3, 10],
        ]),
      ]),
    );
    const a = rows.find((r) => r.player === 'a');
    const d = rows.find((r) => r.player === 'd');
    expect(a?.score).toBe(d?.score);
    expect(a!.buchholz).toBeGreaterThan(d!.buchholz);
    const players = rows.map((r) => r.player);
    expect(players.indexOf('a')).toBeLessThan(players.indexOf('d'));
    expect(a!.place).toBeLessThan(d!.place);
  });

  it('total VP breaks an equal score and Buchholz, then head to head where the tied players met', () => {
    // Same tables mirrored: a and b equal in score and Buchholz; a has more VP.
    const vp = tournamentStandings(
      input([
        table(1, 1, [
          ['a', 1, 30],
          ['c', 2, 10],
          ['e', 3, 5],
        ]),
        table(1, 2, [
          ['b', 1, 25],
          ['d', 2, 10],
          ['f', 3, 5],
        ]),
      ]),
    );
    expect(order(vp).slice(0, 2)).toEqual(['1:a', '2:b']);
    // a and b equal in score, Buchholz and VP; they met once and b placed above a.
    const h2h = tournamentStandings(
      input(
        [
          table(1, 1, [
            ['a', 2, 20],
            ['b', 1, 20],
          ]),
          table(2, 1, [
            ['a', 1, 20],
            ['b', 2, 20],
          ]),
          table(3, 1, [
            ['b', 1, 20],
            ['a', 1, 20],
          ]),
        ],
        {
          players: ['a', 'b'],
        },
      ),
    );
    expect(h2h.map((r) => r.place)).toEqual([1, 1]);
    const decided = tournamentStandings(
      input([
        table(1, 1, [
          ['a', 1, 20],
          ['c', 2, 10],
          ['e', 3, 5],
        ]),
        table(1, 2, [
          ['b', 1, 20],
          ['d', 2, 10],
          ['f', 3, 5],
        ]),
        table(2, 1, [
          ['a', 2, 10],
          ['b', 1, 10],
          ['c', 3, 0],
        ]),
        table(2, 2, [
          ['d', 1, 10],
          ['e', 2, 10],
          ['f', 3, 0],
        ]),
        table(3, 1, [
          ['a', 1, 10],
          ['d', 2, 10],
          ['f', 3, 0],
        ]),
        table(3, 2, [
          ['b', 2, 10],
          ['e', 1, 10],
          ['c', 3, 0],
        ]),
      ]),
    );
    const a = decided.find((r) => r.player === 'a')!;
    const b = decided.find((r) => r.player === 'b')!;
    if (a.score === b.score && a.buchholz === b.buchholz && a.vp === b.vp) {
      expect(b.place).toBeLessThan(a.place);
      expect(b.headToHead).toBe(1);
    } else {
      throw new Error('fixture no longer ties a and b before head to head');
    }
  });

  it('the standings are the same whatever order the results and byes arrive in', () => {
    const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const result = fc.record({
      round: fc.integer({ min: 1, max: 4 }),
      table: fc.integer({ min: 1, max: 3 }),
      seats: fc.shuffledSubarray(players, { minLength: 3, maxLength: 4 }).chain((seated) =>
        fc.tuple(
          ...seated.map((player) =>
            fc.record({
              player: fc.constant(player),
              place: fc.integer({ min: 1, max: 4 }),
              vp: fc.integer({ min: 0, max: 40 }),
              forfeited: fc.boolean(),
            }),
          ),
        ),
      ),
    });
    fc.assert(
      fc.property(
        fc.array(result, { maxLength: 10 }),
        fc.array(fc.record({ round: fc.integer({ min: 1, max: 4 }), player: fc.constantFrom(...players) }), {
          maxLength: 4,
        }),
        fc.integer(),
        (results, byes, seed) => {
          const base = { players, scheme: { kind: 'vpShare' } as const, byePoints: 1.5 };
          const shuffled = [...results]
            .sort((x, y) => ((x.round * 7 + seed) % 5) - ((y.round * 7 + seed) % 5))
            .reverse();
          expect(tournamentStandings({ ...base, results: shuffled, byes: [...byes].reverse() })).toEqual(
            tournamentStandings({ ...base, results, byes }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the final table (issue 41)', () => {
  const swiss = tournamentStandings(
    input([
      table(1, 1, [
        ['a', 1, 30],
        ['b', 2, 20],
        ['c', 3, 10],
      ]),
      table(1, 2, [
        ['d', 1, 30],
        ['e', 2, 20],
        ['f', 3, 10],
      ]),
    ]),
  );

  it('the top of the standings play it, and its places decide the top of the final order', () => {
    const top = finalists(swiss, 3);
    expect(top).toEqual(['a', 'd', 'b']);
    const final = table(4, 1, [
      ['a', 3, 10],
      ['d', 2, 20],
      ['b', 1, 30],
    ]);
    expect(finalOrder(swiss, final).map((p) => `${p.place}:${p.player}:${p.finalPlace}`)).toEqual([
      '1:b:1',
      '2:d:2',
      '3:a:3',
      '4:e:null',
      '5:c:null',
      // c and f tie in score, Buchholz and VP and never met: they share 5th.
      '5:f:null',
    ]);
  });

  it('a place shared at the final stays shared, the Swiss order listing them', () => {
    const final = table(4, 1, [
      ['a', 1, 20],
      ['d', 1, 20],
      ['b', 3, 10],
    ]);
    expect(
      finalOrder(swiss, final)
        .slice(0, 3)
        .map((p) => `${p.place}:${p.player}`),
    ).toEqual(['1:a', '1:d', '3:b']);
  });
});
