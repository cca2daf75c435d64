import { describe, expect, it } from 'vitest';
import { standings, type PointsScheme, type RecordedResult } from '../../src/league';
import { audit, result } from './helpers';

const scheme: PointsScheme = { kind: 'byPlace', points: [4, 2, 1, 0] };
const [A, B, C, D, E] = ['1001', '1002', '1003', '1004', '1005'];

function season(): RecordedResult[] {
  return [
    result('g1', [
      [A, 1, 60],
      [B, 2, 40],
      [C, 3, 30],
      [D, 4, 10],
    ]),
    result('g2', [
      [B, 1, 50],
      [C, 1, 50],
      [E, 3, 20],
    ]),
    result('g3', [
      [D, 1, 45],
      [A, 2, 35],
      [E, 3, 25],
    ]),
  ];
}

describe('standings', () => {
  it('tallies points, games, wins and average VP, ordered by points then wins then rating', () => {
    const { rows } = standings({ results: season(), audit: [], scheme });
    expect(rows.map((r) => [r.place, r.userId, r.points, r.games, r.wins, r.averageVp])).toEqual([
      [1, A, 6, 2, 1, 47.5],
      [2, B, 5, 2, 1, 45],
      [3, C, 4, 2, 1, 40],
      [4, D, 4, 2, 1, 27.5],
      [5, E, 2, 2, 0, 22.5],
    ]);
    // C and D have equal points and wins; the rating decides, and it is in the row.
    expect(rows[2].rating).toBeGreaterThan(rows[3].rating);
  });

  it('rows equal in points, wins and rating share a place', () => {
    const { rows } = standings({
      results: [
        result('g', [
          [A, 1, 40],
          [B, 1, 40],
        ]),
      ],
      audit: [],
      scheme,
    });
    expect(rows.map((r) => [r.place, r.userId])).toEqual([
      [1, A],
      [1, B],
    ]);
  });

  it('is the same table whatever order the results and audit entries are stored in', () => {
    const results = season();
    const log = [
      audit(2, { kind: 'forfeit', gameId: 'g1', userId: A }),
      audit(1, { kind: 'void', gameId: 'g2' }),
    ];
    const one = standings({ results, audit: log, scheme });
    const other = standings({ results: [...results].reverse(), audit: [...log].reverse(), scheme });
    expect(other).toEqual(one);
  });

  it('lists roster members without games at 0 and 1500', () => {
    const { rows } = standings({ results: [], audit: [], scheme, roster: [B, A] });
    expect(rows).toEqual([
      { place: 1, userId: A, points: 0, rating: 1500, games: 0, wins: 0, averageVp: 0 },
      { place: 1, userId: B, points: 0, rating: 1500, games: 0, wins: 0, averageVp: 0 },
    ]);
  });

  it('an unrated game counts for points and games but leaves ratings as they were', () => {
    const unrated = result(
      'g',
      [
        [A, 1, 50],
        [B, 2, 30],
      ],
      { rated: false },
    );
    const { rows, changes } = standings({ results: [unrated], audit: [], scheme });
    expect(changes).toEqual([]);
    expect(rows.map((r) => [r.userId, r.points, r.games, r.rating])).toEqual([
      [A, 4, 1, 1500],
      [B, 2, 1, 1500],
    ]);
  });

  it('a game recorded twice counts once', () => {
    const results = season();
    const twice = standings({ results: [...results, structuredClone(results[0])], audit: [], scheme });
    expect(twice).toEqual(standings({ results, audit: [], scheme }));
  });
  it('of two different records of one game, the earliest counts, whatever order they are stored in', () => {
    const results = season();
    const later = { ...structuredClone(results[0]), finishedAt: '2027-01-01T00:00:00.000Z' };
    later.seats.reverse();
    const expected = standings({ results, audit: [], scheme });
    expect(standings({ results: [later, ...results], audit: [], scheme })).toEqual(expected);
    expect(standings({ results: [...results, later], audit: [], scheme })).toEqual(expected);
  });
});

describe('recomputation from the audit log', () => {
  it('after a void the table equals the table without that game, ratings included', () => {
    const results = season();
    const voided = standings({ results, audit: [audit(1, { kind: 'void', gameId: 'g1' })], scheme });
    const without = standings({ results: results.filter((r) => r.gameId !== 'g1'), audit: [], scheme });
    expect(voided).toEqual(without);
    // Control: the game did count before the void, so the equality above is not vacuous.
    expect(standings({ results, audit: [], scheme })).not.toEqual(without);
  });

  it('a void leaves the recorded result untouched', () => {
    const results = season();
    const before = structuredClone(results);
    standings({ results, audit: [audit(1, { kind: 'void', gameId: 'g1' })], scheme });
    expect(results).toEqual(before);
  });

  it('a forfeit places the member last in that game and moves the others up', () => {
    const { rows } = standings({
      results: season().slice(0, 1),
      audit: [audit(1, { kind: 'forfeit', gameId: 'g1', userId: A })],
      scheme,
    });
    expect(rows.map((r) => [r.userId, r.points, r.wins])).toEqual([
      [B, 4, 1],
      [C, 2, 0],
      [D, 1, 0],
      [A, 0, 0],
    ]);
  });

  it('a replaced player’s seat is credited to the substitute in that game only', () => {
    const { rows } = standings({
      results: season(),
      audit: [audit(1, { kind: 'replace', gameId: 'g3', from: D, to: '1006' })],
      scheme,
    });
    const row = (id: string) => rows.find((r) => r.userId === id)!;
    expect([row('1006').points, row('1006').games, row('1006').wins]).toEqual([4, 1, 1]);
    expect([row(D).points, row(D).games]).toEqual([0, 1]);
  });

  it('audit entries apply in their order: a void after a forfeit removes the game', () => {
    const results = season();
    const log = [
      audit(1, { kind: 'forfeit', gameId: 'g1', userId: A }),
      audit(2, { kind: 'void', gameId: 'g1' }),
    ];
    expect(standings({ results, audit: log, scheme })).toEqual(
      standings({ results, audit: [audit(1, { kind: 'void', gameId: 'g1' })], scheme }),
    );
  });
});
