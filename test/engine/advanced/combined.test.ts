// The four advanced rules together (K-70 … K-73): where they meet.
import { describe, expect, it } from 'vitest';
import { apply, playerView, publicView, replay, type GameState } from '../../../src/engine';
import { playRandomGame, seatNames } from '../../../src/ai';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  addOffice,
  goods,
  ok,
  placeCog,
  setCityGoods,
  setGoods,
  setHand,
  setSquares,
} from '../helpers';
import { atGuildMaster, game, turnWithCogs } from './helpers';

const ALL = { taxes: true, officeTrading: true, conflicts: true, memory: true };

describe('all four advanced rules together', () => {
  it('K-72.11 with K-73.5: a conflict push along a face-down route shows it to all and turns it down again', () => {
    let s = game(ALL);
    s.order = [RED, GREEN, BLUE, YELLOW];
    s = turnWithCogs(s, RED, { [RED]: 6, [GREEN]: 1, [BLUE]: 6, [YELLOW]: 2 });
    s = setSquares(s, 6, [3, 7], [false, false], [[RED], []]);
    s = setHand(setHand(s, RED, [8]), BLUE, [1]);
    s = ok(s, { type: 'endTurn', player: RED });
    s = ok(s, { type: 'challenge', player: RED, opponent: BLUE });
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [1] });
    s = ok(s, { type: 'conflictBid', player: RED, markers: [8] });
    s = ok(s, { type: 'demandGoods', player: RED, goods: goods({}) });
    expect(publicView(s).cities[6].squares.map((q) => q.value)).toEqual([null, null]);
    const r = apply(s, { type: 'pushLoser', player: RED, square: 1 });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.players[BLUE].cog).toBe(7);
    expect(r.events.map((e) => e.event)).toContainEqual({
      type: 'cogPushed',
      player: BLUE,
      by: RED,
      from: 6,
      leadsTo: 7,
      revealed: true,
      blocked: false,
    });
    expect(r.state.cities[6].squares[1]).toEqual({ value: 7, faceUp: false, knownBy: [0, 1, 2, 3] });
    expect(playerView(r.state, YELLOW).known).toContainEqual({ city: 6, square: 1, value: 7 });
  });

  it('K-70.4 with K-71: goods traded into an office in the taxed city stay there (N-72)', () => {
    let s = atGuildMaster(game(ALL), 2);
    s.order = [RED, GREEN, BLUE, YELLOW];
    for (const p of [RED, GREEN, BLUE, YELLOW]) s = placeCog(s, p, 0);
    s = addOffice(s, 3, BLUE, {});
    s = placeCog(setGoods(s, RED, { salt: 1 }), RED, 3);
    s = setCityGoods(s, 3, { salt: 2 });
    s = ok(s, {
      type: 'offerTrade',
      player: RED,
      to: BLUE,
      office: { city: 3, slot: (s.cities[3].offices.length - 1) as 0 | 1 },
      give: { goods: goods({ salt: 1 }), markers: [] },
      receive: { goods: goods({}), markers: [] },
    });
    s = ok(s, { type: 'acceptTrade', player: BLUE, offer: s.offers[0].id });
    s = ok(s, { type: 'moveGuildMaster', player: RED, steps: 1 });
    expect(s.cities[3].goods.salt).toBe(0);
    expect(s.cities[3].offices.at(-1)?.goods).toEqual(goods({ salt: 1 }));
  });

  it('K-70 with K-72.1: a tax under conflicts is public by kind, while holdings stay hidden', () => {
    let s = atGuildMaster(game({ ...ALL, holdings: 'open' }), 2);
    s.order = [RED, GREEN, BLUE, YELLOW];
    for (const p of [RED, GREEN, BLUE, YELLOW]) s = placeCog(s, p, 0);
    s = placeCog(setGoods(s, GREEN, { amber: 1, ore: 1 }), GREEN, 3);
    s = ok(s, { type: 'moveGuildMaster', player: RED, steps: 1 });
    const r = apply(s, { type: 'payTax', player: GREEN, good: 'amber' });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0].event).toEqual({ type: 'taxPaid', player: GREEN, city: 3, good: 'amber' });
    expect(publicView(r.state).players[GREEN].goods).toBeNull();
    expect(publicView(r.state).players[GREEN].goodsCount).toBe(1);
  });

  it('whole random games with all four rules reach every prompt, end, and replay exactly', () => {
    const seen = new Set<string>();
    for (const seed of [31, 32, 33, 34]) {
      const states: GameState[] = [];
      const record = playRandomGame({ seed, players: 4, options: ALL, onState: (st) => states.push(st) });
      expect(record.violations).toEqual([]);
      for (const st of states) seen.add(st.phase.kind);
      const again = replay({ seed, players: seatNames(4), options: ALL }, record.actions);
      expect(again.ok && again.state).toEqual(record.final);
    }
    for (const kind of ['startSwap', 'taxes', 'conflict', 'ended']) expect(seen).toContain(kind);
  });
});
