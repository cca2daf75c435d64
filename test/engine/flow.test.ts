import { describe, expect, it } from 'vitest';
import { apply, applyAction, publicView, type GameState } from '../../src/engine';
import { invariantBreaks, playRandomGame } from '../../src/ai';
import { addOffice, atTurn, fresh, ok, seats, setGoods, setHand, started, startedGame } from './helpers';

/** Ends the round: the last player in the order ends their turn, which starts the next round. */
function nextRound(state: GameState): GameState {
  const last = state.order[state.order.length - 1];
  return ok(atTurn(state, last), { type: 'endTurn', player: last });
}

const totalMarkers = (m: number[]) => m.reduce((a, b) => a + b, 0);

describe('round start (K-20, K-21)', () => {
  it('K-20 a +1 route marker chit draws one random marker from the reserve before the auction', () => {
    let state = startedGame(3, 5, [0, 4, 8]);
    state.players[1].chits = ['extraMarker'];
    state.chitSupply.extraMarker = 1;
    const hands = state.players.map((p) => totalMarkers(p.markers));
    // The cup before: the reserve plus the 8 unsold market markers that go back to it.
    const cup = totalMarkers(state.reserve.markers) + 8;
    state = nextRound(state);
    expect(state.phase).toEqual({ kind: 'bidding', next: 0 });
    expect(state.players.map((p) => totalMarkers(p.markers))).toEqual([hands[0], hands[1] + 1, hands[2]]);
    // One marker drawn for the chit, 8 for the new market.
    expect(totalMarkers(state.reserve.markers)).toBe(cup - 1 - 8);
    expect(invariantBreaks(state)).toEqual([]);
  });

  it('K-20 the drawn value is told only to its holder', () => {
    let state = startedGame(2, 5, [0, 4]);
    state.players[0].chits = ['extraMarker'];
    state.chitSupply.extraMarker = 1;
    const last = state.order[1];
    const result = apply(atTurn(state, last), { type: 'endTurn', player: last });
    if (!result.ok) throw new Error(result.error.code);
    const drawn = result.events.find((e) => e.event.type === 'extraMarkerDrawn');
    expect(drawn?.event).toEqual({ type: 'extraMarkerDrawn', player: 0 });
    expect(drawn?.secrets).toHaveLength(1);
    expect(drawn?.secrets[0].player).toBe(0);
    expect(typeof drawn?.secrets[0].detail.value).toBe('number');
    state = result.state;
    expect(state.players[0].markers[drawn?.secrets[0].detail.value as number]).toBeGreaterThan(0);
  });

  it('K-21 the market offers 4 pairs (8 markers) whatever the player count', () => {
    for (const n of [2, 3, 4]) {
      const state = startedGame(n, 17, [0, 2, 4, 6]);
      expect(state.market).toHaveLength(4);
      for (const pair of state.market) expect(pair).toHaveLength(2);
    }
  });

  it("K-21 last round's unsold pairs go back to the reserve before the new pairs are drawn", () => {
    const state = startedGame(2, 21, [0, 4]);
    state.market[1] = null;
    state.players[0].markers[0] += 2; // as if bought (keeps the 90)
    state.reserve.markers[0] -= 2;
    const unsold = [state.market[0], state.market[2], state.market[3]].flatMap((p) => p ?? []);
    const result = apply(atTurn(state, state.order[1]), { type: 'endTurn', player: state.order[1] });
    if (!result.ok) throw new Error(result.error.code);
    const returned = result.events.find((e) => e.event.type === 'marketReturned');
    expect(returned?.event).toEqual({ type: 'marketReturned', markers: unsold });
    expect(result.state.market).toHaveLength(4);
    expect(result.state.market.every((p) => p !== null)).toBe(true);
  });

  it('K-21 a short reserve gives fewer pairs, and a lone last marker is not offered', () => {
    let state = startedGame(2, 22, [0, 4]);
    // Move all but 5 reserve markers into player 1's hand, and clear the old market.
    const unsold = state.market.flatMap((p) => p ?? []);
    state.market = [];
    for (const v of unsold) state.players[1].markers[v] += 1;
    let keep = 5;
    state.reserve.markers = state.reserve.markers.map((c, v) => {
      const stay = Math.min(c, keep);
      keep -= stay;
      state.players[1].markers[v] += c - stay;
      return stay;
    });
    state = nextRound(state);
    expect(state.market).toHaveLength(2);
    expect(totalMarkers(state.reserve.markers)).toBe(1);
    expect(invariantBreaks(state)).toEqual([]);
  });
});

describe('production (K-24)', () => {
  /** Red 6, green 3, blue 0, yellow 6: green's office in 3, red's and yellow's in 6. */
  function productionTable(): GameState {
    const state = startedGame(4, 30, [6, 3, 0, 6]);
    expect(state.order[0]).toBe(2);
    expect(state.order[1]).toBe(1);
    return state;
  }

  /** Blue bids 4+4+4, green 3+3, red 6; yellow holds nothing and passes. */
  function bidExample(state: GameState): GameState {
    let s = setHand(setHand(setHand(setHand(state, 2, [4, 4, 4]), 1, [3, 3]), 0, [6]), 3, []);
    s = ok(s, { type: 'bid', player: 2, markers: [4, 4, 4] });
    s = ok(s, { type: 'bid', player: 1, markers: [3, 3] });
    return ok(s, { type: 'bid', player: 0, markers: [6] });
  }

  it('K-24 rulebook example: two "3", three "4", one "6"; each office in 6 gets an amber, Riga 6 fur, Reval 4 fur with one to the green office', () => {
    let state = productionTable();
    for (const p of [0, 1, 2, 3]) state = setGoods(state, p, { ore: 2 });
    expect(state.reserve.goods.fur).toBe(12);
    state = bidExample(state);
    expect(state.phase.kind).toBe('guildMaster');
    expect(state.cities[6].offices.map((o) => [o.owner, o.goods.amber])).toEqual([
      [0, 1],
      [3, 1],
    ]);
    expect(state.cities[6].goods.amber).toBe(3);
    expect(state.cities[4].goods.fur).toBe(3 + 6);
    expect(state.cities[3].offices).toEqual([{ owner: 1, goods: { ore: 0, fur: 1, amber: 0, salt: 0 } }]);
    expect(state.cities[3].goods.fur).toBe(3 + 3);
    expect(state.reserve.goods.fur).toBe(12 - 10);
    expect(invariantBreaks(state)).toEqual([]);
  });

  it('K-24 highest number first, as far as the reserve goes: with 8 fur left Riga takes 6, Reval the last 2 (one to its office)', () => {
    let state = productionTable();
    expect(state.reserve.goods.fur).toBe(8);
    state = bidExample(state);
    expect(state.cities[4].goods.fur).toBe(3 + 6);
    expect(state.cities[3].offices[0].goods.fur).toBe(1);
    expect(state.cities[3].goods.fur).toBe(3 + 1);
    expect(state.reserve.goods.fur).toBe(0);
  });

  it('K-24 two offices but only one good left in the reserve: the good goes to the city, the offices get nothing', () => {
    let state = setGoods(productionTable(), 2, { ore: 2, amber: 6 });
    expect(state.reserve.goods.amber).toBe(1);
    state = bidExample(state);
    expect(state.cities[6].offices.map((o) => o.goods.amber)).toEqual([0, 0]);
    expect(state.cities[6].goods.amber).toBe(4);
    expect(state.reserve.goods.amber).toBe(0);
  });

  it('K-24 an empty reserve produces nothing', () => {
    let state = setGoods(productionTable(), 2, { ore: 2, amber: 7 });
    expect(state.reserve.goods.amber).toBe(0);
    state = bidExample(state);
    expect(state.cities[6].offices.map((o) => o.goods.amber)).toEqual([0, 0]);
    expect(state.cities[6].goods.amber).toBe(3);
  });

  it('K-24 one office and two goods: one to the office, one to the city', () => {
    let state = startedGame(2, 31, [5, 8]);
    state = setHand(setHand(state, 0, [5]), 1, [1]);
    state = ok(state, { type: 'bid', player: state.order[0], markers: state.order[0] === 0 ? [5] : [1] });
    state = ok(state, { type: 'bid', player: state.order[1], markers: state.order[1] === 0 ? [5] : [1] });
    expect(state.cities[5].offices[0].goods.amber).toBe(1);
    expect(state.cities[5].goods.amber).toBe(4);
    expect(state.cities[1].goods.ore).toBe(5);
  });

  it('K-24 offices added mid-game take part in production', () => {
    let state = addOffice(startedGame(2, 50, [0, 8]), 2, 1);
    state = setHand(setHand(state, 0, [2]), 1, [7]);
    state = ok(state, { type: 'bid', player: 0, markers: [2] });
    state = ok(state, { type: 'bid', player: 1, markers: [7] });
    expect(state.cities[2].offices[0].goods.ore).toBe(1);
    expect(state.cities[2].goods.ore).toBe(4);
  });
});

describe('player phase (K-27)', () => {
  it('K-27 after the guild master, each player in order moves then acts; the last turn starts the next round', () => {
    let state = startedGame(3, 40, [0, 4, 8]);
    state = setHand(setHand(setHand(state, 0, [1]), 1, [2]), 2, [3]);
    state = ok(state, { type: 'bid', player: 0, markers: [1] });
    state = ok(state, { type: 'bid', player: 1, markers: [2] });
    state = ok(state, { type: 'bid', player: 2, markers: [3] });
    expect(state.order).toEqual([2, 1, 0]);
    state = ok(state, { type: 'moveGuildMaster', player: 2, steps: 1 });
    for (const p of [2, 1, 0]) {
      expect(state.phase.kind).toBe('turn');
      if (state.phase.kind !== 'turn') return;
      expect(state.phase.turn.player).toBe(p);
      expect(state.phase.turn.startCity).toBe(state.players[p].cog);
      state = ok(state, { type: 'endTurn', player: p });
    }
    expect(state.round).toBe(2);
    // All three bid their only marker, so round 2's auction passes them all at once.
    expect(state.bids).toEqual([2, 1, 0].map((player) => ({ player, markers: null })));
    expect(state.phase.kind).toBe('guildMaster');
  });

  it('K-27 movement comes before actions: after an action the cog can no longer sail', () => {
    let state = atTurn(startedGame(2, 41, [0, 4]), 0);
    state = ok(state, { type: 'buyMarkers', player: 0, pair: 0, good: 'ore' });
    const data = apply(state, { type: 'sail', player: 0, route: 0, payment: [{ good: 'ore' }] });
    expect(data.ok).toBe(false);
    if (!data.ok) expect(data.error.code).toBe('MOVEMENT_OVER');
  });
});

describe('determinism', () => {
  it('the same seed and the same actions give a deep-equal state; a replay reproduces a whole random game', () => {
    const a = playRandomGame({ players: 4, seed: 77, check: false });
    const b = playRandomGame({ players: 4, seed: 77, check: false });
    expect(a.final).toEqual(b.final);
    let state = started({
      seed: 77,
      players: a.final.players.map((p) => ({ id: p.id, name: p.name })),
    });
    for (const action of a.actions) {
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
    }
    expect(state).toEqual(a.final);
    expect(state.phase.kind).toBe('ended');
  });

  it('a state survives a JSON round trip and then plays on identically', () => {
    const state = startedGame(3, 9, [0, 4, 8]);
    const copy = JSON.parse(JSON.stringify(state)) as GameState;
    const bid = { type: 'bid' as const, player: state.order[0], markers: [8] };
    expect(ok(copy, bid)).toEqual(ok(state, bid));
    expect(publicView(copy)).toEqual(publicView(state));
  });

  it('different seeds give different games', () => {
    const s1 = fresh(4, 1);
    const s2 = started({ seed: 2, players: seats(4) });
    expect(s1.rng).not.toEqual(s2.rng);
    expect(s1.cities.map((c) => c.squares)).not.toEqual(s2.cities.map((c) => c.squares));
  });
});

it('K-20 with an empty reserve the +1 route marker chit draws nothing', () => {
  let state = startedGame(2, 23, [0, 4]);
  state.players[0].chits = ['extraMarker'];
  state.chitSupply.extraMarker = 1;
  // Everything in the cup (and the unsold market) goes to player 1's hand.
  for (const v of state.market.flatMap((p) => p ?? [])) state.players[1].markers[v] += 1;
  state.market = [];
  state.reserve.markers.forEach((c, v) => (state.players[1].markers[v] += c));
  state.reserve.markers = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const hand = totalMarkers(state.players[0].markers);
  state = nextRound(state);
  expect(totalMarkers(state.players[0].markers)).toBe(hand);
  expect(state.market).toEqual([]);
  expect(invariantBreaks(state)).toEqual([]);
});
