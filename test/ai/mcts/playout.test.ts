// Issue 26, strength: hard's playouts let the heuristic plan voyages two moves ahead
// (`playoutDepth`), so a position from which an office is two legs away scores as one where it
// can be founded; normal's playouts look one move ahead and only ever sail to a neighbour.
import { describe, expect, it } from 'vitest';
import { Dice, seedRng, type GameState } from '../../../src/engine';
import { playout, SEARCH_LEVELS } from '../../../src/ai/mcts/search';
import { atTurn, placeCog, setGoods, setHand, setSquares, startedGame } from '../../engine/helpers';

const RED = 0;
const RIGA = 4; // fur: an office there takes ore, amber, salt and a 4 (K-40)

/**
 * Red's turn in city 2, its routes to 5 and 7; 5's first route goes on to `beyond5`, 7's to
 * 0 and 8, so Riga is two legs away only through 5. Red holds what an office in Riga takes, and
 * an ore to pay a second move.
 */
function redInCity2(beyond5: number): GameState {
  let s = startedGame(2, 3, [1, 5]);
  s = atTurn(placeCog(s, RED, 2), RED);
  s = setSquares(s, 2, [5, 7]);
  s = setSquares(s, 5, [beyond5, 8]);
  s = setSquares(s, 7, [0, 8]);
  s = setGoods(s, RED, { ore: 2, amber: 1, salt: 1, fur: 0 });
  return setHand(s, RED, [4, 0]);
}

/** Where Red has founded an office after a level's playout of three actions: two sails and one more. */
function newOfficesInThreeActions(start: GameState, level: 'normal' | 'hard'): number[] {
  const had = officesOfRed(start);
  const end = playout(start, { ...SEARCH_LEVELS[level], playout: 3 }, new Dice(seedRng(1)));
  return officesOfRed(end).filter((city) => !had.includes(city));
}

function officesOfRed(state: GameState): number[] {
  return state.cities.flatMap((c, i) => (c.offices.some((o) => o.owner === RED) ? [i] : []));
}

describe("hard's playouts look two moves ahead (issue 26)", () => {
  it('hard’s playout sails two legs, through 5 to Riga, and founds the office there', () => {
    expect(newOfficesInThreeActions(redInCity2(RIGA), 'hard')).toEqual([RIGA]);
  });

  it('normal’s playout, looking one move ahead, does not reach Riga from the same position', () => {
    expect(newOfficesInThreeActions(redInCity2(RIGA), 'normal')).toEqual([]);
  });

  it('control: with Riga not behind city 5, hard’s playout founds no office either', () => {
    expect(newOfficesInThreeActions(redInCity2(6), 'hard')).toEqual([]);
  });
});
