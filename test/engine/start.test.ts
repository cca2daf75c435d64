import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { addOffice, fresh, ok, refused, startedGame } from './helpers';

describe('start office (K-13)', () => {
  it('K-13 picks are secret until all are in; then each founds an office there and the cog starts there', () => {
    let state = fresh(3, 2);
    state = ok(state, { type: 'chooseStart', player: 0, marker: 4 });
    expect(state.cities[4].offices).toEqual([]);
    expect(state.players[0].cog).toBeNull();
    state = ok(state, { type: 'chooseStart', player: 2, marker: 4 });
    state = ok(state, { type: 'chooseStart', player: 1, marker: 0 });
    expect(state.cities[4].offices.map((o) => o.owner)).toEqual([0, 2]);
    expect(state.cities[0].offices.map((o) => o.owner)).toEqual([1]);
    expect(state.players.map((p) => p.cog)).toEqual([4, 0, 4]);
    expect(state.phase.kind).toBe('bidding');
  });

  it('K-13 the picked marker goes to the reserve: each player keeps 8', () => {
    const before = fresh(4, 9);
    const state = startedGame(4, 9, [1, 3, 5, 7]);
    state.players.forEach((p, i) => {
      expect(p.markers.reduce((a, b) => a + b, 0)).toBe(8);
      expect(p.markers[[1, 3, 5, 7][i]]).toBe(0);
    });
    // The reserve got the four picks (the market of round 1 then drew 8 from it).
    const reserveBefore = before.reserve.markers.reduce((a, b) => a + b, 0);
    expect(state.reserve.markers.reduce((a, b) => a + b, 0)).toBe(reserveBefore + 4 - 8);
  });

  it('K-13 three picking the same city all pick again, with a marker other than their previous one', () => {
    let state = fresh(4, 3);
    for (const p of [0, 1, 2]) state = ok(state, { type: 'chooseStart', player: p, marker: 6 });
    state = ok(state, { type: 'chooseStart', player: 3, marker: 2 });
    expect(state.phase.kind).toBe('startChoice');
    expect(state.cities[6].offices).toEqual([]);
    expect(state.cities[2].offices.map((o) => o.owner)).toEqual([3]);
    expect(state.players[3].cog).toBe(2);
    if (state.phase.kind !== 'startChoice') throw new Error('phase');
    expect(state.phase.choosing).toEqual([true, true, true, false]);
    // Their markers are back in hand; the same one again is refused; the settled player is done.
    expect(state.players[0].markers[6]).toBe(1);
    refused(state, { type: 'chooseStart', player: 0, marker: 6 }, 'MARKER_PICKED_BEFORE');
    refused(state, { type: 'chooseStart', player: 3, marker: 5 }, 'NOT_YOUR_DECISION');
    expect(legalActions(state, 0)).toContainEqual({ type: 'chooseStart', markers: [0, 1, 2, 3, 4, 5, 7, 8] });
    state = ok(state, { type: 'chooseStart', player: 0, marker: 2 });
    state = ok(state, { type: 'chooseStart', player: 1, marker: 5 });
    state = ok(state, { type: 'chooseStart', player: 2, marker: 8 });
    expect(state.phase.kind).toBe('bidding');
    expect(state.cities[2].offices.map((o) => o.owner)).toEqual([3, 0]);
    expect(state.players.map((p) => p.cog)).toEqual([2, 5, 8, 2]);
    expect(state.players[0].markers[6]).toBe(1);
    expect(state.players[0].markers[2]).toBe(0);
  });

  it('K-13 four on one city: all four pick again', () => {
    let state = fresh(4, 4);
    for (const p of [0, 1, 2, 3]) state = ok(state, { type: 'chooseStart', player: p, marker: 1 });
    if (state.phase.kind !== 'startChoice') throw new Error('phase');
    expect(state.phase.choosing).toEqual([true, true, true, true]);
    expect(state.phase.previous).toEqual([1, 1, 1, 1]);
    expect(state.cities[1].offices).toEqual([]);
  });

  it('K-13 two on one city is fine: both found offices there', () => {
    const state = startedGame(2, 1, [3, 3]);
    expect(state.cities[3].offices.map((o) => o.owner)).toEqual([0, 1]);
  });

  it('K-13 a re-pick onto a city with one office and two re-pickers would make three: both pick again (engine choice)', () => {
    let state = fresh(4, 6);
    for (const p of [0, 1, 2]) state = ok(state, { type: 'chooseStart', player: p, marker: 6 });
    state = ok(state, { type: 'chooseStart', player: 3, marker: 2 });
    state = ok(state, { type: 'chooseStart', player: 0, marker: 2 });
    state = ok(state, { type: 'chooseStart', player: 1, marker: 2 });
    state = ok(state, { type: 'chooseStart', player: 2, marker: 4 });
    if (state.phase.kind !== 'startChoice') throw new Error('phase');
    expect(state.phase.choosing).toEqual([true, true, false, false]);
    expect(state.cities[2].offices.map((o) => o.owner)).toEqual([3]);
    expect(state.cities[4].offices.map((o) => o.owner)).toEqual([2]);
    // Previous pick is now 2; 6 (picked two passes ago) is allowed again.
    refused(state, { type: 'chooseStart', player: 0, marker: 2 }, 'MARKER_PICKED_BEFORE');
    state = ok(state, { type: 'chooseStart', player: 0, marker: 6 });
    expect(state.phase.kind).toBe('startChoice');
  });

  it('K-13 a city that already holds two offices cannot be picked', () => {
    let state = fresh(3, 8);
    state = addOffice(addOffice(state, 5, 1), 5, 2);
    refused(state, { type: 'chooseStart', player: 0, marker: 5 }, 'CITY_FULL');
    expect(legalActions(state, 0)).toContainEqual({ type: 'chooseStart', markers: [0, 1, 2, 3, 4, 6, 7, 8] });
  });

  it('K-13 a player picks once per pass', () => {
    const state = ok(fresh(2, 1), { type: 'chooseStart', player: 0, marker: 4 });
    refused(state, { type: 'chooseStart', player: 0, marker: 5 }, 'ALREADY_CHOSEN');
    expect(legalActions(state, 0).map((l) => l.type)).not.toContain('chooseStart');
  });
});

describe('first order (K-14)', () => {
  it('K-14 lowest start city first', () => {
    const state = startedGame(4, 5, [7, 0, 4, 2]);
    expect(state.order).toEqual([1, 3, 2, 0]);
  });

  it('K-14 players in the same city are ordered at random by the seeded RNG, and the same seed gives the same order', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const a = startedGame(3, seed, [6, 6, 2]);
      const b = startedGame(3, seed, [6, 6, 2]);
      expect(a.order).toEqual(b.order);
      expect(a.order[0]).toBe(2);
      orders.add(a.order.join());
    }
    expect(orders).toEqual(new Set(['2,0,1', '2,1,0']));
  });
});
