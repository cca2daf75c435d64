import { describe, expect, it } from 'vitest';
import { displayRating, newSkill, rateAll, rateGame, ratingHistory, type Skill } from '../../src/league';
import { result } from './helpers';

const [A, B, C, D] = ['1001', '1002', '1003', '1004'];
const none = new Map<string, Skill>();
const after = (changes: ReturnType<typeof rateGame>) => new Map(changes.map((c) => [c.userId, c.after]));

describe('ratings (openskill, Weng-Lin Bradley-Terry full)', () => {
  it('a new member starts at mu 25, sigma 25/3, shown as 1500', () => {
    expect(newSkill()).toEqual({ mu: 25, sigma: 25 / 3 });
    expect(displayRating(newSkill())).toBe(1500);
  });

  it('2 players: the winner gains and the loser loses by the same amount', () => {
    const skills = after(
      rateGame(
        result('g', [
          [A, 1, 40],
          [B, 2, 30],
        ]),
        none,
      ),
    );
    expect(skills.get(A)!.mu).toBeGreaterThan(25);
    expect(skills.get(B)!.mu).toBeLessThan(25);
    expect(skills.get(A)!.mu - 25).toBeCloseTo(25 - skills.get(B)!.mu, 10);
  });

  it('2 players sharing the win (K-51): equal updates, no change of mu, less uncertainty', () => {
    const skills = after(
      rateGame(
        result('g', [
          [A, 1, 40],
          [B, 1, 40],
        ]),
        none,
      ),
    );
    expect(skills.get(A)).toEqual(skills.get(B));
    expect(skills.get(A)!.mu).toBeCloseTo(25, 10);
    expect(skills.get(A)!.sigma).toBeLessThan(25 / 3);
  });

  it('4 players: places 4, 1, 3, 2 give Bradley-Terry full’s updates, symmetric around 25', () => {
    // rate(four new ratings, { rank: [4, 1, 3, 2], model: bradleyTerryFull }), openskill 5.
    const skills = after(
      rateGame(
        result('g', [
          [A, 4, 10],
          [B, 1, 60],
          [C, 3, 20],
          [D, 2, 40],
        ]),
        none,
      ),
    );
    expect(skills.get(A)).toEqual({ mu: expect.closeTo(17.094, 2), sigma: expect.closeTo(7.502, 2) });
    expect(skills.get(B)).toEqual({ mu: expect.closeTo(32.906, 2), sigma: expect.closeTo(7.502, 2) });
    expect(skills.get(C)).toEqual({ mu: expect.closeTo(22.365, 2), sigma: expect.closeTo(7.502, 2) });
    expect(skills.get(D)).toEqual({ mu: expect.closeTo(27.635, 2), sigma: expect.closeTo(7.502, 2) });
  });

  it('K-51 4 players with two sharing 2nd: equal updates for the tied pair, between the 1st and the 4th', () => {
    // Places 2, 4, 2, 1 (VP 37, 19, 37, 42): the pair beat one and lost to one, so mu stays.
    const skills = after(
      rateGame(
        result('g', [
          [A, 2, 37],
          [B, 4, 19],
          [C, 2, 37],
          [D, 1, 42],
        ]),
        none,
      ),
    );
    expect(skills.get(A)).toEqual(skills.get(C));
    expect(skills.get(A)).toEqual({ mu: expect.closeTo(25, 6), sigma: expect.closeTo(7.502, 2) });
    expect(skills.get(B)!.mu).toBeCloseTo(17.094, 2);
    expect(skills.get(D)).toEqual({ mu: expect.closeTo(32.906, 2), sigma: expect.closeTo(7.502, 2) });
  });

  it('K-51 3 players sharing the win: equal updates for the winners, both gain; control: without the tie they differ', () => {
    const tied = after(
      rateGame(
        result('g', [
          [A, 1, 50],
          [B, 1, 50],
          [C, 3, 20],
        ]),
        none,
      ),
    );
    expect(tied.get(A)).toEqual(tied.get(B));
    expect(tied.get(A)!.mu).toBeGreaterThan(25);
    expect(tied.get(C)!.mu).toBeLessThan(25);
    const untied = after(
      rateGame(
        result('g', [
          [A, 1, 50],
          [B, 2, 49],
          [C, 3, 20],
        ]),
        none,
      ),
    );
    expect(untied.get(A)).not.toEqual(untied.get(B));
  });

  it('an unrated game (a computer seated) changes no rating', () => {
    const game = result(
      'g',
      [
        [A, 1, 50],
        [B, 2, 30],
      ],
      { rated: false },
    );
    expect(rateGame(game, none)).toEqual([]);
    const { skills } = rateAll([game], new Map([[A, { mu: 30, sigma: 4 }]]));
    expect([...skills]).toEqual([[A, { mu: 30, sigma: 4 }]]);
  });

  it('games are rated one after another from the skills they start with', () => {
    const first = result('g1', [
      [A, 1, 50],
      [B, 2, 30],
    ]);
    const second = result('g2', [
      [A, 2, 20],
      [B, 1, 30],
    ]);
    const { skills, changes } = rateAll([first, second], none);
    expect(changes.map((c) => [c.gameId, c.userId])).toEqual([
      ['g1', A],
      ['g1', B],
      ['g2', A],
      ['g2', B],
    ]);
    expect(changes[2].before).toEqual(changes[0].after);
    expect(skills.get(A)).toEqual(changes[2].after);
  });
});

describe('rating history', () => {
  it('starts at the rating before the first rated game and has one point a rated game', () => {
    const games = [
      result('g1', [
        [A, 1, 50],
        [B, 2, 30],
      ]),
      result('g2', [
        [B, 1, 50],
        [C, 2, 30],
      ]),
      result('g3', [
        [A, 1, 50],
        [C, 2, 30],
      ]),
    ];
    const { changes, skills } = rateAll(games, none);
    const history = ratingHistory(changes, A);
    expect(history.map((p) => p.gameId)).toEqual(['', 'g1', 'g3']);
    expect(history[0].rating).toBe(1500);
    expect(history.at(-1)!.rating).toBe(displayRating(skills.get(A)!));
    expect(ratingHistory(changes, D)).toEqual([]);
  });
});
