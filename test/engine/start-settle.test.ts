// K-13a: the start choice always ends. Two re-picks are asked; a city still crowded at the
// third is settled by the seeded generator; a deadline's default pick is drawn, not the lowest.
import { describe, expect, it } from 'vitest';
import {
  GameStateSchema,
  applyAction,
  applyTimeout,
  legalActions,
  replay,
  type Action,
  type GameState,
  type PublicEvent,
} from '../../src/engine';
import { formatLog } from '../../src/i18n';
import { NAMES, fresh, ok, seats } from './helpers';

/** Applies one pass of picks, player → marker, collecting the public events. */
function pass(state: GameState, picks: Record<number, number>, log: PublicEvent[] = []): GameState {
  let s = state;
  for (const [player, marker] of Object.entries(picks)) {
    const r = applyAction(s, { type: 'chooseStart', player: Number(player), marker });
    if (!r.ok) throw new Error(`${player} ${marker}: ${r.error.code}`);
    log.push(...r.events.map((e) => e.event));
    s = r.state;
  }
  return s;
}

const officesIn = (s: GameState, city: number) => s.cities[city].offices.map((o) => o.owner);
const markerTotal = (s: GameState) =>
  [...s.players.flatMap((p) => p.markers), ...s.reserve.markers].reduce((a, b) => a + b, 0) +
  s.cities.reduce((n, c) => n + c.squares.length, 0) +
  s.market.reduce((n, pair) => n + (pair ? 2 : 0), 0);

/** Red, Green and Blue crowd Riga (4), then Åbo (6), then Riga again; Yellow starts in Danzig (5). */
function thriceCrowded(seed = 1, log: PublicEvent[] = []): GameState {
  let s = pass(fresh(4, seed), { 0: 4, 1: 4, 2: 4, 3: 5 }, log);
  s = pass(s, { 0: 6, 1: 6, 2: 6 }, log);
  return pass(s, { 0: 4, 1: 4, 2: 4 }, log);
}

describe('K-13a the start choice always ends', () => {
  it('K-13a the first two re-picks are still asked of the players (K-13)', () => {
    let s = pass(fresh(4, 1), { 0: 4, 1: 4, 2: 4, 3: 5 });
    expect(s.phase.kind === 'startChoice' && s.phase.repicks).toBe(1);
    s = pass(s, { 0: 6, 1: 6, 2: 6 });
    expect(s.phase.kind).toBe('startChoice');
    expect(s.phase.kind === 'startChoice' && s.phase.choosing).toEqual([true, true, true, false]);
    expect(legalActions(s, 0)).toContainEqual({ type: 'chooseStart', markers: [0, 1, 2, 3, 4, 5, 7, 8] });
  });

  it('K-13a a city still crowded at the third re-pick: two keep it by lot, the other starts elsewhere', () => {
    const log: PublicEvent[] = [];
    const s = thriceCrowded(1, log);
    expect(s.phase.kind).toBe('bidding');
    const settled = log.find((e) => e.type === 'startSettled');
    expect(settled).toBeDefined();
    if (settled?.type !== 'startSettled') return;
    expect(settled.city).toBe(4);
    expect(settled.kept).toHaveLength(2);
    expect(settled.moved).toHaveLength(1);
    expect([...settled.kept, ...settled.moved].sort()).toEqual([0, 1, 2]);
    expect(officesIn(s, 4).sort()).toEqual([...settled.kept].sort());
    const moved = settled.moved[0];
    const city = s.players[moved].cog as number;
    expect(city).not.toBe(4);
    expect(officesIn(s, city)).toContain(moved);
    expect(s.cities.every((c) => c.offices.length <= 2)).toBe(true);
    // Each player gave the marker of their start city to the reserve (K-13) and keeps 8.
    s.players.forEach((p, i) => {
      expect(p.markers.reduce((a, b) => a + b, 0)).toBe(8);
      expect(p.markers[p.cog as number]).toBe(0);
      expect(officesIn(s, p.cog as number)).toContain(i);
    });
    expect(markerTotal(s)).toBe(90);
  });

  it('K-13a the log says the lot settled it, in words', () => {
    const log: PublicEvent[] = [];
    thriceCrowded(1, log);
    const settled = log.find((e) => e.type === 'startSettled');
    if (settled?.type !== 'startSettled') throw new Error('no settlement');
    const name = (i: number) => NAMES[i];
    const [kept, moved] = [settled.kept.map(name), settled.moved.map(name)];
    expect(formatLog([settled], name)).toEqual([
      `Riga is still crowded, so the lot decides: Riga for ${kept[0]} and ${kept[1]}, another city for ${moved[0]}`,
    ]);
  });

  it('K-13a beside an office founded in an earlier pass only one keeps the city', () => {
    const log: PublicEvent[] = [];
    let s = pass(fresh(4, 2), { 0: 5, 1: 5, 2: 5, 3: 4 }, log); // Yellow founds in Riga.
    s = pass(s, { 0: 6, 1: 6, 2: 6 }, log);
    s = pass(s, { 0: 4, 1: 4, 2: 7 }, log); // Riga: Yellow's office and two pickers.
    expect(s.phase.kind).toBe('bidding');
    const settled = log.find((e) => e.type === 'startSettled');
    if (settled?.type !== 'startSettled') throw new Error('no settlement');
    expect(settled).toMatchObject({ city: 4 });
    expect(settled.kept).toHaveLength(1);
    expect(settled.moved).toHaveLength(1);
    expect(officesIn(s, 4)).toEqual([3, settled.kept[0]]);
    expect(officesIn(s, 7)).toEqual([2]);
    expect(s.players[settled.moved[0]].cog).not.toBe(4);
  });

  it('K-13a the lot is the seeded generator: the same seed settles alike, other seeds differently', () => {
    const outcome = (seed: number) => thriceCrowded(seed).players.map((p) => p.cog);
    expect(outcome(7)).toEqual(outcome(7));
    const outcomes = new Set(Array.from({ length: 12 }, (_, i) => JSON.stringify(outcome(1 + i))));
    expect(outcomes.size).toBeGreaterThan(2);
  });

  it('K-13a a replay of the recorded picks settles the crowd the same way', () => {
    const actions: Action[] = [
      ...[4, 4, 4, 5].map((marker, player) => ({ type: 'chooseStart' as const, player, marker })),
      ...[6, 6, 6].map((marker, player) => ({ type: 'chooseStart' as const, player, marker })),
      ...[4, 4, 4].map((marker, player) => ({ type: 'chooseStart' as const, player, marker })),
    ];
    const replayed = replay({ seed: 3, players: seats(4) }, actions);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.state).toEqual(thriceCrowded(3));
  });
});

/** Plays only deadline defaults (K-80) while the start choice lasts; returns how many it took. */
function timeoutsToStart(state: GameState, limit: number): number {
  let s = state;
  for (let n = 0; n < limit; n++) {
    if (s.phase.kind !== 'startChoice') return n;
    const r = applyTimeout(s);
    if (!r?.ok) throw new Error('no default');
    s = r.state;
  }
  return Infinity;
}

/** The old default (the lowest marker allowed) with no settlement: the loop of issue 29. */
function oldDefaultsToStart(state: GameState, limit: number): number {
  let s = state;
  for (let n = 0; n < limit; n++) {
    if (s.phase.kind !== 'startChoice') return n;
    s.phase.repicks = 0; // planted: K-13a's settlement never comes
    const player = s.phase.choosing.findIndex(
      (c, i) => c && s.phase.kind === 'startChoice' && s.phase.picks[i] === null,
    );
    const legal = legalActions(s, player).find((l) => l.type === 'chooseStart');
    if (legal?.type !== 'chooseStart') throw new Error('no pick');
    s = ok(s, { type: 'chooseStart', player, marker: legal.markers[0] });
  }
  return Infinity;
}

describe('K-13a liveness of the start choice with absent players', () => {
  it('K-13a every seat absent, 2–4 players, 60 seeds: the defaults found every office within three passes', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const players = 2 + (seed % 3);
      const steps = timeoutsToStart(fresh(players, seed), 200);
      expect(steps).toBeLessThanOrEqual(players * 3);
    }
  });

  it('K-13a three absent players (issue 29): the drawn defaults end it; the old lowest default looped (control)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      expect(timeoutsToStart(fresh(3, seed), 200)).toBeLessThanOrEqual(9);
      // Planted: the old default, every absent player the lowest marker, and no settlement.
      expect(oldDefaultsToStart(fresh(3, seed), 200)).toBe(Infinity);
    }
  });
});

describe('K-13a stored records', () => {
  it('K-13a a start choice stored before K-13a (no re-pick count) is read as none asked yet', () => {
    const s = structuredClone(fresh(3, 1)) as unknown as { phase: Record<string, unknown> };
    delete s.phase.repicks;
    const parsed = GameStateSchema.safeParse(s);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.phase).toMatchObject({ kind: 'startChoice', repicks: 0 });
  });
});
