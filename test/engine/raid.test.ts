import { describe, expect, it } from 'vitest';
import {
  blockingDecisions,
  guildMasterPath,
  legalActions,
  pileSizes,
  possibleSplits,
  publicView,
  type GameState,
} from '../../src/engine';
import { invariantBreaks } from '../../src/ai';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  addOffice,
  atTurn,
  goods,
  ok,
  refused,
  setCityGoods,
  setGoods,
  setSquares,
  startedGame,
  turnOf,
} from './helpers';

/** Four players; red and blue both in Danzig (5), squares to 6 and 8; red's turn. */
function raidTable(): GameState {
  let state = startedGame(4, 100, [5, 1, 5, 7]);
  state = setSquares(state, 5, [6, 8]);
  state = setGoods(state, BLUE, { ore: 2, fur: 2, salt: 1 });
  state = setGoods(state, RED, { amber: 1 });
  return atTurn(state, RED);
}

const raidCog = (victim: number) => ({
  type: 'raid' as const,
  player: RED,
  target: { kind: 'cog' as const, victim },
});

describe('raid a cog (K-45a)', () => {
  it('K-45 the victim splits into piles differing by at most one, the raider takes one, the victim picks the raider’s destination, the turn ends', () => {
    let state = ok(raidTable(), raidCog(BLUE));
    expect(state.cities[5].raids).toEqual([RED]);
    expect(state.players[RED].raidsInHand).toBe(0);
    expect(blockingDecisions(state)).toEqual([{ player: BLUE, decision: 'raidSplit' }]);
    refused(state, { type: 'splitGoods', player: RED, pile: goods({ ore: 2, fur: 1 }) }, 'NOT_YOUR_DECISION');
    refused(state, { type: 'splitGoods', player: BLUE, pile: goods({ ore: 2, fur: 2 }) }, 'UNEVEN_SPLIT');
    refused(state, { type: 'splitGoods', player: BLUE, pile: goods({ salt: 2 }) }, 'CANNOT_AFFORD');
    refused(state, { type: 'endTurn', player: RED }, 'DECISION_PENDING');
    state = ok(state, { type: 'splitGoods', player: BLUE, pile: goods({ ore: 2, fur: 1 }) });
    expect(blockingDecisions(state)).toEqual([{ player: RED, decision: 'raidPickPile' }]);
    expect(publicView(state).phase).toMatchObject({
      raid: { pileSizes: [3, 2], victim: BLUE, stage: 'pick' },
    });
    refused(state, { type: 'takePile', player: BLUE, pile: 0 }, 'NOT_YOUR_DECISION');
    state = ok(state, { type: 'takePile', player: RED, pile: 1 });
    expect(state.players[RED].goods).toEqual(goods({ amber: 1, fur: 1, salt: 1 }));
    expect(state.players[BLUE].goods).toEqual(goods({ ore: 2, fur: 1 }));
    expect(blockingDecisions(state)).toEqual([{ player: BLUE, decision: 'raidDestination' }]);
    expect(legalActions(state, BLUE)[0]).toEqual({
      type: 'moveRaider',
      squares: [
        { square: 0, leadsTo: 6 },
        { square: 1, leadsTo: 8 },
      ],
    });
    refused(state, { type: 'moveRaider', player: RED, square: 0 }, 'NOT_YOUR_DECISION');
    state = ok(state, { type: 'moveRaider', player: BLUE, square: 1 });
    expect(state.players[RED].cog).toBe(8);
    expect(turnOf(state).player).toBe(state.order[state.order.indexOf(RED) + 1]);
    expect(state.cities[5].raids).toEqual([RED]);
    expect(invariantBreaks(state)).toEqual([]);
  });

  it('K-45 only a cog in the same city, never one’s own, and only with a raid marker in hand', () => {
    const state = raidTable();
    refused(state, raidCog(GREEN), 'NOT_IN_SAME_CITY');
    refused(state, raidCog(RED), 'UNKNOWN_PLAYER');
    const none = structuredClone(state);
    none.players[RED].raidsInHand = 0;
    refused(none, raidCog(BLUE), 'NO_RAID_MARKER');
    expect(legalActions(none, RED).map((l) => l.type)).not.toContain('raid');
    expect(legalActions(state, RED).find((l) => l.type === 'raid')).toEqual({
      type: 'raid',
      targets: [{ kind: 'cog', victim: BLUE }, { kind: 'city' }],
    });
  });

  it('K-45 every offered split has pile sizes differing by at most one', () => {
    expect(pileSizes(5)).toEqual([3, 2]);
    expect(pileSizes(4)).toEqual([2, 2]);
    const hold = goods({ ore: 3, fur: 2, amber: 1, salt: 1 });
    const splits = possibleSplits(hold);
    expect(splits.length).toBeGreaterThan(5);
    for (const pile of splits) {
      const size = pile.ore + pile.fur + pile.amber + pile.salt;
      expect(size).toBe(4);
      for (const g of ['ore', 'fur', 'amber', 'salt'] as const) expect(pile[g]).toBeLessThanOrEqual(hold[g]);
    }
    // With an even total a pile and its rest are one split, listed once.
    const even = possibleSplits(goods({ ore: 1, fur: 1 }));
    expect(even).toHaveLength(1);
  });

  it('K-45 a victim with only one way to split is not asked; two equal piles leave the raider nothing to choose', () => {
    let state = setGoods(raidTable(), BLUE, { ore: 4 });
    state = ok(state, raidCog(BLUE));
    expect(state.players[RED].goods).toEqual(goods({ amber: 1, ore: 2 }));
    expect(state.players[BLUE].goods).toEqual(goods({ ore: 2 }));
    expect(blockingDecisions(state)).toEqual([{ player: BLUE, decision: 'raidDestination' }]);
  });

  it('K-45 an odd single-kind hold is split automatically and the raider picks the bigger or smaller pile', () => {
    let state = setGoods(raidTable(), BLUE, { fur: 3 });
    state = ok(state, raidCog(BLUE));
    expect(blockingDecisions(state)).toEqual([{ player: RED, decision: 'raidPickPile' }]);
    state = ok(state, { type: 'takePile', player: RED, pile: 0 });
    expect(state.players[RED].goods.fur).toBe(2);
    expect(state.players[BLUE].goods.fur).toBe(1);
  });

  it('K-45 a victim without goods: the raid yields nothing and the victim still moves the raider', () => {
    let state = setGoods(raidTable(), BLUE, {});
    state = ok(state, raidCog(BLUE));
    expect(state.players[RED].goods).toEqual(goods({ amber: 1 }));
    expect(blockingDecisions(state)).toEqual([{ player: BLUE, decision: 'raidDestination' }]);
  });
});

describe('raid a city (K-45b, K-81)', () => {
  it('K-45 the raider takes all goods of the city, offices included; the next player in seat order (K-81) picks the destination', () => {
    let state = raidTable();
    state = setCityGoods(state, 5, { amber: 4, ore: 1 });
    state.cities[5].offices[0].goods.amber = 1; // red's own start office
    state.cities[5].offices[1].goods.amber = 2; // blue's
    state.reserve.goods.amber -= 3;
    // The turn order differs from the seat order: the seat after red (0) is green (1).
    state.order = [RED, YELLOW, BLUE, GREEN];
    if (state.phase.kind === 'turn') state.phase.index = 0;
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'city' } });
    expect(state.players[RED].goods).toEqual(goods({ amber: 1 + 4 + 3, ore: 1 }));
    expect(state.cities[5].goods).toEqual(goods({}));
    expect(state.cities[5].offices.map((o) => o.goods)).toEqual([goods({}), goods({})]);
    expect(blockingDecisions(state)).toEqual([{ player: GREEN, decision: 'raidDestination' }]);
    refused(state, { type: 'moveRaider', player: YELLOW, square: 0 }, 'NOT_YOUR_DECISION');
    state = ok(state, { type: 'moveRaider', player: GREEN, square: 0 });
    expect(state.players[RED].cog).toBe(6);
    expect(turnOf(state).player).toBe(YELLOW);
    expect(invariantBreaks(state)).toEqual([]);
  });

  it('K-81 the seat after the last seat is the first seat', () => {
    let state = startedGame(4, 101, [1, 3, 5, 7]);
    state = atTurn(state, YELLOW);
    state = ok(state, { type: 'raid', player: YELLOW, target: { kind: 'city' } });
    expect(blockingDecisions(state)).toEqual([{ player: RED, decision: 'raidDestination' }]);
  });

  it('K-45 two face-up routes to the same city leave nothing to choose: the raider is moved at once', () => {
    let state = setSquares(raidTable(), 5, [3, 3]);
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'city' } });
    expect(state.players[RED].cog).toBe(3);
    expect(turnOf(state).player).not.toBe(RED);
  });

  it('K-45 a face-down route chosen for the forced move is turned face up', () => {
    let state = setSquares(raidTable(), 5, [6, 2], [true, false], [[], [GREEN]]);
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'city' } });
    expect(legalActions(state, GREEN)[0]).toEqual({
      type: 'moveRaider',
      squares: [
        { square: 0, leadsTo: 6 },
        { square: 1, leadsTo: 2 },
      ],
    });
    state = ok(state, { type: 'moveRaider', player: GREEN, square: 1 });
    expect(state.players[RED].cog).toBe(2);
    expect(state.cities[5].squares[1]).toEqual({ value: 2, faceUp: true, knownBy: [] });
  });
});

describe('after a raid (K-45, K-35, K-25)', () => {
  it('K-35 a forced move into a city with the raider’s own raid marker does not happen: the cog stays', () => {
    let state = raidTable();
    state.cities[6].raids = [RED];
    state.players[RED].raidSetAside = 0;
    state.players[RED].raidsInHand = 1;
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'city' } });
    state = ok(state, { type: 'moveRaider', player: GREEN, square: 0 });
    expect(state.players[RED].cog).toBe(5);
    expect(state.log.some((e) => e.type === 'raiderMoved' && e.blocked === true)).toBe(true);
    expect(turnOf(state).player).not.toBe(RED);
  });

  it('K-45 the raid ends the raider’s turn at once: no further action is possible', () => {
    let state = raidTable();
    state = ok(state, { type: 'buyMarkers', player: RED, pair: 0, good: 'amber' });
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'city' } });
    refused(state, { type: 'changeRoute', player: RED, square: 0, marker: 4 }, 'DECISION_PENDING');
    state = ok(state, { type: 'moveRaider', player: GREEN, square: 0 });
    refused(state, { type: 'changeRoute', player: RED, square: 0, marker: 4 }, 'NOT_YOUR_TURN');
  });

  it('K-45 the raid marker stays: the raider may never enter that city again', () => {
    let state = ok(raidTable(), { type: 'raid', player: RED, target: { kind: 'city' } });
    state = ok(state, { type: 'moveRaider', player: GREEN, square: 0 });
    state = setSquares(state, 6, [5, 7]);
    state = atTurn(state, RED);
    refused(state, { type: 'sail', player: RED, route: 0, payment: [] }, 'ROUTE_BLOCKED_BY_RAID');
    expect(ok(state, { type: 'sail', player: RED, route: 1, payment: [] }).players[RED].cog).toBe(7);
    // Other players still may.
    state = atTurn(setSquares(state, 6, [5, 7]), BLUE);
    state.players[BLUE].cog = 6;
    expect(ok(state, { type: 'sail', player: BLUE, route: 0, payment: [] }).players[BLUE].cog).toBe(5);
  });

  it('K-25 the guild master skips the raided city from then on', () => {
    const state = ok(raidTable(), { type: 'raid', player: RED, target: { kind: 'city' } });
    state.guildMaster.city = 4;
    expect(guildMasterPath(state, 1)).toEqual({ to: 6, passed: 2 });
  });

  it('K-45 a second raid marker (from the guild master) allows a second raid in a later turn', () => {
    let state = raidTable();
    state.players[RED].raidsInHand = 2;
    state.players[RED].raidSetAside = 0;
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'city' } });
    state = ok(state, { type: 'moveRaider', player: GREEN, square: 0 });
    expect(state.players[RED].raidsInHand).toBe(1);
    state = addOffice(atTurn(state, RED), 6, BLUE, { amber: 1 });
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'city' } });
    expect(state.cities[6].raids).toEqual([RED]);
    expect(state.players[RED].raidsInHand).toBe(0);
  });
});
