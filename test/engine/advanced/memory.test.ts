// Memory (K-73, N-80 … N-84): face-down routes, the start look and swap, routes shown and
// turned down again, the paid look, and each player's own knowledge.
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyTimeout,
  legalActions,
  playerView,
  publicView,
  type GameState,
  type EngineError,
} from '../../../src/engine';
import { errorText } from '../../../src/i18n';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  fresh,
  goods,
  ok,
  refused,
  setGoods,
  setHand,
  setSquares,
  startedGame,
  turnOf,
} from '../helpers';
import { game, pastStartSwaps, turnWithCogs } from './helpers';

const memory = { memory: true };
const known = (s: GameState, p: number) => playerView(s, p).known;
/** What `p` knows of Riga (4), the city the turn tests play in. */
const knownInRiga = (s: GameState, p: number) => known(s, p).filter((k) => k.city === 4);

/** Red's turn in Riga (4), its squares face down: 6 (known to nobody) and 2. */
function rigaTurn(): GameState {
  let s = game(memory);
  s.order = [RED, GREEN, BLUE, YELLOW];
  s = turnWithCogs(s, RED, { [RED]: 4 });
  return setSquares(s, 4, [6, 2], [false, false]);
}

describe('Memory (K-73)', () => {
  it("K-73.1 all board markers lie face down, and K-12's constraints do not hold", () => {
    let ownCity = 0;
    let equalPair = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = fresh(4, seed, memory);
      for (const [id, city] of s.cities.entries()) {
        expect(city.squares.every((q) => !q.faceUp)).toBe(true);
        if (city.squares.some((q) => q.value === id)) ownCity += 1;
        if (city.squares[0].value === city.squares[1].value) equalPair += 1;
      }
    }
    expect(ownCity).toBeGreaterThan(0);
    expect(equalPair).toBeGreaterThan(0);
  });

  it('K-73.2 each player starts with 2 ore and 2 fur', () => {
    for (const p of fresh(4, 2, memory).players) expect(p.goods).toEqual(goods({ ore: 2, fur: 2 }));
  });

  it('K-73.3 once the start offices stand, each player sees both markers of their start city, and only those', () => {
    const s = startedGame(4, 1, [1, 3, 5, 7], memory);
    expect(s.phase.kind).toBe('startSwap');
    for (const [p, city] of [1, 3, 5, 7].entries()) {
      expect(known(s, p)).toEqual([
        { city, square: 0, value: s.cities[city].squares[0].value },
        { city, square: 1, value: s.cities[city].squares[1].value },
      ]);
    }
    expect(publicView(s).cities.flatMap((c) => c.squares.map((q) => q.value))).toEqual(Array(18).fill(null));
  });

  it('K-73.4 each in turn may swap one start marker for one of their own; the new one is theirs alone to know', () => {
    let s = startedGame(4, 1, [1, 3, 5, 7], memory);
    s = setSquares(s, 1, [4, 6], [false, false], [[RED], [RED]]);
    const first = s.order[0];
    expect(first).toBe(RED);
    refused(s, { type: 'startSwap', player: GREEN, swap: null }, 'NOT_YOUR_DECISION');
    refused(s, { type: 'startSwap', player: RED, swap: { square: 0, marker: 1 } }, 'MARKER_NOT_HELD');
    s = setHand(s, RED, [1, 8, 0]);
    refused(s, { type: 'startSwap', player: RED, swap: { square: 0, marker: 1 } }, 'CITY_NUMBER_ON_ROUTE');
    s = ok(s, { type: 'startSwap', player: RED, swap: { square: 0, marker: 8 } });
    expect(s.cities[1].squares[0]).toEqual({ value: 8, faceUp: false, knownBy: [RED] });
    expect(s.players[RED].markers[4]).toBe(1);
    expect(s.players[RED].markers[8]).toBe(0);
    expect(known(s, GREEN).some((k) => k.city === 1)).toBe(false);
    for (const p of [GREEN, BLUE, YELLOW]) s = ok(s, { type: 'startSwap', player: p, swap: null });
    expect(s.phase.kind).toBe('bidding');
  });

  it('K-73.5 a route used is shown to all and lies face down again', () => {
    const s = rigaTurn();
    const r = apply(s, { type: 'sail', player: RED, route: 0, payment: [] });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.map((e) => e.event)).toContainEqual({
      type: 'sailed',
      player: RED,
      from: 4,
      route: 0,
      leadsTo: 6,
      revealed: true,
      blocked: false,
      paid: 0,
    });
    expect(r.state.cities[4].squares[0].faceUp).toBe(false);
    for (const p of [RED, GREEN, BLUE, YELLOW])
      expect(known(r.state, p)).toContainEqual({ city: 4, square: 0, value: 6 });
    expect(publicView(r.state).cities[4].squares[0]).toEqual({ value: null, faceUp: false });
  });

  it('K-73.5 control: without Memory a used face-down route stays face up', () => {
    let s = turnWithCogs(game({}), RED, { [RED]: 4 });
    s = setSquares(s, 4, [6, 2], [false, true]);
    s = ok(s, { type: 'sail', player: RED, route: 0, payment: [] });
    expect(s.cities[4].squares[0]).toEqual({ value: 6, faceUp: true, knownBy: [] });
  });

  it('K-73.6 a revealed route to its own city is lost: the move is spent and the cog stays', () => {
    let s = setSquares(rigaTurn(), 4, [4, 2], [false, false]);
    s = ok(s, { type: 'sail', player: RED, route: 0, payment: [] });
    expect(s.players[RED].cog).toBe(4);
    expect(turnOf(s).moves).toBe(1);
  });

  it('K-73.7 change route may swap a face-down marker, one just placed by another player too', () => {
    let s = setHand(rigaTurn(), RED, [8, 0]);
    s = setSquares(s, 4, [6, 2], [false, false], [[GREEN], [GREEN]]);
    s = ok(s, { type: 'changeRoute', player: RED, square: 0, marker: 8 });
    expect(s.cities[4].squares[0]).toEqual({ value: 8, faceUp: false, knownBy: [RED] });
    expect(s.players[RED].markers[6]).toBe(1);
    expect(knownInRiga(s, GREEN)).toEqual([{ city: 4, square: 1, value: 2 }]);
  });

  it('K-73.8 before moving, one good or marker buys a secret look at both markers of the city', () => {
    let s = setGoods(rigaTurn(), RED, { ore: 1 });
    expect(legalActions(s, RED).some((l) => l.type === 'lookAtRoutes')).toBe(true);
    const r = apply(s, { type: 'lookAtRoutes', player: RED, payment: [{ good: 'ore' }] });
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    expect(s.players[RED].goods).toEqual(goods({}));
    expect(knownInRiga(s, RED)).toEqual([
      { city: 4, square: 0, value: 6 },
      { city: 4, square: 1, value: 2 },
    ]);
    expect(knownInRiga(s, GREEN)).toEqual([]);
    expect(r.events[0].event).toEqual({ type: 'routesLooked', player: RED, city: 4, paid: 1 });
    expect(r.events[0].secrets.map((n) => n.player)).toEqual([RED]);
  });

  it('K-73.8 a look without payment, after moving, or with nothing to learn is refused with a sentence', () => {
    const s = setGoods(rigaTurn(), RED, { ore: 1 });
    const data = refused(s, { type: 'lookAtRoutes', player: RED, payment: [] }, 'WRONG_PAYMENT');
    expect(errorText({ code: 'WRONG_PAYMENT', data } as EngineError, (i) => `P${i}`)).toBe(
      'That move costs 1; you offered 0.',
    );
    refused(s, { type: 'lookAtRoutes', player: RED, payment: [{ good: 'fur' }] }, 'CANNOT_AFFORD');
    refused(s, { type: 'lookAtRoutes', player: GREEN, payment: [{ good: 'ore' }] }, 'NOT_YOUR_TURN');
    const movedOn = ok(s, { type: 'sail', player: RED, route: 1, payment: [] });
    refused(movedOn, { type: 'lookAtRoutes', player: RED, payment: [{ good: 'ore' }] }, 'ALREADY_MOVED');
    const knowing = setSquares(s, 4, [6, 2], [false, false], [[RED], [RED]]);
    const kd = refused(
      knowing,
      { type: 'lookAtRoutes', player: RED, payment: [{ good: 'ore' }] },
      'ALREADY_KNOWN',
    );
    expect(errorText({ code: 'ALREADY_KNOWN', data: kd } as EngineError, (i) => `P${i}`)).toBe(
      'You know both routes of Riga already.',
    );
    refused(
      { ...s, options: { ...s.options, memory: false } },
      { type: 'lookAtRoutes', player: RED, payment: [{ good: 'ore' }] },
      'RULE_NOT_IN_GAME',
    );
  });

  it('N-80 the start swaps go one by one in the first order; the deadline keeps both', () => {
    let s = startedGame(4, 1, [1, 3, 5, 7], memory);
    expect(publicView(s).awaiting).toEqual([{ player: s.order[0], decision: 'startSwap' }]);
    const r = applyTimeout(s);
    if (!r?.ok) throw new Error('no default');
    s = r.state;
    expect(publicView(s).awaiting).toEqual([{ player: s.order[1], decision: 'startSwap' }]);
    expect(pastStartSwaps(s).phase.kind).toBe('bidding');
  });

  it("N-81 a raider's forced move in Memory shows its route and turns it down again", () => {
    let s = setSquares(rigaTurn(), 4, [6, 2], [false, false]);
    s = ok(s, { type: 'raid', player: RED, target: { kind: 'city' } });
    while (s.phase.kind === 'turn' && s.phase.turn.raid)
      s = ok(s, { type: 'moveRaider', player: s.phase.turn.raid.mover, square: 0 });
    expect(s.players[RED].cog).toBe(6);
    expect(s.cities[4].squares[0].faceUp).toBe(false);
    expect(known(s, BLUE)).toContainEqual({ city: 4, square: 0, value: 6 });
  });

  it('N-83 a face-down value shows only in the views of those who know it', () => {
    const a = setSquares(rigaTurn(), 4, [6, 2], [false, false], [[RED], []]);
    const b = setSquares(rigaTurn(), 4, [8, 2], [false, false], [[RED], []]);
    expect(publicView(a)).toEqual(publicView(b));
    for (const p of [GREEN, BLUE, YELLOW]) expect(playerView(a, p)).toEqual(playerView(b, p));
    expect(playerView(a, RED).known).toContainEqual({ city: 4, square: 0, value: 6 });
    expect(playerView(b, RED).known).toContainEqual({ city: 4, square: 0, value: 8 });
  });

  it('N-83 control: a view that lets a face-down value through is caught by the same comparison', () => {
    const a = setSquares(rigaTurn(), 4, [6, 2], [false, false], [[RED], []]);
    const b = setSquares(rigaTurn(), 4, [8, 2], [false, false], [[RED], []]);
    const leaky = (s: GameState) => ({ ...publicView(s), planted: s.cities[4].squares.map((q) => q.value) });
    expect(leaky(a)).not.toEqual(leaky(b));
  });
});
