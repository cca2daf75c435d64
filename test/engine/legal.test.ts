// legalActions: everything it lists (expanded by concreteActions) is accepted by apply.
import { describe, expect, it } from 'vitest';
import { apply, concreteActions, invariantBreaks, playRandomGame, type GameState } from '../../src/engine';
import { BLUE, GREEN, RED, YELLOW, arrived, atTurn, fresh, goods, ok, setCityGoods, setGoods, setHand, setSquares, startedGame } from './helpers';

function expectAllAccepted(state: GameState): number {
  let checked = 0;
  for (let p = 0; p < state.players.length; p++) {
    for (const action of concreteActions(state, p, 60)) {
      const result = apply(state, action);
      if (!result.ok) throw new Error(`listed but refused: ${JSON.stringify(action)} → ${result.error.code}`);
      expect(invariantBreaks(result.state)).toEqual([]);
      checked += 1;
    }
  }
  return checked;
}

describe('legalActions ⊆ accepted', () => {
  it('start choice, bidding and the guild master phase', () => {
    expect(expectAllAccepted(fresh(4, 150))).toBeGreaterThan(30);
    const bidding = startedGame(4, 150, [1, 3, 5, 7]);
    expect(expectAllAccepted(bidding)).toBeGreaterThan(50);
    const gm = structuredClone(bidding);
    gm.phase = { kind: 'guildMaster' };
    expect(expectAllAccepted(gm)).toBeGreaterThan(2);
  });

  it('a rich turn: face-down and blocked routes, secret passage, GM trades, city trade, raid, offers', () => {
    let state = startedGame(4, 151, [5, 1, 5, 7]);
    state = setSquares(state, 5, [6, 8], [true, false], [[], [GREEN]]);
    state = setSquares(state, 3, [6, 2]);
    // Red raided Copenhagen before (and got a second raid marker): the face-down route there is blocked.
    state.cities[8].raids = [RED];
    state.players[RED].raidSetAside = 0;
    state.players[YELLOW].cog = 5;
    state.players[RED].chits = ['secretPassage', 'threeToOne'];
    state.chitSupply.secretPassage = 1;
    state.chitSupply.threeToOne = 1;
    state.guildMaster.city = 5;
    state = setGoods(setGoods(state, RED, { ore: 6, fur: 1, salt: 1 }), BLUE, { amber: 2, fur: 1 });
    state = setHand(state, RED, [4, 4, 4, 5, 5, 7]);
    state = arrived(state, RED, 5, 3);
    state = ok(state, { type: 'offerTrade', player: BLUE, to: RED, give: { goods: goods({ amber: 1 }), markers: [] }, receive: { goods: goods({ ore: 1 }), markers: [] } });
    expect(expectAllAccepted(state)).toBeGreaterThan(100);
  });

  it('raid decisions: every split, both piles, both destinations', () => {
    let state = startedGame(3, 152, [5, 5, 7]);
    state = setGoods(state, GREEN, { ore: 2, fur: 2, salt: 1 });
    state = atTurn(state, RED);
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'cog', victim: GREEN } });
    expect(expectAllAccepted(state)).toBeGreaterThan(5);
    state = ok(state, { type: 'splitGoods', player: GREEN, pile: goods({ ore: 2, salt: 1 }) });
    expectAllAccepted(state);
    state = ok(state, { type: 'takePile', player: RED, pile: 0 });
    expectAllAccepted(state);
  });

  it('the rulebook Reval position: every listed city trade is accepted', () => {
    let state = startedGame(2, 153, [0, 1]);
    state = setCityGoods(setCityGoods(state, 7, {}), 3, { ore: 6, salt: 2 });
    state = setGoods(state, GREEN, { salt: 4, fur: 2, amber: 1 });
    state = arrived(state, GREEN, 3, 1);
    const trades = concreteActions(state, GREEN, 1000).filter((a) => a.type === 'cityTrade');
    expect(trades.length).toBeGreaterThan(50);
    for (const t of trades) expect(apply(state, t).ok).toBe(true);
  });

  it('states sampled from random games, 2 to 4 players', () => {
    let checked = 0;
    for (const players of [2, 3, 4]) {
      const states: GameState[] = [];
      playRandomGame({ players, seed: 160 + players, check: false, onState: (s) => states.push(s) });
      for (let i = 5; i < states.length; i += Math.ceil(states.length / 8)) checked += expectAllAccepted(states[i]);
    }
    expect(checked).toBeGreaterThan(200);
  });
});

it('K-22 K-23 bids listed are exactly the legal ones for a small hand', () => {
  let state = startedGame(2, 154, [1, 3]);
  state = setHand(setHand(state, RED, [2, 2]), GREEN, [2, 5]);
  state = ok(state, { type: 'bid', player: state.order[0], markers: [2] });
  const next = state.order[1];
  const bids = concreteActions(state, next).filter((a) => a.type === 'bid');
  const expected = next === RED ? [[2, 2]] : [[5], [5, 2]];
  expect(bids.map((b) => (b.type === 'bid' ? b.markers : []))).toEqual(expected);
});
