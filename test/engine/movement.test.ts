import { describe, expect, it } from 'vitest';
import { apply, legalActions, moveCost, publicView, type GameState } from '../../src/engine';
import { RED, addOffice, atTurn, ok, refused, setGoods, setSquares, startedGame, turnOf } from './helpers';

const BLUE_ = 1; // the second seat in these two-player games

/** Red's cog in `city`, its turn, a two-player table (blue's office and cog in Visby). */
function redAt(city: number, seed = 70): GameState {
  return atTurn(startedGame(2, seed, [city, 0]), RED);
}

describe('rulebook movement example (K-30 … K-34)', () => {
  it('K-31 Stralsund → Reval free, picks up 2 office goods, Riga blocked by own raid, hidden route paid 1 reveals 6 → Stralsund, 1 more to Lübeck', () => {
    let state = startedGame(2, 71, [6, 0]);
    state = setSquares(state, 6, [3, 7]);
    state = setSquares(state, 3, [4, 6], [true, false], [[], [BLUE_]]);
    state = addOffice(state, 3, RED, { fur: 2 });
    state.cities[4].raids = [RED];
    state.players[RED].raidsInHand = 0;
    state = setGoods(state, RED, { ore: 2, fur: 1 });
    state = atTurn(state, RED);

    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    expect(state.players[RED].cog).toBe(3);
    expect(state.players[RED].goods).toEqual({ ore: 2, fur: 3, amber: 0, salt: 0 });
    expect(state.cities[3].offices[0].goods.fur).toBe(0);

    refused(
      state,
      { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] },
      'ROUTE_BLOCKED_BY_RAID',
    );
    const routes = legalActions(state, RED).find((l) => l.type === 'sail');
    expect(routes).toMatchObject({ routes: [{ route: 1, leadsTo: null, cost: 1 }] });

    const hidden = apply(state, { type: 'sail', player: RED, route: 1, payment: [{ good: 'ore' }] });
    if (!hidden.ok) throw new Error(hidden.error.code);
    state = hidden.state;
    expect(hidden.events.map((e) => e.event)).toContainEqual(
      expect.objectContaining({
        type: 'sailed',
        from: 3,
        route: 1,
        leadsTo: 6,
        revealed: true,
        blocked: false,
        paid: 1,
      }),
    );
    expect(state.players[RED].cog).toBe(6);
    expect(state.cities[3].squares[1]).toEqual({ value: 6, faceUp: true, knownBy: [] });

    state = ok(state, { type: 'sail', player: RED, route: 1, payment: [{ good: 'ore' }] });
    expect(state.players[RED].cog).toBe(7);
    expect(state.players[RED].goods).toEqual({ ore: 0, fur: 3, amber: 0, salt: 0 });
    expect(turnOf(state).moves).toBe(3);
    expect(state.reserve.goods.ore).toBe(startedGame(2, 71, [6, 0]).reserve.goods.ore + 2);
  });
});

describe('routes (K-30)', () => {
  it('K-30 a cog sails along either of its city’s two routes', () => {
    const state = setSquares(redAt(2), 2, [5, 8]);
    expect(ok(state, { type: 'sail', player: RED, route: 0, payment: [] }).players[RED].cog).toBe(5);
    expect(ok(state, { type: 'sail', player: RED, route: 1, payment: [] }).players[RED].cog).toBe(8);
  });

  it('K-30 a route to the same city cannot be used', () => {
    const state = setSquares(redAt(2), 2, [2, 8]);
    refused(state, { type: 'sail', player: RED, route: 0, payment: [] }, 'ROUTE_UNUSABLE');
    const sail = legalActions(state, RED).find((l) => l.type === 'sail');
    expect(sail).toMatchObject({ routes: [{ route: 1, leadsTo: 8, cost: 0 }] });
  });

  it('K-30 a route to a city with the player’s own raid marker cannot be used; another player’s raid marker does not block', () => {
    const state = setSquares(redAt(2), 2, [5, 8]);
    state.cities[5].raids = [RED];
    state.cities[8].raids = [BLUE_];
    refused(state, { type: 'sail', player: RED, route: 0, payment: [] }, 'ROUTE_BLOCKED_BY_RAID');
    expect(ok(state, { type: 'sail', player: RED, route: 1, payment: [] }).players[RED].cog).toBe(8);
  });

  it('K-30 only the two squares (and the secret passage) exist as routes', () => {
    refused(redAt(2), { type: 'sail', player: RED, route: 2, payment: [] }, 'MALFORMED_ACTION');
  });
});

describe('costs (K-31, K-33)', () => {
  it('K-31 the first move is free, each further move costs exactly one good or one marker, paid to the reserve', () => {
    let state = setSquares(setSquares(setSquares(redAt(2), 2, [5, 8]), 5, [6, 7]), 6, [1, 3]);
    refused(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] }, 'WRONG_PAYMENT');
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    refused(state, { type: 'sail', player: RED, route: 0, payment: [] }, 'WRONG_PAYMENT');
    refused(
      state,
      { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }, { good: 'ore' }] },
      'WRONG_PAYMENT',
    );
    refused(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'salt' }] }, 'CANNOT_AFFORD');
    refused(state, { type: 'sail', player: RED, route: 0, payment: [{ marker: 2 }] }, 'CANNOT_AFFORD');
    const reserve = state.reserve.markers[4];
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [{ marker: 4 }] });
    expect(state.players[RED].cog).toBe(6);
    expect(state.players[RED].markers[4]).toBe(0);
    expect(state.reserve.markers[4]).toBe(reserve + 1);
    state = ok(state, { type: 'sail', player: RED, route: 1, payment: [{ good: 'fur' }] });
    expect(state.players[RED].cog).toBe(3);
    expect(state.players[RED].goods.fur).toBe(0);
  });

  it('K-33 no limit on moves while the player can pay; then the sail option disappears', () => {
    let state = setSquares(setSquares(redAt(3), 3, [4, 4]), 4, [3, 3]);
    state = setGoods(state, RED, { ore: 3 });
    state.reserve.markers = state.reserve.markers.map((c, v) => c + state.players[RED].markers[v]);
    state.players[RED].markers = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 4; i++)
      state = ok(state, { type: 'sail', player: RED, route: 0, payment: i === 0 ? [] : [{ good: 'ore' }] });
    expect(turnOf(state).moves).toBe(4);
    expect(state.players[RED].cog).toBe(3);
    expect(legalActions(state, RED).map((l) => l.type)).not.toContain('sail');
    refused(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] }, 'CANNOT_AFFORD');
  });

  it('K-33 a cog need not move at all; then it cannot trade with the city', () => {
    const state = redAt(4);
    expect(legalActions(state, RED).map((l) => l.type)).not.toContain('cityTrade');
    refused(
      state,
      {
        type: 'cityTrade',
        player: RED,
        give: { ore: 1, fur: 0, amber: 0, salt: 0 },
        receive: { ore: 0, fur: 2, amber: 0, salt: 0 },
      },
      'COG_DID_NOT_MOVE',
    );
    expect(ok(state, { type: 'endTurn', player: RED }).players[RED].cog).toBe(4);
  });

  it('K-31 moveCost: 0 for the first move, 1 after; secret passage one more', () => {
    const state = redAt(2);
    state.players[RED].chits = ['secretPassage'];
    const turn = turnOf(state);
    expect(moveCost(state, turn, 0)).toBe(0);
    expect(moveCost(state, turn, 'secret')).toBe(1);
    turn.moves = 1;
    expect(moveCost(state, turn, 1)).toBe(1);
    expect(moveCost(state, turn, 'secret')).toBe(2);
  });
});

describe('face-down routes (K-32)', () => {
  it('K-32 the player commits and pays first; the marker turns face up for good and the cog sails', () => {
    let state = setSquares(redAt(2), 2, [5, 8], [true, false], [[], [BLUE_]]);
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    state = setSquares(state, 5, [1, 7], [false, true], [[BLUE_], []]);
    expect(publicView(state).cities[5].squares[0]).toEqual({ value: null, faceUp: false });
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] });
    expect(state.players[RED].cog).toBe(1);
    expect(state.cities[5].squares[0]).toEqual({ value: 1, faceUp: true, knownBy: [] });
    expect(publicView(state).cities[5].squares[0]).toEqual({ value: 1, faceUp: true });
  });

  it('K-32 a face-down route that turns out blocked by the player’s own raid: the cog stays, the move and its cost are spent', () => {
    let state = setSquares(redAt(2), 2, [5, 8], [false, true], [[BLUE_], []]);
    state.cities[5].raids = [RED];
    state.players[RED].raidsInHand = 0;
    // First move: free, blocked, spent.
    const first = apply(state, { type: 'sail', player: RED, route: 0, payment: [] });
    if (!first.ok) throw new Error(first.error.code);
    state = first.state;
    expect(first.events.map((e) => e.event)).toContainEqual(
      expect.objectContaining({ type: 'sailed', leadsTo: 5, revealed: true, blocked: true }),
    );
    expect(state.players[RED].cog).toBe(2);
    expect(state.cities[2].squares[0].faceUp).toBe(true);
    expect(turnOf(state).moves).toBe(1);
    // Now it is a known, face-up blocked route; the other one costs 1.
    refused(
      state,
      { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] },
      'ROUTE_BLOCKED_BY_RAID',
    );
    refused(state, { type: 'sail', player: RED, route: 1, payment: [] }, 'WRONG_PAYMENT');
    state = ok(state, { type: 'sail', player: RED, route: 1, payment: [{ good: 'ore' }] });
    expect(state.players[RED].cog).toBe(8);
  });

  it('K-32 a paid face-down move that is blocked keeps its payment', () => {
    let state = setSquares(setSquares(redAt(2), 2, [5, 8]), 5, [6, 7], [false, true], [[BLUE_], []]);
    state.cities[6].raids = [RED];
    state.players[RED].raidsInHand = 0;
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    const ore = state.players[RED].goods.ore;
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] });
    expect(state.players[RED].cog).toBe(5);
    expect(state.players[RED].goods.ore).toBe(ore - 1);
    expect(turnOf(state).moves).toBe(2);
  });
});

describe('offices on the way (K-34)', () => {
  it('K-34 goods of the player’s own offices are taken in every city entered, even passing through; others’ offices are left', () => {
    let state = setSquares(setSquares(redAt(2), 2, [5, 8]), 5, [6, 7]);
    state = addOffice(addOffice(state, 5, RED, { amber: 2, ore: 1 }), 5, BLUE_, { amber: 1 });
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    expect(state.players[RED].goods).toEqual({ ore: 3, fur: 1, amber: 2, salt: 0 });
    expect(state.cities[5].offices.map((o) => o.goods)).toEqual([
      { ore: 0, fur: 0, amber: 0, salt: 0 },
      { ore: 0, fur: 0, amber: 1, salt: 0 },
    ]);
    state = ok(state, { type: 'sail', player: RED, route: 1, payment: [{ good: 'amber' }] });
    expect(state.players[RED].cog).toBe(7);
    expect(state.cities[5].offices[0].goods).toEqual({ ore: 0, fur: 0, amber: 0, salt: 0 });
  });

  it('K-34 goods in the office of the start city are taken when the turn begins', () => {
    let state = startedGame(2, 72, [3, 0]);
    state = addOffice(state, 3, RED, { salt: 1 });
    state.cities[3].offices[0].goods.fur = 2; // the start office
    state.reserve.goods.fur -= 2;
    const before = state.players[RED].goods;
    state = atTurn(state, BLUE_);
    state.order = [BLUE_, RED];
    if (state.phase.kind === 'turn') state.phase.index = 0;
    state = ok(state, { type: 'endTurn', player: BLUE_ });
    expect(turnOf(state).player).toBe(RED);
    expect(state.players[RED].goods).toEqual({ ...before, fur: before.fur + 2, salt: 1 });
    expect(state.cities[3].offices.every((o) => o.goods.fur + o.goods.salt === 0)).toBe(true);
  });

  it('K-34 with automatic pick-up off, goods stay until collectOffice, which works only during movement and only with goods', () => {
    let state = setSquares(redAt(2), 2, [5, 8]);
    state = addOffice(state, 5, RED, { amber: 2 });
    state = ok(state, { type: 'setAutoCollect', player: RED, on: false });
    expect(state.players[RED].autoCollect).toBe(false);
    refused(state, { type: 'collectOffice', player: RED }, 'NO_OFFICE_GOODS');
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    expect(state.players[RED].goods.amber).toBe(0);
    expect(legalActions(state, RED).map((l) => l.type)).toContain('collectOffice');
    const collected = ok(state, { type: 'collectOffice', player: RED });
    expect(collected.players[RED].goods.amber).toBe(2);
    expect(collected.cities[5].offices[0].goods.amber).toBe(0);
    refused(collected, { type: 'collectOffice', player: RED }, 'NO_OFFICE_GOODS');
    const acted = ok(state, { type: 'buyMarkers', player: RED, pair: 0, good: 'ore' });
    refused(acted, { type: 'collectOffice', player: RED }, 'MOVEMENT_OVER');
  });

  it('K-34 goods never go from the cog to an office: no action does it, and sailing on leaves an emptied office empty', () => {
    let state = setSquares(setSquares(redAt(2), 2, [5, 8]), 5, [6, 7]);
    state = addOffice(state, 5, RED, {});
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] });
    expect(state.cities[5].offices[0].goods).toEqual({ ore: 0, fur: 0, amber: 0, salt: 0 });
    const kinds = legalActions(state, RED).map((l) => l.type);
    expect(kinds.some((k) => /office/i.test(k) && k !== 'buildOffice' && k !== 'collectOffice')).toBe(false);
  });
});

describe('bonus chits for movement (K-31)', () => {
  it('K-31 move two spaces: the second move is free too, the third costs one', () => {
    let state = setSquares(setSquares(setSquares(redAt(2), 2, [5, 8]), 5, [6, 7]), 6, [1, 3]);
    state.players[RED].chits = ['moveTwo'];
    state.chitSupply.moveTwo = 1;
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    refused(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] }, 'WRONG_PAYMENT');
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    expect(state.players[RED].cog).toBe(6);
    refused(state, { type: 'sail', player: RED, route: 0, payment: [] }, 'WRONG_PAYMENT');
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [{ good: 'ore' }] });
    expect(state.players[RED].cog).toBe(1);
  });

  it('K-31 secret passage: a third route to the GM’s city that costs one more (1 as first move, 2 as second)', () => {
    const state = setSquares(redAt(2), 2, [5, 8]);
    state.guildMaster.city = 6;
    refused(
      state,
      { type: 'sail', player: RED, route: 'secret', payment: [{ good: 'ore' }] },
      'NO_SECRET_PASSAGE',
    );
    state.players[RED].chits = ['secretPassage'];
    state.chitSupply.secretPassage = 1;
    expect(legalActions(state, RED).find((l) => l.type === 'sail')).toMatchObject({
      routes: [
        { route: 0, leadsTo: 5, cost: 0 },
        { route: 1, leadsTo: 8, cost: 0 },
        { route: 'secret', leadsTo: 6, cost: 1 },
      ],
    });
    refused(state, { type: 'sail', player: RED, route: 'secret', payment: [] }, 'WRONG_PAYMENT');
    const first = ok(state, { type: 'sail', player: RED, route: 'secret', payment: [{ good: 'ore' }] });
    expect(first.players[RED].cog).toBe(6);
    const second = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    refused(
      second,
      { type: 'sail', player: RED, route: 'secret', payment: [{ good: 'ore' }] },
      'WRONG_PAYMENT',
    );
    const there = ok(second, {
      type: 'sail',
      player: RED,
      route: 'secret',
      payment: [{ good: 'ore' }, { marker: 1 }],
    });
    expect(there.players[RED].cog).toBe(6);
    expect(there.players[RED].goods.ore).toBe(1);
  });

  it('K-31 secret passage is not usable from the GM’s own city nor into a city with the player’s raid marker', () => {
    const state = redAt(2);
    state.players[RED].chits = ['secretPassage'];
    state.guildMaster.city = 2;
    refused(
      state,
      { type: 'sail', player: RED, route: 'secret', payment: [{ good: 'ore' }] },
      'ROUTE_UNUSABLE',
    );
    state.guildMaster.city = 4;
    state.cities[4].raids = [RED];
    refused(
      state,
      { type: 'sail', player: RED, route: 'secret', payment: [{ good: 'ore' }] },
      'ROUTE_BLOCKED_BY_RAID',
    );
  });

  it('K-31 both chits: a secret passage as the second move costs 1 (free second move + 1)', () => {
    let state = setSquares(redAt(2), 2, [5, 8]);
    state.players[RED].chits = ['moveTwo', 'secretPassage'];
    state.guildMaster.city = 0;
    state = ok(state, { type: 'sail', player: RED, route: 0, payment: [] });
    state = ok(state, { type: 'sail', player: RED, route: 'secret', payment: [{ good: 'fur' }] });
    expect(state.players[RED].cog).toBe(0);
  });
});
