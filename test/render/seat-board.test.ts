// Issue 38, K-60: the panel's board shows its seat what that seat may see and nothing more.
// Drawn from playerView(state, seat) alone: another seat's goods and markers, and face-down
// routes the seat does not know, move no pixel of it; its own holdings and the face-down
// routes it knows are drawn. A control plants a leak (another seat's view) and sees it caught.
import { describe, expect, it } from 'vitest';
import { playerView, publicView, type GameState } from '../../src/engine/index';
import { drawBoard, drawSeatBoard } from '../../src/render/index';
import { drawnTextRecord } from './golden';
import { memoryState, midGameState } from './fixtures';
import { seatBoard } from './seat-fixtures';

/** The state with every secret hidden from `seat` changed: others' holdings, unknown face-down values. */
function othersChanged(state: GameState, seat: number): GameState {
  const s = structuredClone(state);
  s.players.forEach((p, i) => {
    if (i === seat) return;
    p.goods = { ore: p.goods.salt, fur: p.goods.amber, amber: p.goods.fur, salt: p.goods.ore };
    p.markers = [...p.markers].reverse();
  });
  for (const city of s.cities)
    for (const square of city.squares)
      if (!square.faceUp && !square.knownBy.includes(seat)) square.value = (square.value + 4) % 9;
  return s;
}

const same = (a: { data(): Buffer }, b: { data(): Buffer }) => a.data().equals(b.data());

describe('issue 38, K-60: the seat board shows nothing its seat may not see', () => {
  for (const [name, make, section] of [
    ['mid-game, sailing', midGameState, 'sail'],
    ['Memory, the guild master’s move', memoryState, 'main'],
  ] as const)
    it(`${name}: other seats' holdings and face-down routes unknown to the seat move no pixel`, () => {
      const state = make();
      for (let seat = 0; seat < state.players.length; seat++)
        expect(
          same(seatBoard(state, seat, section), seatBoard(othersChanged(state, seat), seat, section)),
        ).toBe(true);
    });

  it('control: a board drawn from another seat’s view (its goods, its known routes) differs', () => {
    const state = midGameState();
    const mine = drawSeatBoard(playerView(state, 0)).canvas;
    const planted = drawSeatBoard({ ...playerView(state, 2), viewer: 0 }).canvas;
    expect(same(mine, planted)).toBe(false);
  });

  it('its own holdings and the face-down route it knows are drawn; the public board has neither', () => {
    const state = midGameState();
    // Ada (0) knows Danzig's face-down left route (5:0, value 2); her goods are 1 ore, 2 fur, 1 amber.
    const seat = drawnTextRecord(() => drawSeatBoard(playerView(state, 0)).canvas).text;
    const open = drawnTextRecord(() => drawBoard(publicView(state))).text;
    expect(seat).toMatch(/"0×2 3 5 8"/);
    expect(open).not.toMatch(/"0×2 3 5 8"/);
    expect(seat.split('\n').filter((l) => l.endsWith('"2"')).length).toBeGreaterThan(
      open.split('\n').filter((l) => l.endsWith('"2"')).length,
    );
  });

  it('each drawing refuses the other kind of view', () => {
    const state = midGameState();
    expect(() => drawBoard(playerView(state, 0) as never)).toThrow(TypeError);
    expect(() => drawSeatBoard(publicView(state) as never)).toThrow(TypeError);
  });
});
