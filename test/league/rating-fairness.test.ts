// Issue 37: ratings that read as fair. With a shared place, openskill's default model
// (Plackett-Luce) could leave the tied players below someone they beat in the same game
// (openskill.js issue #377); the league rates with Bradley-Terry "full", whose pairwise
// comparisons keep the better place ahead. Shown over random 2–4-seat results with ties.
import fc from 'fast-check';
import { rate } from 'openskill';
import { bradleyTerryFull, plackettLuce } from 'openskill/models';
import { describe, expect, it } from 'vitest';
import { displayRating, placesByScore, rateGame, type RecordedResult, type Skill } from '../../src/league';
import { result } from './helpers';

const MEMBERS = ['1001', '1002', '1003', '1004'];

/** VP of 2 to 4 seats from a small range, so shared places are frequent. */
const vpsArb = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 4 });
const skillArb = fc.record({
  mu: fc.double({ min: 5, max: 45, noNaN: true }),
  sigma: fc.double({ min: 0.5, max: 25 / 3, noNaN: true }),
});

function gameOf(vps: readonly number[]): RecordedResult {
  const places = placesByScore(vps);
  return result(
    'g',
    vps.map((vp, i) => [MEMBERS[i], places[i], vp] as const),
  );
}

/** Pairs of seats where the first placed better than the second but ends rated lower. */
function beatenAbove(places: readonly number[], ratings: readonly number[]): [number, number][] {
  const wrong: [number, number][] = [];
  places.forEach((p, i) =>
    places.forEach((q, j) => {
      if (p < q && ratings[i] < ratings[j]) wrong.push([i, j]);
    }),
  );
  return wrong;
}

/** Each seat's skill after the game, all seats starting from `skill`. */
function afterFrom(game: RecordedResult, skill: Skill): Skill[] {
  const start = new Map(MEMBERS.map((id) => [id, skill]));
  const changes = rateGame(game, start);
  return game.seats.map((s) => {
    const id = s.holder.kind === 'member' ? s.holder.userId : '';
    const change = changes.find((c) => c.userId === id);
    if (!change) throw new Error(`no rating change for ${id}`);
    return change.after;
  });
}

describe('ratings read as fair (issue 37)', () => {
  it('from equal skills, no player ends rated below someone they beat in that game (random 2–4 seats, ties)', () => {
    fc.assert(
      fc.property(vpsArb, skillArb, (vps, skill) => {
        const game = gameOf(vps);
        const after = afterFrom(game, skill);
        const places = game.seats.map((s) => s.place);
        expect(beatenAbove(places, after.map(displayRating))).toEqual([]);
        expect(
          beatenAbove(
            places,
            after.map((s) => s.mu),
          ),
        ).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('from equal skills, players sharing a place share their rating exactly (random 2–4 seats)', () => {
    fc.assert(
      fc.property(vpsArb, skillArb, (vps, skill) => {
        const game = gameOf(vps);
        const after = afterFrom(game, skill);
        game.seats.forEach((s, i) =>
          game.seats.forEach((o, j) => {
            if (s.place === o.place) expect(after[i]).toEqual(after[j]);
          }),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('the game of the issue (places 1, 1, 3, 4 from new ratings): both winners end above the 3rd', () => {
    const game = gameOf([3, 3, 2, 1]);
    const shown = afterFrom(game, { mu: 25, sigma: 25 / 3 }).map(displayRating);
    expect(shown[0]).toBe(shown[1]);
    expect(shown[0]).toBeGreaterThan(shown[2]);
    expect(shown[2]).toBeGreaterThan(shown[3]);
  });

  it('control: the same check finds Plackett-Luce putting a tied winner below the player they beat', () => {
    // The game: Plackett-Luce shows the winners at 1523 and the 3rd at 1528.
    const places = [1, 1, 3, 4];
    const after = rate(
      places.map(() => [{ mu: 25, sigma: 25 / 3 }]),
      { rank: places, model: plackettLuce },
    ).map((team) => displayRating(team[0]));
    expect(after).toEqual([1523, 1523, 1528, 1454]);
    expect(beatenAbove(places, after)).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('every rating is reproduced by openskill alone: rate(teams, { rank: places, model: bradleyTerryFull })', () => {
    fc.assert(
      fc.property(vpsArb, fc.array(skillArb, { minLength: 4, maxLength: 4 }), (vps, skills) => {
        const game = gameOf(vps);
        const start = new Map(MEMBERS.map((id, i) => [id, skills[i]]));
        const ours = rateGame(game, start).map((c) => c.after);
        const library = rate(
          game.seats.map((_, i) => [skills[i]]),
          { rank: game.seats.map((s) => s.place), model: bradleyTerryFull },
        ).map((team) => team[0]);
        expect(ours).toEqual(library);
      }),
      { numRuns: 200 },
    );
  });
});
