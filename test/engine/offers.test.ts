import { describe, expect, it } from 'vitest';
import { legalActions, playerView, publicView, type GameState } from '../../src/engine';
import { invariantBreaks } from '../../src/ai';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  atTurn,
  goods,
  ok,
  refused,
  setGoods,
  setHand,
  setSquares,
  startedGame,
} from './helpers';

const none = { goods: goods({}), markers: [] as number[] };

/** Red and blue in Danzig (5), green in Stockholm (1), yellow in Lübeck (7); red's turn. */
function table(): GameState {
  let state = startedGame(4, 110, [5, 1, 5, 7]);
  state = setSquares(state, 5, [6, 8]);
  state = setGoods(state, RED, { ore: 2, fur: 1 });
  state = setGoods(state, BLUE, { salt: 2, amber: 1 });
  state = setHand(setHand(state, RED, [3, 4]), BLUE, [6]);
  return atTurn(state, RED);
}

describe('trading between players (K-46)', () => {
  it('K-46 an accepted offer swaps goods and markers between the two cogs', () => {
    let state = table();
    state = ok(state, {
      type: 'offerTrade',
      player: RED,
      to: BLUE,
      give: { goods: goods({ ore: 2 }), markers: [3] },
      receive: { goods: goods({ salt: 1 }), markers: [6] },
    });
    expect(state.offers).toHaveLength(1);
    state = ok(state, { type: 'acceptTrade', player: BLUE, offer: 1 });
    expect(state.players[RED].goods).toEqual(goods({ fur: 1, salt: 1 }));
    expect(state.players[RED].markers).toEqual([0, 0, 0, 0, 1, 0, 1, 0, 0]);
    expect(state.players[BLUE].goods).toEqual(goods({ ore: 2, salt: 1, amber: 1 }));
    expect(state.players[BLUE].markers).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(state.offers).toEqual([]);
    expect(invariantBreaks(state)).toEqual([]);
  });

  it('K-46 only between cogs in the same city', () => {
    const state = table();
    refused(
      state,
      {
        type: 'offerTrade',
        player: RED,
        to: GREEN,
        give: { goods: goods({ ore: 1 }), markers: [] },
        receive: none,
      },
      'NOT_IN_SAME_CITY',
    );
    expect(legalActions(state, RED).find((l) => l.type === 'offerTrade')).toMatchObject({ partners: [BLUE] });
    expect(legalActions(state, GREEN).map((l) => l.type)).not.toContain('offerTrade');
  });

  it('K-46 gifts are allowed; an empty offer, an offer to oneself or of things not held is refused', () => {
    const state = table();
    const gift = ok(state, {
      type: 'offerTrade',
      player: RED,
      to: BLUE,
      give: { goods: goods({ fur: 1 }), markers: [] },
      receive: none,
    });
    expect(ok(gift, { type: 'acceptTrade', player: BLUE, offer: 1 }).players[BLUE].goods.fur).toBe(1);
    refused(state, { type: 'offerTrade', player: RED, to: BLUE, give: none, receive: none }, 'EMPTY_OFFER');
    refused(
      state,
      {
        type: 'offerTrade',
        player: RED,
        to: RED,
        give: { goods: goods({ fur: 1 }), markers: [] },
        receive: none,
      },
      'UNKNOWN_PLAYER',
    );
    refused(
      state,
      {
        type: 'offerTrade',
        player: RED,
        to: BLUE,
        give: { goods: goods({ salt: 1 }), markers: [] },
        receive: none,
      },
      'CANNOT_AFFORD',
    );
    refused(
      state,
      { type: 'offerTrade', player: RED, to: BLUE, give: { goods: goods({}), markers: [8] }, receive: none },
      'CANNOT_AFFORD',
    );
  });

  it('K-46 accepting needs the asked goods; only the addressee accepts or declines; only the offerer withdraws', () => {
    const state = ok(table(), {
      type: 'offerTrade',
      player: RED,
      to: BLUE,
      give: { goods: goods({ ore: 1 }), markers: [] },
      receive: { goods: goods({ fur: 1 }), markers: [] },
    });
    refused(state, { type: 'acceptTrade', player: BLUE, offer: 1 }, 'CANNOT_AFFORD');
    refused(state, { type: 'acceptTrade', player: RED, offer: 1 }, 'NOT_YOUR_DECISION');
    refused(state, { type: 'declineTrade', player: RED, offer: 1 }, 'NOT_YOUR_DECISION');
    refused(state, { type: 'withdrawTrade', player: BLUE, offer: 1 }, 'NOT_YOUR_DECISION');
    const declined = ok(state, { type: 'declineTrade', player: BLUE, offer: 1 });
    expect(declined.offers).toEqual([]);
    refused(declined, { type: 'acceptTrade', player: BLUE, offer: 1 }, 'OFFER_UNKNOWN');
    const withdrawn = ok(state, { type: 'withdrawTrade', player: RED, offer: 1 });
    expect(withdrawn.offers).toEqual([]);
    expect(withdrawn.players).toEqual(state.players);
  });

  it('K-46 an offer is cancelled when the cogs part', () => {
    let state = ok(table(), {
      type: 'offerTrade',
      player: BLUE,
      to: RED,
      give: { goods: goods({ salt: 1 }), markers: [] },
      receive: none,
    });
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    expect(state.offers).toEqual([]);
    expect(state.log.some((e) => e.type === 'tradeCancelled' && e.offer === 1)).toBe(true);
    refused(state, { type: 'acceptTrade', player: RED, offer: 1 }, 'OFFER_UNKNOWN');
  });

  it('K-46 an offer is cancelled when the offerer can no longer pay', () => {
    let state = ok(table(), {
      type: 'offerTrade',
      player: RED,
      to: BLUE,
      give: { goods: goods({ fur: 1 }), markers: [] },
      receive: none,
    });
    state = ok(state, { type: 'buyMarkers', player: RED, pair: 0, good: 'fur' });
    expect(state.offers).toEqual([]);
  });

  it('K-46 at any time, also outside one’s turn and during the auction', () => {
    let state = table();
    state.players[GREEN].cog = 7;
    state = ok(state, {
      type: 'offerTrade',
      player: GREEN,
      to: YELLOW,
      give: { goods: goods({ ore: 1 }), markers: [] },
      receive: none,
    });
    state = ok(state, { type: 'acceptTrade', player: YELLOW, offer: 1 });
    expect(state.players[YELLOW].goods.ore).toBe(3);
    const bidding = startedGame(4, 110, [5, 1, 5, 7]);
    expect(bidding.phase.kind).toBe('bidding');
    ok(bidding, {
      type: 'offerTrade',
      player: BLUE,
      to: RED,
      give: { goods: goods({ ore: 1 }), markers: [] },
      receive: none,
    });
  });

  it('K-46 offices, office goods, bonus chits and raid markers are not tradable: an offer carries only goods and markers', () => {
    let state = table();
    state.players[RED].chits = ['moveTwo'];
    state.chitSupply.moveTwo = 1;
    // Extra fields are dropped by the schema: only the ore changes hands.
    const offer = {
      type: 'offerTrade',
      player: RED,
      to: BLUE,
      give: { goods: goods({ ore: 1 }), markers: [], chits: ['moveTwo'], raids: 1, offices: [5] },
      receive: none,
    };
    state = ok(state, offer as never);
    expect(state.offers[0].give).toEqual({ goods: goods({ ore: 1 }), markers: [] });
    state = ok(state, { type: 'acceptTrade', player: BLUE, offer: 1 });
    expect(state.players[RED].chits).toEqual(['moveTwo']);
    expect(state.players[BLUE].chits).toEqual([]);
    expect(state.players[RED].raidsInHand).toBe(1);
    expect(state.players[BLUE].raidsInHand).toBe(1);
    expect(state.cities[5].offices.map((o) => o.owner)).toEqual([RED, BLUE]);
    refused(
      table(),
      { ...offer, give: { goods: goods({}), markers: [], chits: ['moveTwo'] } },
      'EMPTY_OFFER',
    );
  });

  it('K-46 the terms are private to the two players; others see only that an offer exists', () => {
    const state = ok(table(), {
      type: 'offerTrade',
      player: RED,
      to: BLUE,
      give: { goods: goods({ ore: 1 }), markers: [4] },
      receive: none,
    });
    expect(publicView(state).offers).toEqual([{ id: 1, from: RED, to: BLUE }]);
    expect(playerView(state, BLUE).myOffers[0].give).toEqual({ goods: goods({ ore: 1 }), markers: [4] });
    expect(playerView(state, GREEN).myOffers).toEqual([]);
    expect(publicView(state).awaiting).toContainEqual({ player: BLUE, decision: 'tradeOffer', offer: 1 });
  });

  it('K-46 K-45 a raid victim’s goods cannot change hands from the raid until the raider has taken a pile', () => {
    let state = table();
    state.players[YELLOW].cog = 5;
    state = ok(state, {
      type: 'offerTrade',
      player: BLUE,
      to: YELLOW,
      give: { goods: goods({ amber: 1 }), markers: [] },
      receive: none,
    });
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'cog', victim: BLUE } });
    // The open offer is cancelled, and no new one can be made by or to the victim.
    expect(state.offers).toEqual([]);
    refused(
      state,
      {
        type: 'offerTrade',
        player: BLUE,
        to: YELLOW,
        give: { goods: goods({ salt: 2 }), markers: [] },
        receive: none,
      },
      'DECISION_PENDING',
    );
    refused(
      state,
      {
        type: 'offerTrade',
        player: YELLOW,
        to: BLUE,
        give: { goods: goods({ ore: 1 }), markers: [] },
        receive: none,
      },
      'DECISION_PENDING',
    );
    expect(legalActions(state, BLUE).map((l) => l.type)).not.toContain('offerTrade');
    state = ok(state, { type: 'splitGoods', player: BLUE, pile: goods({ salt: 2 }) });
    refused(
      state,
      {
        type: 'offerTrade',
        player: BLUE,
        to: YELLOW,
        give: { goods: goods({ salt: 2 }), markers: [] },
        receive: none,
      },
      'DECISION_PENDING',
    );
    state = ok(state, { type: 'takePile', player: RED, pile: 0 });
    expect(state.players[BLUE].goods).toEqual(goods({ amber: 1 }));
    expect(invariantBreaks(state)).toEqual([]);
    // Once the pile is taken the victim trades freely again.
    ok(state, {
      type: 'offerTrade',
      player: BLUE,
      to: YELLOW,
      give: { goods: goods({ amber: 1 }), markers: [] },
      receive: none,
    });
  });
});
