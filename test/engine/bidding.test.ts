import { describe, expect, it } from 'vitest';
import { bidClass, canBid, compareBids, enumerateBids, legalActions, type GameState } from '../../src/engine';
import { invariantBreaks } from '../../src/ai';
import { atTurn, ok, refused, setHand, startedGame } from './helpers';

const ranks = (a: number[] | null, b: number[] | null) => compareBids(a, b) > 0;

describe('bid order (K-23)', () => {
  it('K-23 0+0 beats 8; 7 beats 4+3; 4+0 beats 4; 4+2+0 beats 4+1+1; 0 beats no bid', () => {
    expect(ranks([0, 0], [8])).toBe(true);
    expect(ranks([7], [4, 3])).toBe(true);
    expect(ranks([4, 0], [4])).toBe(true);
    expect(ranks([4, 2, 0], [4, 1, 1])).toBe(true);
    expect(ranks([0], null)).toBe(true);
    // And never the other way round.
    expect(ranks([8], [0, 0])).toBe(false);
    expect(ranks([4, 3], [7])).toBe(false);
    expect(ranks([4], [4, 0])).toBe(false);
    expect(ranks([4, 1, 1], [4, 2, 0])).toBe(false);
    expect(ranks(null, [0])).toBe(false);
  });

  it('K-23 classes: k identical markers are class k, anything else class 1; a pair beats 7+5; a triple beats a pair', () => {
    expect(bidClass([3, 3])).toBe(2);
    expect(bidClass([1, 1, 1])).toBe(3);
    expect(bidClass([5])).toBe(1);
    expect(bidClass([8, 7, 6])).toBe(1);
    expect(ranks([0, 0], [7, 5])).toBe(true);
    expect(ranks([0, 0, 0], [8, 8])).toBe(true);
  });

  it('K-23 within a class of identical markers the higher value wins: 3+3 beats 2+2', () => {
    expect(ranks([3, 3], [2, 2])).toBe(true);
    expect(ranks([2, 2, 2], [3, 3, 3])).toBe(false);
  });

  it('K-23 class 1: higher sum wins, then the highest marker: 6+1 beats 5+2; 8 beats 5+2', () => {
    expect(ranks([6, 1], [5, 2])).toBe(true);
    expect(ranks([8], [5, 2])).toBe(true);
    expect(ranks([5, 4], [8])).toBe(true);
    expect(compareBids([4, 3], [3, 4])).toBe(0);
  });

  it('K-23 passed players go last, keeping their previous relative order', () => {
    let state = startedGame(4, 3, [0, 1, 5, 8]);
    expect(state.order).toEqual([0, 1, 2, 3]);
    state = setHand(setHand(state, 1, []), 2, []);
    state = setHand(setHand(state, 0, [2]), 3, [5]);
    // Player 0 bids; players 1 and 2 pass automatically; player 3 bids.
    state = ok(state, { type: 'bid', player: 0, markers: [2] });
    expect(state.bids.map((b) => b.markers)).toEqual([[2], null, null]);
    state = ok(state, { type: 'bid', player: 3, markers: [5] });
    expect(state.order).toEqual([3, 0, 1, 2]);
  });
});

describe('bidding (K-22)', () => {
  function bidding(hands: number[][]): GameState {
    let state = startedGame(4, 1, [0, 1, 5, 8]);
    hands.forEach((hand, p) => (state = setHand(state, p, hand)));
    return state;
  }

  it('K-22 a player with no markers passes automatically', () => {
    const state = ok(bidding([[1], [], [2], [3]]), { type: 'bid', player: 0, markers: [1] });
    expect(state.bids).toEqual([
      { player: 0, markers: [1] },
      { player: 1, markers: null },
    ]);
    expect(state.phase).toEqual({ kind: 'bidding', next: 2 });
    expect(state.log.some((e) => e.type === 'passed' && e.player === 1 && e.reason === 'noMarkers')).toBe(
      true,
    );
  });

  it('K-22 the first bidder of a round passes automatically when they hold no markers', () => {
    let state = setHand(startedGame(2, 4, [2, 6]), 0, []);
    state = atTurn(state, state.order[1]);
    state = ok(state, { type: 'endTurn', player: state.order[1] });
    expect(state.round).toBe(2);
    expect(state.bids).toEqual([{ player: 0, markers: null }]);
    expect(state.phase).toEqual({ kind: 'bidding', next: 1 });
  });

  it('K-22 when nobody can bid, bidding closes at once and the order stays', () => {
    let state = setHand(setHand(startedGame(2, 4, [2, 6]), 0, []), 1, []);
    state = atTurn(state, state.order[1]);
    state = ok(state, { type: 'endTurn', player: state.order[1] });
    expect(state.bids).toEqual([
      { player: 0, markers: null },
      { player: 1, markers: null },
    ]);
    expect(state.phase).toEqual({ kind: 'guildMaster' });
    expect(state.order).toEqual([0, 1]);
  });

  it('K-22 a player who could only repeat an earlier bid passes automatically', () => {
    let state = bidding([[5], [5], [5, 5], [3]]);
    state = ok(state, { type: 'bid', player: 0, markers: [5] });
    expect(state.bids[1]).toEqual({ player: 1, markers: null });
    expect(state.log.some((e) => e.type === 'passed' && e.player === 1 && e.reason === 'onlyRepeats')).toBe(
      true,
    );
    // Player 2 still can: 5+5 is not a repeat.
    expect(state.phase).toEqual({ kind: 'bidding', next: 2 });
    refused(state, { type: 'bid', player: 2, markers: [5] }, 'BID_REPEATED');
    state = ok(state, { type: 'bid', player: 2, markers: [5, 5] });
    state = ok(state, { type: 'bid', player: 3, markers: [3] });
    expect(state.order).toEqual([2, 0, 3, 1]);
  });

  it('K-22 a bid equal as a multiset to an earlier one is refused: 4+3 after 3+4', () => {
    let state = bidding([[3, 4], [4, 3, 1], [1], [2]]);
    state = ok(state, { type: 'bid', player: 0, markers: [3, 4] });
    refused(state, { type: 'bid', player: 1, markers: [4, 3] }, 'BID_REPEATED');
    state = ok(state, { type: 'bid', player: 1, markers: [4, 3, 1] });
    expect(state.bids[1].markers).toEqual([4, 3, 1]);
  });

  it('K-22 a player who can bid must bid: there is no pass action and an empty bid is malformed', () => {
    const state = bidding([[3], [4], [1], [2]]);
    expect(legalActions(state, 0).map((l) => l.type)).not.toContain('endTurn');
    expect(legalActions(state, 0)[0]).toEqual({
      type: 'bid',
      hand: [0, 0, 0, 1, 0, 0, 0, 0, 0],
      forbidden: [],
    });
    refused(state, { type: 'bid', player: 0, markers: [] }, 'MALFORMED_ACTION');
    refused(state, { type: 'endTurn', player: 0 }, 'WRONG_PHASE');
  });

  it('K-22 bids are made in the current order, with markers held', () => {
    const state = bidding([[3], [4], [1], [2]]);
    refused(state, { type: 'bid', player: 1, markers: [4] }, 'NOT_YOUR_TURN');
    refused(state, { type: 'bid', player: 0, markers: [4] }, 'MARKER_NOT_HELD');
    refused(state, { type: 'bid', player: 0, markers: [3, 3] }, 'MARKER_NOT_HELD');
  });

  it('K-22 canBid counts the selections a hand allows against the earlier bids it could repeat', () => {
    expect(canBid([0, 0, 0, 0, 0, 0, 0, 0, 0], [])).toBe(false);
    expect(canBid([0, 0, 0, 0, 0, 1, 0, 0, 0], [[5]])).toBe(false);
    expect(canBid([0, 0, 0, 0, 0, 2, 0, 0, 0], [[5], [5, 5]])).toBe(false);
    expect(canBid([0, 0, 0, 0, 0, 2, 0, 0, 0], [[5], [8]])).toBe(true);
    expect(canBid([1, 0, 0, 0, 0, 1, 0, 0, 0], [[5], [0]])).toBe(true);
    expect(enumerateBids([1, 0, 0, 0, 0, 1, 0, 0, 0], [[5], [0]])).toEqual([[5, 0]]);
  });
});

describe('rulebook bidding example (K-22, K-23, K-24)', () => {
  it('K-23 A 7, B 3+4, C 4, D 2+2 → order D A B C; Lübeck +2 salt, Riga +4 fur, Reval +2 fur, Åbo +4 ore', () => {
    // Start offices in 0, 1, 5, 8 so that none of the producing cities holds an office.
    let state = startedGame(4, 12, [0, 1, 5, 8]);
    expect(state.order).toEqual([0, 1, 2, 3]);
    state = setHand(state, 0, [7, 1]);
    state = setHand(state, 1, [3, 4]);
    state = setHand(state, 2, [4, 0]);
    state = setHand(state, 3, [2, 2]);
    const before = state.cities.map((c) => ({ ...c.goods }));
    const reserve = { ...state.reserve.goods };
    state = ok(state, { type: 'bid', player: 0, markers: [7] });
    state = ok(state, { type: 'bid', player: 1, markers: [3, 4] });
    state = ok(state, { type: 'bid', player: 2, markers: [4] });
    state = ok(state, { type: 'bid', player: 3, markers: [2, 2] });
    expect(state.order).toEqual([3, 0, 1, 2]);
    expect(state.phase).toEqual({ kind: 'guildMaster' });
    const gained = state.cities.map((c, id) => {
      const b = before[id];
      return {
        ore: c.goods.ore - b.ore,
        fur: c.goods.fur - b.fur,
        amber: c.goods.amber - b.amber,
        salt: c.goods.salt - b.salt,
      };
    });
    expect(gained[7]).toEqual({ ore: 0, fur: 0, amber: 0, salt: 2 });
    expect(gained[4]).toEqual({ ore: 0, fur: 4, amber: 0, salt: 0 });
    expect(gained[3]).toEqual({ ore: 0, fur: 2, amber: 0, salt: 0 });
    expect(gained[2]).toEqual({ ore: 4, fur: 0, amber: 0, salt: 0 });
    for (const id of [0, 1, 5, 6, 8]) expect(gained[id]).toEqual({ ore: 0, fur: 0, amber: 0, salt: 0 });
    expect(state.reserve.goods).toEqual({
      ore: reserve.ore - 4,
      fur: reserve.fur - 6,
      amber: reserve.amber,
      salt: reserve.salt - 2,
    });
    // K-24: the played markers went back to the reserve; bids stay visible for the round.
    expect(state.players.map((p) => p.markers.reduce((a, b) => a + b, 0))).toEqual([1, 0, 1, 0]);
    expect(state.bids.map((b) => b.markers)).toEqual([[7], [4, 3], [4], [2, 2]]);
    expect(invariantBreaks(state)).toEqual([]);
  });
});
