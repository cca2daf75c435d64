// K-60: nothing private changes a public pixel. Two states that differ only in hidden
// holdings (hand goods and markers, a face-down square's value, who knows it, the terms of a
// trade offer) draw the same board, byte for byte.
import { describe, expect, it } from 'vitest';
import { publicView } from '../../src/engine/index';
import { drawBoard } from '../../src/render/index';
import { memoryState, midGameState, offersState, otherSecrets } from './fixtures';

describe('render: hidden holdings (K-60)', () => {
  for (const [name, make] of [
    ['mid-game', midGameState],
    ['memory', memoryState],
    ['trade offers', offersState],
  ] as const) {
    it(`the ${name} board is identical whatever the hidden holdings and face-down values`, () => {
      const state = make();
      const other = otherSecrets(state);
      expect(other.players[0].goods).not.toEqual(state.players[0].goods);
      expect(
        other.cities.some((c, i) => c.squares.some((sq, j) => sq.value !== state.cities[i].squares[j].value)),
      ).toBe(true);
      const a = drawBoard(publicView(state)).data();
      const b = drawBoard(publicView(other)).data();
      expect(Buffer.compare(a, b)).toBe(0);
    });
  }

  it('a public change does move pixels (the comparison above can fail)', () => {
    const state = midGameState();
    const other = structuredClone(state);
    other.cities[0].goods.ore += 1;
    const a = drawBoard(publicView(state)).data();
    const b = drawBoard(publicView(other)).data();
    expect(Buffer.compare(a, b)).not.toBe(0);
  });
});
