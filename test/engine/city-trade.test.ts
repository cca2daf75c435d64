import { describe, expect, it } from 'vitest';
import { GOODS, isLegalCityTrade, legalActions, type GameState, type Goods } from '../../src/engine';
import {
  GREEN,
  RED,
  addOffice,
  arrived,
  atTurn,
  goods,
  ok,
  refused,
  setCityGoods,
  setGoods,
  setSquares,
  startedGame,
} from './helpers';

/** The rulebook's Reval example: 6 ore and 2 salt in Reval; green arrives with 4 salt, 2 fur, 1 amber. */
function revalExample(): GameState {
  let state = startedGame(2, 90, [0, 1]);
  state = setCityGoods(state, 7, {}); // Lübeck's salt, so the box has enough for the example
  state = setCityGoods(state, 3, { ore: 6, salt: 2 });
  state = setGoods(state, GREEN, { salt: 4, fur: 2, amber: 1 });
  return arrived(state, GREEN, 3, 1);
}

const trade = (give: Partial<Goods>, receive: Partial<Goods>) => ({
  type: 'cityTrade' as const,
  player: GREEN,
  give: goods(give),
  receive: goods(receive),
});

describe('rulebook Reval trade example (K-44)', () => {
  it('K-44 every listed trade is legal: 2 fur + 1 salt → 6 ore; 2 fur → 3 ore + 1 salt; 1 amber → 1 ore + 1 salt; 1 amber + 1 salt → 4 ore', () => {
    const state = revalExample();
    ok(state, trade({ fur: 2, salt: 1 }, { ore: 6 }));
    ok(state, trade({ fur: 2 }, { ore: 3, salt: 1 }));
    ok(state, trade({ amber: 1 }, { ore: 1, salt: 1 }));
    ok(state, trade({ amber: 1, salt: 1 }, { ore: 4 }));
  });

  it('K-44 1 salt → 2 salt is illegal', () => {
    refused(revalExample(), trade({ salt: 1 }, { salt: 2 }), 'ILLEGAL_TRADE');
    expect(isLegalCityTrade(goods({ salt: 1 }), goods({ salt: 2 }), 2)).toBe(false);
  });

  it('K-44 after 2 salt → 4 ore: 2 salt, 4 ore, 2 fur, 1 amber aboard; 2 ore and 4 salt in Reval', () => {
    const state = ok(revalExample(), trade({ salt: 2 }, { ore: 4 }));
    expect(state.players[GREEN].goods).toEqual(goods({ salt: 2, ore: 4, fur: 2, amber: 1 }));
    expect(state.cities[3].goods).toEqual(goods({ ore: 2, salt: 4 }));
  });
});

describe('city trade (K-44)', () => {
  it('K-44 a cog that did not move cannot trade', () => {
    const state = atTurn(setCityGoods(startedGame(2, 91, [4, 0]), 4, { fur: 3, ore: 2 }), RED);
    refused(
      state,
      { type: 'cityTrade', player: RED, give: goods({ fur: 1 }), receive: goods({ ore: 2 }) },
      'COG_DID_NOT_MOVE',
    );
  });

  it('K-44 a cog that sailed back to its start city cannot trade', () => {
    let state = setSquares(setSquares(startedGame(2, 92, [4, 0]), 4, [5, 6]), 5, [4, 1]);
    state = atTurn(state, RED);
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] });
    expect(state.players[RED].cog).toBe(4);
    refused(
      state,
      { type: 'cityTrade', player: RED, give: goods({ ore: 1 }), receive: goods({ fur: 2 }) },
      'COG_DID_NOT_MOVE',
    );
    expect(legalActions(state, RED).map((l) => l.type)).not.toContain('cityTrade');
  });

  it('K-44 given goods go onto the city’s pile (not the reserve); only the city’s pile trades, never its offices', () => {
    let state = addOffice(revalExample(), 3, RED, { amber: 2 });
    const reserve = { ...state.reserve.goods };
    refused(state, trade({ fur: 1 }, { amber: 1 }), 'GOODS_NOT_IN_CITY');
    state = ok(state, trade({ fur: 1 }, { ore: 2 }));
    expect(state.cities[3].goods).toEqual(goods({ ore: 4, salt: 2, fur: 1 }));
    expect(state.reserve.goods).toEqual(reserve);
  });

  it('K-44 one batch per turn: received goods cannot be traded again', () => {
    const state = ok(revalExample(), trade({ fur: 1 }, { ore: 2 }));
    refused(state, trade({ ore: 1 }, { salt: 2 }), 'ACTION_USED');
  });

  it('K-44 1:1 is allowed; fewer received than given is not; more than 2 per good is not', () => {
    const state = revalExample();
    ok(state, trade({ fur: 1 }, { ore: 1 }));
    refused(state, trade({ fur: 2 }, { ore: 1 }), 'ILLEGAL_TRADE');
    refused(state, trade({ fur: 1 }, { ore: 3 }), 'ILLEGAL_TRADE');
    refused(state, trade({}, { ore: 1 }), 'ILLEGAL_TRADE');
  });

  it('K-44 goods not held cannot be given', () => {
    refused(revalExample(), trade({ ore: 1 }, { salt: 2 }), 'CANNOT_AFFORD');
  });

  it('K-44 batch legality needs an assignment: ore+fur → 2 fur is illegal (fur can only come for ore), ore+fur → fur+ore is legal', () => {
    expect(isLegalCityTrade(goods({ ore: 1, fur: 1 }), goods({ fur: 2 }), 2)).toBe(false);
    expect(isLegalCityTrade(goods({ ore: 1, fur: 1 }), goods({ fur: 1, ore: 1 }), 2)).toBe(true);
    expect(isLegalCityTrade(goods({ ore: 1, fur: 1 }), goods({ fur: 2, ore: 2 }), 2)).toBe(true);
    expect(isLegalCityTrade(goods({ ore: 1, fur: 1 }), goods({ fur: 3, ore: 1 }), 2)).toBe(false);
    expect(isLegalCityTrade(goods({ ore: 2, salt: 1 }), goods({ salt: 4, ore: 1 }), 2)).toBe(true);
    expect(isLegalCityTrade(goods({ ore: 2, salt: 1 }), goods({ salt: 5, ore: 1 }), 2)).toBe(false);
  });

  it('K-44 the checker agrees with a brute-force search over every assignment (ratios 2 and 3)', () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const cases: [Goods, Goods][] = [];
    for (let i = 0; i < 1500; i++) {
      const give = goods({ ore: rand(3), fur: rand(3), amber: rand(2), salt: rand(3) });
      const receive = goods({ ore: rand(5), fur: rand(4), amber: rand(4), salt: rand(5) });
      cases.push([give, receive]);
    }
    const outcomes = { legal: 0, illegal: 0 };
    for (const [give, receive] of cases) {
      for (const ratio of [2, 3]) {
        const expected = bruteForce(give, receive, ratio);
        outcomes[expected ? 'legal' : 'illegal'] += 1;
        expect(isLegalCityTrade(give, receive, ratio), JSON.stringify({ give, receive, ratio })).toBe(
          expected,
        );
      }
    }
    expect(outcomes.legal).toBeGreaterThan(200);
    expect(outcomes.illegal).toBeGreaterThan(200);
  });
});

describe('3:1 trading chit (K-44, K-5)', () => {
  it('K-44 with the 3:1 chit one good may bring 3 and two goods 6; all other limits stay', () => {
    const state = revalExample();
    refused(state, trade({ fur: 1 }, { ore: 3 }), 'ILLEGAL_TRADE');
    state.players[GREEN].chits = ['threeToOne'];
    state.chitSupply.threeToOne = 1;
    expect(legalActions(state, GREEN).find((l) => l.type === 'cityTrade')).toMatchObject({ ratio: 3 });
    const one = ok(state, trade({ fur: 1 }, { ore: 3 }));
    expect(one.players[GREEN].goods.ore).toBe(3);
    ok(state, trade({ fur: 2 }, { ore: 6 }));
    ok(state, trade({ fur: 1, salt: 1 }, { ore: 6 }));
    refused(state, trade({ fur: 1 }, { ore: 4 }), 'ILLEGAL_TRADE');
    refused(state, trade({ salt: 1 }, { salt: 2, ore: 1 }), 'ILLEGAL_TRADE');
  });
});

/** Tries every split of each received kind among the given kinds that may bring it. */
function bruteForce(give: Goods, receive: Goods, ratio: number): boolean {
  const given = GOODS.reduce((n, g) => n + give[g], 0);
  if (given === 0) return false;
  const carried: Record<string, number> = { ore: 0, fur: 0, amber: 0, salt: 0 };
  const walk = (ri: number): boolean => {
    if (ri === GOODS.length)
      return GOODS.every((g) => carried[g] >= give[g] && carried[g] <= ratio * give[g]);
    const r = GOODS[ri];
    const givers = GOODS.filter((g) => g !== r && give[g] > 0);
    const spread = (gi: number, left: number): boolean => {
      if (gi === givers.length) return left === 0 && walk(ri + 1);
      const g = givers[gi];
      for (let n = 0; n <= left; n++) {
        if (carried[g] + n > ratio * give[g]) break;
        carried[g] += n;
        const found = spread(gi + 1, left - n);
        carried[g] -= n;
        if (found) return true;
      }
      return false;
    };
    return spread(0, receive[r]);
  };
  return walk(0);
}
