// Bad input: every refusal is a typed error with a stable code, and the state is untouched.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, apply, type GameState } from '../../src/engine';
import { GREEN, RED, atTurn, fresh, goods, ok, refused, setGoods, setHand, startedGame } from './helpers';

function midTurn(): GameState {
  return atTurn(startedGame(3, 140, [2, 4, 6]), RED);
}

function ended(): GameState {
  const state = midTurn();
  state.phase = { kind: 'ended', reason: 'guildMaster', winners: [RED], scores: [] };
  return state;
}

describe('malformed actions', () => {
  it.each([
    ['not an object', 42],
    ['null', null],
    ['no type', { player: 0 }],
    ['unknown type', { type: 'teleport', player: 0 }],
    ['player not a number', { type: 'endTurn', player: 'red' }],
    ['negative player', { type: 'endTurn', player: -1 }],
    ['fractional player', { type: 'endTurn', player: 0.5 }],
    ['marker 9', { type: 'bid', player: 0, markers: [9] }],
    ['marker as string', { type: 'bid', player: 0, markers: ['4'] }],
    [
      'payment with a good and a marker at once',
      { type: 'sail', player: 0, route: 0, payment: [{ good: 'ore', marker: 1 }] },
    ],
    ['unknown good', { type: 'buyMarkers', player: 0, pair: 0, good: 'gold' }],
    [
      'negative goods',
      { type: 'cityTrade', player: 0, give: goods({ ore: -1 }), receive: goods({ fur: 2 }) },
    ],
    [
      'unknown chit',
      { type: 'gmTrade', player: 0, trade: { kind: 'bonusChit', good: 'ore', chit: 'teleport' } },
    ],
    ['square 2', { type: 'changeRoute', player: 0, square: 2, marker: 3 }],
  ])('%s → MALFORMED_ACTION, state untouched', (_, input) => {
    const data = refused(midTurn(), input, 'MALFORMED_ACTION');
    expect(Array.isArray(data.issues)).toBe(true);
  });

  it('every error code is one of the stable ERROR_CODES', () => {
    const result = apply(midTurn(), { type: 'endTurn', player: GREEN });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(ERROR_CODES).toContain(result.error.code);
  });
});

describe('who and when', () => {
  it('an unknown seat → UNKNOWN_PLAYER', () => {
    refused(midTurn(), { type: 'endTurn', player: 3 }, 'UNKNOWN_PLAYER');
  });

  it('out of turn → NOT_YOUR_TURN (turn actions and bids)', () => {
    const state = midTurn();
    refused(state, { type: 'sail', player: GREEN, route: 0, payment: [] }, 'NOT_YOUR_TURN');
    refused(state, { type: 'buyMarkers', player: GREEN, pair: 0, good: 'ore' }, 'NOT_YOUR_TURN');
    refused(state, { type: 'endTurn', player: GREEN }, 'NOT_YOUR_TURN');
    const bidding = startedGame(3, 140, [2, 4, 6]);
    refused(bidding, { type: 'bid', player: bidding.order[1], markers: [0] }, 'NOT_YOUR_TURN');
  });

  it('out of phase → WRONG_PHASE', () => {
    const bidding = startedGame(3, 140, [2, 4, 6]);
    refused(bidding, { type: 'sail', player: bidding.order[0], route: 0, payment: [] }, 'WRONG_PHASE');
    refused(bidding, { type: 'chooseStart', player: 0, marker: 3 }, 'WRONG_PHASE');
    refused(bidding, { type: 'moveGuildMaster', player: bidding.order[0], steps: 1 }, 'WRONG_PHASE');
    const turn = midTurn();
    refused(turn, { type: 'bid', player: RED, markers: [0] }, 'WRONG_PHASE');
    refused(turn, { type: 'splitGoods', player: GREEN, pile: goods({}) }, 'WRONG_PHASE');
    refused(turn, { type: 'moveRaider', player: GREEN, square: 0 }, 'WRONG_PHASE');
    refused(fresh(2, 1), { type: 'endTurn', player: 0 }, 'WRONG_PHASE');
  });

  it('after the game ended every action → GAME_OVER', () => {
    const state = ended();
    for (const action of [
      { type: 'endTurn', player: RED },
      { type: 'bid', player: RED, markers: [0] },
      { type: 'moveGuildMaster', player: RED, steps: 1 },
      {
        type: 'offerTrade',
        player: RED,
        to: GREEN,
        give: { goods: goods({ ore: 1 }), markers: [] },
        receive: { goods: goods({}), markers: [] },
      },
      { type: 'setAutoCollect', player: RED, on: false },
      { type: 'acceptTrade', player: RED, offer: 1 },
    ]) {
      refused(state, action, 'GAME_OVER');
    }
  });
});

describe('costs and holdings', () => {
  it('costs the player cannot pay → CANNOT_AFFORD', () => {
    let state = setHand(setGoods(midTurn(), RED, {}), RED, []);
    refused(state, { type: 'buyMarkers', player: RED, pair: 0, good: 'ore' }, 'CANNOT_AFFORD');
    refused(state, { type: 'buildOffice', player: RED }, 'CANNOT_AFFORD');
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    refused(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] }, 'CANNOT_AFFORD');
    refused(state, { type: 'sail', player: RED, route: 0, payment: [{ marker: 0 }] }, 'CANNOT_AFFORD');
  });

  it('markers not held → MARKER_NOT_HELD', () => {
    const state = setHand(midTurn(), RED, [3]);
    refused(state, { type: 'changeRoute', player: RED, square: 0, marker: 5 }, 'MARKER_NOT_HELD');
    state.guildMaster.city = 2;
    refused(
      state,
      { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 5 } },
      'MARKER_NOT_HELD',
    );
    const bidding = startedGame(3, 140, [2, 4, 6]);
    refused(
      bidding,
      { type: 'bid', player: bidding.order[0], markers: [bidding.players[bidding.order[0]].cog as number] },
      'MARKER_NOT_HELD',
    );
  });

  it('a stale or unknown offer → OFFER_UNKNOWN', () => {
    refused(midTurn(), { type: 'acceptTrade', player: GREEN, offer: 7 }, 'OFFER_UNKNOWN');
    refused(midTurn(), { type: 'withdrawTrade', player: GREEN, offer: 7 }, 'OFFER_UNKNOWN');
  });

  it('an accepted action does not change its input state either', () => {
    const state = midTurn();
    const before = structuredClone(state);
    const result = apply(state, { type: 'buyMarkers', player: RED, pair: 0, good: 'ore' });
    expect(result.ok).toBe(true);
    expect(state).toEqual(before);
    if (result.ok) expect(result.state.version).toBe(state.version + 1);
  });
});
