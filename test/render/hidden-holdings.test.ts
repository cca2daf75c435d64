// K-60: nothing private changes a public pixel. Two states that differ only in hidden
// holdings (hand goods and markers, a face-down square's value, who knows it, the terms of a
// trade offer) draw the same board, byte for byte.
import { describe, expect, it } from 'vitest';
import { publicView, type GameState } from '../../src/engine/index';
import { drawBoard } from '../../src/render/index';
import { memoryState, midGameState, offersState } from './fixtures';

/** Same counts, other contents: what an onlooker must not be able to tell apart. */
function otherSecrets(state: GameState): GameState {
  const s = structuredClone(state);
  const ada = s.players[0];
  ada.goods = { ore: ada.goods.salt, fur: ada.goods.amber, amber: ada.goods.fur, salt: ada.goods.ore };
  ada.markers = [...ada.markers].reverse();
  const bert = s.players[1];
  bert.goods = { ore: 0, fur: 0, amber: 0, salt: bert.goods.ore + bert.goods.fur + bert.goods.amber + bert.goods.salt };
  bert.markers = [0, 0, 0, 0, 0, 0, 0, 0, bert.markers.reduce((a, b) => a + b, 0)];
  // K-46: who offered whom is public, the terms are the two players' business.
  for (const offer of s.offers) [offer.give, offer.receive] = [offer.receive, { goods: { ore: 3, fur: 0, amber: 0, salt: 1 }, markers: [8, 8] }];
  for (const city of s.cities) {
    for (const square of city.squares) {
      if (square.faceUp) continue;
      square.value = (square.value + 4) % 9;
      square.knownBy = square.knownBy.length > 0 ? [] : [1];
    }
  }
  return s;
}

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
      expect(other.cities.some((c, i) => c.squares.some((sq, j) => sq.value !== state.cities[i].squares[j].value))).toBe(true);
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
