import { describe, expect, it } from 'vitest';
import { legalActions, officeCost, playerView, publicView, type GameState } from '../../src/engine';
import {
  RED,
  YELLOW,
  addOffice,
  atTurn,
  goods,
  ok,
  refused,
  setGoods,
  setHand,
  setSquares,
  startedGame,
  turnOf,
} from './helpers';

const OTHER = 1;

/** Red's turn with its cog in `city` (two players; the other starts in Visby). */
function redIn(city: number, seed = 80): GameState {
  return atTurn(startedGame(2, seed, [city === 0 ? 1 : city, 0]), RED);
}

function withCog(state: GameState, city: number): GameState {
  const s = structuredClone(state);
  s.players[RED].cog = city;
  if (s.phase.kind === 'turn') s.phase.turn.startCity = city;
  return s;
}

describe('build an office (K-40)', () => {
  it('K-40 first office in a city: one each of the three other goods and one marker of the city’s number, all to the reserve', () => {
    let state = withCog(redIn(2), 4);
    state = setHand(setGoods(state, RED, { ore: 1, amber: 1, salt: 1, fur: 2 }), RED, [4, 1]);
    expect(officeCost(state, 4)).toEqual({ goods: goods({ ore: 1, amber: 1, salt: 1 }), markers: 1 });
    const reserve = structuredClone(state.reserve);
    state = ok(state, { type: 'buildOffice', player: RED });
    expect(state.cities[4].offices).toEqual([{ owner: RED, goods: goods({}) }]);
    expect(state.players[RED].goods).toEqual(goods({ fur: 2 }));
    expect(state.players[RED].markers[4]).toBe(0);
    expect(state.reserve.goods).toEqual({
      ...reserve.goods,
      ore: reserve.goods.ore + 1,
      amber: reserve.goods.amber + 1,
      salt: reserve.goods.salt + 1,
    });
    expect(state.reserve.markers[4]).toBe(reserve.markers[4] + 1);
  });

  it('K-40 with one office already there (whoever owns it) the cost is two markers of the number', () => {
    let state = addOffice(withCog(redIn(2), 4), 4, OTHER);
    state = setHand(setGoods(state, RED, { ore: 1, amber: 1, salt: 1 }), RED, [4]);
    expect(officeCost(state, 4).markers).toBe(2);
    refused(state, { type: 'buildOffice', player: RED }, 'CANNOT_AFFORD');
    state = setHand(state, RED, [4, 4]);
    state = ok(state, { type: 'buildOffice', player: RED });
    expect(state.cities[4].offices.map((o) => o.owner)).toEqual([OTHER, RED]);
    expect(state.players[RED].markers[4]).toBe(0);
  });

  it('K-40 a player may own both offices of a city', () => {
    let state = addOffice(withCog(redIn(2), 4), 4, RED);
    state = setHand(setGoods(state, RED, { ore: 1, amber: 1, salt: 1 }), RED, [4, 4]);
    state = ok(state, { type: 'buildOffice', player: RED });
    expect(state.cities[4].offices.map((o) => o.owner)).toEqual([RED, RED]);
  });

  it('K-40 never a third office in a city', () => {
    let state = addOffice(addOffice(withCog(redIn(2), 4), 4, OTHER), 4, OTHER);
    state = setHand(setGoods(state, RED, { ore: 5, amber: 5, salt: 5 }), RED, [4, 4, 4]);
    refused(state, { type: 'buildOffice', player: RED }, 'OFFICES_FULL');
    expect(legalActions(state, RED).map((l) => l.type)).not.toContain('buildOffice');
  });

  it('K-40 missing one of the three goods, or paying with the city’s own good, is not enough', () => {
    let state = setHand(withCog(redIn(2), 4), RED, [4]);
    state = setGoods(state, RED, { ore: 1, amber: 1, fur: 3 });
    refused(state, { type: 'buildOffice', player: RED }, 'CANNOT_AFFORD');
    state = setHand(setGoods(state, RED, { ore: 1, amber: 1, salt: 1 }), RED, [3]);
    refused(state, { type: 'buildOffice', player: RED }, 'CANNOT_AFFORD');
  });

  it('K-40 a player’s fifth office is allowed and wins at once (K-50)', () => {
    let state = withCog(redIn(2), 6);
    for (const city of [0, 1, 3]) state = addOffice(state, city, RED);
    expect(state.cities.flatMap((c) => c.offices).filter((o) => o.owner === RED)).toHaveLength(4);
    state = setHand(setGoods(state, RED, { ore: 1, fur: 1, salt: 1 }), RED, [6]);
    state = ok(state, { type: 'buildOffice', player: RED });
    expect(state.phase.kind).toBe('ended');
    if (state.phase.kind === 'ended') {
      expect(state.phase.reason).toBe('developmentPoints');
      expect(state.phase.winners).toEqual([RED]);
    }
  });

  it('K-40 once per turn', () => {
    let state = withCog(redIn(2), 4);
    state = setHand(setGoods(state, RED, { ore: 2, amber: 2, salt: 2 }), RED, [4, 4, 4]);
    state = ok(state, { type: 'buildOffice', player: RED });
    refused(state, { type: 'buildOffice', player: RED }, 'ACTION_USED');
    expect(legalActions(state, RED).map((l) => l.type)).not.toContain('buildOffice');
  });
});

describe('trade with the guild master (K-41)', () => {
  function atGm(seed = 81): GameState {
    const state = redIn(2, seed);
    state.guildMaster.city = 2;
    return state;
  }

  it('K-41 only in the guild master’s city', () => {
    const state = atGm();
    state.guildMaster.city = 5;
    refused(
      state,
      { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 7 } },
      'NOT_AT_GUILD_MASTER',
    );
    expect(legalActions(state, RED).map((l) => l.type)).not.toContain('gmTrade');
  });

  it('K-41a three identical markers for the second raid marker, once per game', () => {
    let state = setHand(atGm(), RED, [3, 3, 3, 3, 3, 3, 1]);
    refused(
      setHand(state, RED, [3, 3, 1]),
      { type: 'gmTrade', player: RED, trade: { kind: 'raidMarker', value: 3 } },
      'NOT_IDENTICAL',
    );
    const reserve3 = state.reserve.markers[3];
    state = ok(state, { type: 'gmTrade', player: RED, trade: { kind: 'raidMarker', value: 3 } });
    expect(state.players[RED].raidsInHand).toBe(2);
    expect(state.players[RED].raidSetAside).toBe(0);
    expect(state.players[RED].markers[3]).toBe(3);
    expect(state.reserve.markers[3]).toBe(reserve3 + 3);
    const later = atTurn(state, RED);
    refused(
      later,
      { type: 'gmTrade', player: RED, trade: { kind: 'raidMarker', value: 3 } },
      'NO_RAID_MARKER_LEFT',
    );
  });

  it('K-41b six identical goods for a bonus chit of the player’s choice among those left (1 DP)', () => {
    let state = setGoods(atGm(), RED, { fur: 6, ore: 3, salt: 3 });
    refused(
      setGoods(state, RED, { fur: 5, salt: 1 }),
      { type: 'gmTrade', player: RED, trade: { kind: 'bonusChit', good: 'fur', chit: 'moveTwo' } },
      'NOT_IDENTICAL',
    );
    refused(
      state,
      { type: 'gmTrade', player: RED, trade: { kind: 'bonusChit', good: 'salt', chit: 'moveTwo' } },
      'NOT_IDENTICAL',
    );
    const gone = structuredClone(state);
    gone.chitSupply.moveTwo = 0;
    refused(
      gone,
      { type: 'gmTrade', player: RED, trade: { kind: 'bonusChit', good: 'fur', chit: 'moveTwo' } },
      'CHIT_GONE',
    );
    const reserveFur = state.reserve.goods.fur;
    state = ok(state, {
      type: 'gmTrade',
      player: RED,
      trade: { kind: 'bonusChit', good: 'fur', chit: 'moveTwo' },
    });
    expect(state.players[RED].chits).toEqual(['moveTwo']);
    expect(state.chitSupply.moveTwo).toBe(1);
    expect(state.players[RED].goods).toEqual(goods({ ore: 3, salt: 3 }));
    expect(state.reserve.goods.fur).toBe(reserveFur + 6);
    expect(publicView(state).players[RED].dp).toBe(2);
  });

  it('K-41c one good for one marker of its colour, the value chosen from the reserve', () => {
    let state = setGoods(atGm(), RED, { amber: 1, ore: 1 });
    refused(
      state,
      { type: 'gmTrade', player: RED, trade: { kind: 'goodForMarker', good: 'amber', value: 7 } },
      'WRONG_COLOUR',
    );
    refused(
      state,
      { type: 'gmTrade', player: RED, trade: { kind: 'goodForMarker', good: 'salt', value: 7 } },
      'CANNOT_AFFORD',
    );
    const empty = structuredClone(state);
    empty.players[OTHER].markers[6] += empty.reserve.markers[6];
    empty.reserve.markers[6] = 0;
    refused(
      empty,
      { type: 'gmTrade', player: RED, trade: { kind: 'goodForMarker', good: 'amber', value: 6 } },
      'RESERVE_EMPTY',
    );
    const held = state.players[RED].markers[6];
    state = ok(state, {
      type: 'gmTrade',
      player: RED,
      trade: { kind: 'goodForMarker', good: 'amber', value: 6 },
    });
    expect(state.players[RED].markers[6]).toBe(held + 1);
    expect(state.players[RED].goods.amber).toBe(0);
  });

  it('K-41d one marker for one good of its colour from the reserve', () => {
    let state = setHand(atGm(), RED, [7, 1]);
    refused(
      state,
      { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 8 } },
      'MARKER_NOT_HELD',
    );
    const noSalt = setGoods(state, OTHER, { salt: state.reserve.goods.salt });
    expect(noSalt.reserve.goods.salt).toBe(0);
    refused(
      noSalt,
      { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 7 } },
      'RESERVE_EMPTY',
    );
    state = ok(state, { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 7 } });
    expect(state.players[RED].goods.salt).toBe(1);
    expect(state.players[RED].markers[7]).toBe(0);
  });

  it('K-41 exactly one guild-master trade per turn', () => {
    let state = setHand(atGm(), RED, [7, 8]);
    state = ok(state, { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 7 } });
    refused(
      state,
      { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 8 } },
      'ACTION_USED',
    );
  });

  it('K-41 legalActions lists each open trade', () => {
    const state = setHand(setGoods(atGm(), RED, { salt: 1 }), RED, [5, 5, 5]);
    state.chitSupply.moveTwo = 0;
    const gm = legalActions(state, RED).find((l) => l.type === 'gmTrade');
    expect(gm).toEqual({
      type: 'gmTrade',
      trades: [
        { kind: 'raidMarker', value: 5 },
        { kind: 'goodForMarker', good: 'salt', value: 7 },
        { kind: 'goodForMarker', good: 'salt', value: 8 },
        { kind: 'markerForGood', value: 5 },
      ],
    });
  });
});

describe('buy route markers (K-42)', () => {
  it('K-42 one good to the reserve for a whole pair from the market; the pair is gone for later players', () => {
    let state = redIn(2);
    const pair = state.market[2] as [number, number];
    const hand = [...state.players[RED].markers];
    const reserveOre = state.reserve.goods.ore;
    state = ok(state, { type: 'buyMarkers', player: RED, pair: 2, good: 'ore' });
    expect(state.market[2]).toBeNull();
    const expected = [...hand];
    for (const v of pair) expected[v] += 1;
    expect(state.players[RED].markers).toEqual(expected);
    expect(state.reserve.goods.ore).toBe(reserveOre + 1);
    const other = atTurn(state, OTHER);
    refused(other, { type: 'buyMarkers', player: OTHER, pair: 2, good: 'ore' }, 'PAIR_GONE');
    expect(legalActions(other, OTHER).find((l) => l.type === 'buyMarkers')).toMatchObject({
      pairs: [0, 1, 3],
    });
  });

  it('K-42 the good must be held; one purchase per turn; only pairs 0–3', () => {
    let state = redIn(2);
    refused(state, { type: 'buyMarkers', player: RED, pair: 0, good: 'salt' }, 'CANNOT_AFFORD');
    refused(state, { type: 'buyMarkers', player: RED, pair: 4, good: 'ore' }, 'MALFORMED_ACTION');
    state = ok(state, { type: 'buyMarkers', player: RED, pair: 0, good: 'ore' });
    refused(state, { type: 'buyMarkers', player: RED, pair: 1, good: 'ore' }, 'ACTION_USED');
  });
});

describe('change a route (K-43)', () => {
  it('K-43 rulebook example: yellow in Reval with 7 and 4 lays her 5 face down for the 7; the 7 goes to her hand; the route to 4 is unaffected', () => {
    let state = startedGame(4, 82, [1, 2, 5, 3]);
    state = setSquares(state, 3, [7, 4]);
    state = atTurn(state, YELLOW);
    const hand = [...state.players[YELLOW].markers];
    expect(hand[5]).toBe(1);
    state = ok(state, { type: 'changeRoute', player: YELLOW, square: 0, marker: 5 });
    expect(state.cities[3].squares).toEqual([
      { value: 5, faceUp: false, knownBy: [YELLOW] },
      { value: 4, faceUp: true, knownBy: [] },
    ]);
    expect(state.players[YELLOW].markers[5]).toBe(hand[5] - 1);
    expect(state.players[YELLOW].markers[7]).toBe(hand[7] + 1);
    expect(publicView(state).cities[3].squares).toEqual([
      { value: null, faceUp: false },
      { value: 4, faceUp: true },
    ]);
    expect(playerView(state, YELLOW).cities[3].squares[0]).toEqual({ value: 5, faceUp: false });
    expect(playerView(state, YELLOW).known).toEqual([{ city: 3, square: 0, value: 5 }]);
    expect(playerView(state, RED).cities[3].squares[0]).toEqual({ value: null, faceUp: false });
  });

  it('K-43 only a face-up marker may be swapped', () => {
    let state = setSquares(redIn(2), 2, [5, 8], [false, true], [[OTHER], []]);
    refused(state, { type: 'changeRoute', player: RED, square: 0, marker: 4 }, 'SQUARE_FACE_DOWN');
    expect(legalActions(state, RED).find((l) => l.type === 'changeRoute')).toMatchObject({ squares: [1] });
    state = ok(state, { type: 'changeRoute', player: RED, square: 1, marker: 4 });
    expect(state.cities[2].squares[1].faceUp).toBe(false);
  });

  it('K-43 the new marker must not carry the city’s number, but may equal the other route', () => {
    let state = setHand(setSquares(redIn(2), 2, [5, 8]), RED, [2, 5]);
    refused(state, { type: 'changeRoute', player: RED, square: 1, marker: 2 }, 'CITY_NUMBER_ON_ROUTE');
    state = ok(state, { type: 'changeRoute', player: RED, square: 1, marker: 5 });
    expect(state.cities[2].squares.map((s) => s.value)).toEqual([5, 5]);
  });

  it('K-43 the marker must be held; once per turn', () => {
    let state = setHand(setSquares(redIn(2), 2, [5, 8]), RED, [4, 6]);
    refused(state, { type: 'changeRoute', player: RED, square: 0, marker: 7 }, 'MARKER_NOT_HELD');
    state = ok(state, { type: 'changeRoute', player: RED, square: 0, marker: 4 });
    refused(state, { type: 'changeRoute', player: RED, square: 1, marker: 6 }, 'ACTION_USED');
  });

  it('K-43 the placer’s route is a surprise to others: when another cog uses it, it turns face up', () => {
    let state = setHand(setSquares(redIn(2), 2, [5, 8]), RED, [4]);
    state = ok(state, { type: 'changeRoute', player: RED, square: 0, marker: 4 });
    state.players[OTHER].cog = 2;
    state = atTurn(state, OTHER);
    const sail = legalActions(state, OTHER).find((l) => l.type === 'sail');
    expect(sail).toMatchObject({
      routes: [
        { route: 0, leadsTo: null },
        { route: 1, leadsTo: 8 },
      ],
    });
    state = ok(state, { type: 'sail', player: OTHER, route: 0, payment: [] });
    expect(state.players[OTHER].cog).toBe(4);
    expect(state.cities[2].squares[0]).toEqual({ value: 4, faceUp: true, knownBy: [] });
  });
});

describe('actions in any order, each once (K-40 … K-43)', () => {
  it('K-42 K-43 K-41 several different actions in one turn, in any order', () => {
    let state = setHand(setSquares(redIn(2), 2, [5, 8]), RED, [4, 7]);
    state.guildMaster.city = 2;
    state = ok(state, { type: 'changeRoute', player: RED, square: 0, marker: 4 });
    state = ok(state, { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 7 } });
    state = ok(state, { type: 'buyMarkers', player: RED, pair: 1, good: 'salt' });
    expect(turnOf(state).actionsUsed).toEqual(['changeRoute', 'gmTrade', 'buyMarkers']);
    expect(turnOf(state).acting).toBe(true);
  });
});
