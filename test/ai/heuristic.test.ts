// The heuristic player's rules of thumb (issue 14): it founds an office when it can, sails
// to where it can found one, trades toward the next office, splits a raid evenly by VP, takes
// the richer pile, and answers trade offers by what they are worth to it.
import { describe, expect, it } from 'vitest';
import { Dice, legalActions, seedRng, type Action, type GameState } from '../../src/engine';
import { heuristicAction } from '../../src/ai';
import {
  arrived,
  atTurn,
  placeCog,
  setCityGoods,
  setGoods,
  setHand,
  setSquares,
  startedGame,
} from '../engine/helpers';

const RED = 0;

function choose(state: GameState, player = RED): Action | null {
  return heuristicAction(state, player, legalActions(state, player), new Dice(seedRng(1)));
}

/** Red's turn in a 2-player game, Red's cog in `city`, after bidding and the guild master. */
function redAt(city: number): GameState {
  let s = startedGame(2, 3, [1, 5]);
  s = placeCog(s, RED, city);
  return atTurn(s, RED);
}

describe('heuristic player', () => {
  it('founds an office where it can pay for one (K-40)', () => {
    // Riga (4) produces fur: an office there takes ore, amber, salt and a 4.
    let s = arrived(redAt(4), RED, 4, 2);
    s = setGoods(s, RED, { ore: 1, amber: 1, salt: 1, fur: 0 });
    s = setHand(s, RED, [4, 0]);
    expect(choose(s)).toEqual({ type: 'buildOffice', player: RED });
  });

  it('sails to the city where it can found an office, not the other way', () => {
    let s = redAt(2);
    s = setSquares(s, 2, [4, 6]);
    s = setGoods(s, RED, { ore: 1, amber: 1, salt: 1, fur: 0 });
    s = setHand(s, RED, [4, 0]);
    const action = choose(s);
    expect(action).toMatchObject({ type: 'sail', player: RED, route: 0, payment: [] });
  });

  it('trades with the city for the kind its next office lacks (K-44)', () => {
    // In Reval (3, fur) with two ore spare and a salt, lacking amber for an office in Riga (4).
    let s = arrived(redAt(3), RED, 3, 2);
    s = setGoods(s, RED, { ore: 3, salt: 1, fur: 0, amber: 0 });
    s = setHand(s, RED, [4]);
    s.reserve.goods.amber -= 2;
    s.cities[3].goods.amber += 2;
    const action = choose(s);
    expect(action?.type).toBe('cityTrade');
    if (action?.type !== 'cityTrade') return;
    expect(action.receive.amber).toBeGreaterThan(0);
    expect(action.give.salt).toBe(0);
  });

  it('splits its goods so the raider’s better pile is worth least (K-45a)', () => {
    const s = setGoods(redAt(2), RED, { salt: 2, ore: 2, fur: 0, amber: 0 });
    const legal = [
      {
        type: 'splitGoods' as const,
        splits: [
          { ore: 2, fur: 0, amber: 0, salt: 0 },
          { ore: 1, fur: 0, amber: 0, salt: 1 },
        ],
      },
    ];
    const action = heuristicAction(s, RED, legal, new Dice(seedRng(1)));
    expect(action).toEqual({ type: 'splitGoods', player: RED, pile: { ore: 1, fur: 0, amber: 0, salt: 1 } });
  });

  it('takes the pile worth more to it (K-45a)', () => {
    const s = redAt(2);
    const piles: [(typeof s.players)[0]['goods'], (typeof s.players)[0]['goods']] = [
      { ore: 2, fur: 0, amber: 0, salt: 0 },
      { ore: 0, fur: 0, amber: 0, salt: 1 },
    ];
    const action = heuristicAction(s, RED, [{ type: 'takePile', piles }], new Dice(seedRng(1)));
    expect(action).toEqual({ type: 'takePile', player: RED, pile: 1 });
  });

  it('accepts a gift and declines an offer that costs more than it brings (K-46)', () => {
    const s = structuredClone(redAt(2));
    s.players[1].cog = 2;
    s.players[1].goods.salt += 1;
    s.reserve.goods.salt -= 1;
    const none = { goods: { ore: 0, fur: 0, amber: 0, salt: 0 }, markers: [] as number[] };
    s.offers = [
      {
        id: 1,
        from: 1,
        to: RED,
        give: { goods: { ore: 0, fur: 0, amber: 0, salt: 1 }, markers: [] },
        receive: none,
      },
    ];
    s.nextOfferId = 2;
    expect(choose(s)).toMatchObject({ type: 'acceptTrade', offer: 1 });
    s.offers = [
      {
        id: 2,
        from: 1,
        to: RED,
        give: none,
        receive: { goods: { ore: 1, fur: 0, amber: 0, salt: 0 }, markers: [] },
      },
    ];
    expect(choose(s)).toMatchObject({ type: 'declineTrade', offer: 2 });
  });
  it('trades even the last good its next office needs when the city pays far more (K-44)', () => {
    // In Danzig (5, amber) with a single fur, an ore marker: the office in Lübeck (0) lacks
    // amber and salt, and sailing about with one fur brings nothing.
    let s = arrived(redAt(5), RED, 5, 2);
    s = setGoods(s, RED, { ore: 0, fur: 1, amber: 0, salt: 0 });
    s = setHand(s, RED, [0]);
    s = setCityGoods(s, 5, { amber: 3 });
    const action = choose(s);
    expect(action).toMatchObject({ type: 'cityTrade', give: { fur: 1 } });
    if (action?.type === 'cityTrade') expect(action.receive.amber).toBe(2);
  });

  it('buys a bonus chit with six ore, not with six amber unless it wins (K-41b, K-50, K-51)', () => {
    const gmTrade = (good: 'ore' | 'amber') => ({
      type: 'gmTrade' as const,
      trades: [{ kind: 'bonusChit' as const, good, chit: 'moveTwo' as const }],
    });
    const legal = (good: 'ore' | 'amber') => [gmTrade(good), { type: 'endTurn' as const }];
    const s = setGoods(redAt(2), RED, { ore: 6, amber: 6, fur: 0, salt: 0 });
    const dice = () => new Dice(seedRng(1));
    expect(heuristicAction(s, RED, legal('ore'), dice())).toMatchObject({ type: 'gmTrade' });
    expect(heuristicAction(s, RED, legal('amber'), dice())).toEqual({ type: 'endTurn', player: RED });
    // With four DP already, the chit is the fifth: it wins at once.
    const near = structuredClone(s);
    near.players[RED].chits = ['threeToOne', 'extraMarker', 'secretPassage', 'moveTwo'];
    expect(heuristicAction(near, RED, legal('amber'), dice())).toMatchObject({ type: 'gmTrade' });
  });
});
