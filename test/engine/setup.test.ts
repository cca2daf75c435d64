import { describe, expect, it } from 'vitest';
import {
  CHITS,
  CHIT_SUPPLY,
  CITY_COUNT,
  CITY_POSITIONS,
  COLORS,
  GOOD_SUPPLY,
  GOOD_VP,
  MARKER_SUPPLY,
  RAID_MARKERS_PER_PLAYER,
  cityGood,
  markerGood,
  markerValuesOf,
  newGame,
} from '../../src/engine';
import { invariantBreaks } from '../../src/ai';
import { fresh, seats } from './helpers';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('components (K-1 … K-5)', () => {
  it('K-1 nine cities 0–8 clockwise, each with a map position (their names: test/i18n)', () => {
    expect(CITY_COUNT).toBe(9);
    expect(CITY_POSITIONS).toHaveLength(9);
    expect(CITY_POSITIONS[3]).toEqual({ lat: 59.44, lon: 24.75 });
    expect(CITY_POSITIONS[8]).toEqual({ lat: 55.68, lon: 12.57 });
  });

  it('K-2 66 goods: ore 25, fur 18, amber 13, salt 10; VP salt 7, amber 5, fur 3, ore 1', () => {
    expect(GOOD_SUPPLY).toEqual({ ore: 25, fur: 18, amber: 13, salt: 10 });
    expect(sum(Object.values(GOOD_SUPPLY))).toBe(66);
    expect(GOOD_VP).toEqual({ ore: 1, fur: 3, amber: 5, salt: 7 });
  });

  it('K-3 marker colour = city good: 0,1,2 ore; 3,4 fur; 5,6 amber; 7,8 salt', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(cityGood)).toEqual([
      'ore',
      'ore',
      'ore',
      'fur',
      'fur',
      'amber',
      'amber',
      'salt',
      'salt',
    ]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(markerGood)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map(cityGood));
    expect(markerValuesOf('amber')).toEqual([5, 6]);
    expect(markerValuesOf('ore')).toEqual([0, 1, 2]);
  });

  it('K-4 90 route markers, 14×0 down to 6×8; hands, board and reserve together hold all 90', () => {
    expect(MARKER_SUPPLY).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(sum(MARKER_SUPPLY)).toBe(90);
    const state = fresh(4, 7);
    const held = state.players.reduce((n, p) => n + sum(p.markers), 0);
    expect(held + sum(state.reserve.markers) + 18).toBe(90);
    expect(invariantBreaks(state)).toEqual([]);
  });

  it('K-5 red, green, blue, yellow in seat order; two raid markers each (one in hand); 4 chit kinds × 2', () => {
    const state = fresh(4, 3);
    expect(state.players.map((p) => p.color)).toEqual([...COLORS]);
    for (const p of state.players) {
      expect(p.raidsInHand).toBe(1);
      expect(p.raidSetAside).toBe(1);
    }
    expect(RAID_MARKERS_PER_PLAYER).toBe(2);
    expect(CHITS).toEqual(['threeToOne', 'extraMarker', 'moveTwo', 'secretPassage']);
    expect(CHIT_SUPPLY).toBe(2);
    expect(state.chitSupply).toEqual({ threeToOne: 2, extraMarker: 2, moveTwo: 2, secretPassage: 2 });
  });

  it('K-5 2–4 players only: other counts are refused as a value (PLAYER_COUNT), not thrown', () => {
    expect(newGame({ seed: 1, players: seats(1) })).toEqual({
      ok: false,
      error: { code: 'PLAYER_COUNT', data: { count: 1, min: 2, max: 4 } },
    });
    expect(newGame({ seed: 1, players: [...seats(4), { id: 'p4', name: 'Extra' }] })).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_COUNT', data: { count: 5 } },
    });
    for (const n of [2, 3, 4]) expect(fresh(n).players).toHaveLength(n);
  });

  it.each([
    ['no spec', undefined],
    ['a fractional seed', { seed: 1.5, players: seats(2) }],
    ['a seat without a name', { seed: 1, players: [{ id: 'p0', name: '' }, ...seats(2).slice(1)] }],
    ['two seats with one id', { seed: 1, players: [...seats(2), { id: 'p0', name: 'Again' }] }],
    ['an unknown option', { seed: 1, players: seats(2), options: { teleport: true } }],
    ['an option of the wrong type', { seed: 1, players: seats(2), options: { memory: 'yes' } }],
  ])('bad input to newGame (%s) → MALFORMED_GAME with its issues', (_, spec) => {
    const game = newGame(spec);
    expect(game.ok).toBe(false);
    if (game.ok) return;
    expect(game.error.code).toBe('MALFORMED_GAME');
    expect(game.error.data).toMatchObject({ issues: expect.arrayContaining([expect.any(String)]) });
  });

  it('K-70 … K-73 every advanced rule starts a game (N-18 is done); with conflicts holdings are hidden (K-72.1)', () => {
    const options = {
      taxes: true,
      officeTrading: true,
      conflicts: true,
      memory: true,
      holdings: 'open' as const,
    };
    const game = newGame({ seed: 1, players: seats(2), options });
    expect(game.ok).toBe(true);
    if (game.ok) expect(game.state.options).toEqual({ ...options, holdings: 'hidden' });
  });
});

describe('setup (K-10 … K-12)', () => {
  it('K-10 each city holds 3 of its own good; each player markers 0–8, 2 ore, 1 fur; the rest in the reserve', () => {
    for (const n of [2, 3, 4]) {
      const state = fresh(n, 11);
      state.cities.forEach((city, id) => {
        expect(city.goods[cityGood(id)]).toBe(3);
        expect(sum(Object.values(city.goods))).toBe(3);
        expect(city.offices).toEqual([]);
      });
      for (const p of state.players) {
        expect(p.markers).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
        expect(p.goods).toEqual({ ore: 2, fur: 1, amber: 0, salt: 0 });
        expect(p.cog).toBeNull();
      }
      expect(state.reserve.goods).toEqual({
        ore: 25 - 9 - 2 * n,
        fur: 18 - 6 - n,
        amber: 13 - 6,
        salt: 10 - 6,
      });
    }
  });

  it('K-10 Memory: each player starts with 2 ore and 2 fur', () => {
    const state = fresh(3, 5, { memory: true });
    for (const p of state.players) expect(p.goods).toEqual({ ore: 2, fur: 2, amber: 0, salt: 0 });
    expect(state.reserve.goods.fur).toBe(18 - 6 - 6);
  });

  it('K-11 the guild master and the game-end marker stand on a drawn city; the marker goes back', () => {
    const cities = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const state = fresh(4, seed);
      expect(state.guildMaster.city).toBe(state.guildMaster.startCity);
      expect(state.guildMaster.steps).toBe(0);
      cities.add(state.guildMaster.city);
      // The drawn marker is back: reserve = 90 − 4 hands × 9 − 18 on the board.
      expect(sum(state.reserve.markers)).toBe(90 - 36 - 18);
    }
    expect(cities.size).toBeGreaterThan(5);
  });

  it('K-12 two face-up markers per city, both ≠ the city and ≠ each other; the first ones are a 0–8 set (many seeds)', () => {
    for (let seed = 0; seed < 200; seed++) {
      const state = fresh(2 + (seed % 3), seed);
      const firsts = state.cities.map((c) => c.squares[0].value);
      expect([...firsts].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      state.cities.forEach((city, id) => {
        const [a, b] = city.squares;
        expect(a.value).not.toBe(id);
        expect(b.value).not.toBe(id);
        expect(a.value).not.toBe(b.value);
        expect(a.faceUp && b.faceUp).toBe(true);
        expect(a.knownBy).toEqual([]);
      });
      expect(invariantBreaks(state)).toEqual([]);
    }
  });

  it('K-12 the board differs between seeds and is the same for the same seed', () => {
    const board = (seed: number) => fresh(4, seed).cities.map((c) => c.squares.map((s) => s.value));
    expect(board(42)).toEqual(board(42));
    expect(new Set([1, 2, 3, 4, 5].map((s) => JSON.stringify(board(s)))).size).toBeGreaterThan(1);
  });

  it('K-12 Memory: all board markers face down', () => {
    for (let seed = 0; seed < 20; seed++) {
      const state = fresh(4, seed, { memory: true });
      for (const city of state.cities) for (const sq of city.squares) expect(sq.faceUp).toBe(false);
      expect(invariantBreaks(state)).toEqual([]);
    }
  });
});
