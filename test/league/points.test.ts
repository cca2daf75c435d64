import { describe, expect, it } from 'vitest';
import { gamePoints, type PointsScheme } from '../../src/league';
import { result } from './helpers';

const fourTwoOne: PointsScheme = { kind: 'byPlace', points: [4, 2, 1, 0] };
const vpShare: PointsScheme = { kind: 'vpShare' };
const [A, B, C, D] = ['1001', '1002', '1003', '1004'];

describe('points by place (4-2-1-0)', () => {
  it('gives each place its points in a 4-player game', () => {
    const game = result('g', [
      [A, 2, 40],
      [B, 1, 50],
      [C, 4, 10],
      [D, 3, 20],
    ]);
    expect(gamePoints(game, fourTwoOne)).toEqual([2, 4, 0, 1]);
  });

  it('a 3-player game gives 4, 2 and 1', () => {
    const game = result('g', [
      [A, 3, 10],
      [B, 1, 50],
      [C, 2, 20],
    ]);
    expect(gamePoints(game, fourTwoOne)).toEqual([1, 4, 2]);
  });

  it('K-51 two sharing the win split 1st and 2nd place points: 3 each', () => {
    const game = result('g', [
      [A, 1, 50],
      [B, 1, 50],
      [C, 3, 20],
      [D, 4, 10],
    ]);
    expect(gamePoints(game, fourTwoOne)).toEqual([3, 3, 1, 0]);
  });

  it('three sharing 2nd split 2, 1 and 0: 1 each; the points given stay 7 in total', () => {
    const game = result('g', [
      [A, 1, 50],
      [B, 2, 20],
      [C, 2, 20],
      [D, 2, 20],
    ]);
    const points = gamePoints(game, fourTwoOne);
    expect(points).toEqual([4, 1, 1, 1]);
    expect(points.reduce((a, b) => a + b)).toBe(7);
  });
});

describe('points by VP share', () => {
  it('shares 100 points in proportion to VP', () => {
    const game = result('g', [
      [A, 1, 60],
      [B, 2, 30],
      [C, 3, 10],
    ]);
    expect(gamePoints(game, vpShare)).toEqual([60, 30, 10]);
  });

  it('a forfeit earns no share; the others share all 100', () => {
    const game = result('g', [
      [A, 3, 60],
      [B, 1, 30],
      [C, 2, 10],
    ]);
    game.seats[0].forfeited = true;
    expect(gamePoints(game, vpShare)).toEqual([0, 75, 25]);
  });

  it('a table with no VP at all shares equally', () => {
    const game = result('g', [
      [A, 1, 0],
      [B, 1, 0],
    ]);
    expect(gamePoints(game, vpShare)).toEqual([50, 50]);
  });
});
