// K-80: the default the game takes for a decision whose deadline passed, and the absent mark.
import { describe, expect, it } from 'vitest';
import { Dice, applyTimeout, defaultAction, goodsValue, seedRng, type GameState } from '../../src/engine';
import {
  BLUE,
  GREEN,
  RED,
  atTurn,
  fresh,
  goods,
  ok,
  placeCog,
  setGoods,
  setHand,
  setSquares,
  startedGame,
} from './helpers';

function raidOnBlue(victimGoods: Parameters<typeof goods>[0]): GameState {
  let s = startedGame(4, 1);
  s = placeCog(placeCog(s, RED, 4), BLUE, 4);
  s = setGoods(s, BLUE, victimGoods);
  s = setSquares(s, 4, [5, 2]);
  return ok(atTurn(s, RED), { type: 'raid', player: RED, target: { kind: 'cog', victim: BLUE } });
}

describe('K-80 deadline defaults', () => {
  it('K-13a K-80 start choice: an allowed marker drawn by the seeded generator, not the lowest', () => {
    const picks = Array.from({ length: 30 }, (_, i) => {
      const s = fresh(4, 1 + i);
      const before = structuredClone(s);
      const action = defaultAction(s, GREEN);
      expect(s).toEqual(before); // choosing the default changes nothing
      expect(defaultAction(s, GREEN)).toEqual(action); // the same state, the same default
      return action?.type === 'chooseStart' ? action.marker : -1;
    });
    expect(picks.every((m) => m >= 0 && m <= 8)).toBe(true);
    // Drawn, not the lowest: 30 seeds give many different cities.
    expect(new Set(picks).size).toBeGreaterThan(4);
  });

  it('K-13a K-80 a default re-pick is never the marker picked before, nor a full city', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const s = fresh(4, seed);
      if (s.phase.kind !== 'startChoice') throw new Error('phase');
      s.phase.previous[RED] = 2;
      s.cities[5].offices = [
        { owner: GREEN, goods: goods({}) },
        { owner: BLUE, goods: goods({}) },
      ];
      const action = defaultAction(s, RED);
      expect(action?.type === 'chooseStart' && [2, 5].includes(action.marker)).toBe(false);
    }
  });

  it("K-13a the default's lane is apart from the game's sequence and from other lanes", () => {
    const state = seedRng(42);
    const draws = (dice: Dice) => Array.from({ length: 8 }, () => dice.below(1000));
    const main = draws(new Dice(state));
    const [lane0, lane1] = [draws(Dice.aside(state, 0)), draws(Dice.aside(state, 1))];
    expect(state).toEqual(seedRng(42)); // the game's state is not moved
    expect(draws(Dice.aside(state, 0))).toEqual(lane0); // the same lane, the same numbers
    expect(lane0).not.toEqual(main);
    expect(lane1).not.toEqual(lane0);
    // Not a shifted copy either: no lane starts with the main sequence's second draw onwards.
    expect(lane0.slice(0, 4)).not.toEqual(main.slice(1, 5));
  });

  it('K-13a K-80 two players in one pass get different draws from the same state', () => {
    const differ = Array.from({ length: 30 }, (_, i) => {
      const s = fresh(4, 1 + i);
      const [a, b] = [defaultAction(s, RED), defaultAction(s, GREEN)];
      return JSON.stringify({ ...a, player: 0 }) !== JSON.stringify({ ...b, player: 0 });
    });
    expect(differ.filter(Boolean).length).toBeGreaterThan(20);
  });

  it('K-80 bid: the lowest legal bid by the K-23 ranking, skipping a repeat', () => {
    let s = startedGame(2, 1, [1, 3]);
    const first = s.order[0];
    const second = s.order[1];
    s = setHand(s, first, [0, 8]);
    s = ok(s, { type: 'bid', player: first, markers: [0] });
    s = setHand(s, second, [0, 3, 5]);
    // [0] is taken; [3] ranks below [3,0], [5], [5,0] and every pair.
    expect(defaultAction(s, second)).toEqual({ type: 'bid', player: second, markers: [3] });
  });

  it('K-80 guild master: one step; turn: ended', () => {
    let s = startedGame(2, 1, [1, 3]);
    for (const p of [...s.order]) s = ok(s, defaultAction(s, p) ?? { type: 'endTurn', player: p });
    expect(s.phase.kind).toBe('guildMaster');
    const first = s.order[0];
    expect(defaultAction(s, first)).toEqual({ type: 'moveGuildMaster', player: first, steps: 1 });
    s = ok(s, { type: 'moveGuildMaster', player: first, steps: 1 });
    expect(defaultAction(s, first)).toEqual({ type: 'endTurn', player: first });
    expect(defaultAction(s, s.order[1])).toBeNull();
  });

  it('K-80 raid split: the even split whose piles are closest in VP', () => {
    const s = raidOnBlue({ salt: 1, ore: 2, fur: 1 });
    const action = defaultAction(s, BLUE);
    expect(action?.type).toBe('splitGoods');
    if (action?.type !== 'splitGoods') return;
    const rest = { ore: 2 - action.pile.ore, fur: 1 - action.pile.fur, amber: 0, salt: 1 - action.pile.salt };
    // {salt, ore} = 8 VP against {ore, fur} = 4 VP: the smallest gap any 2/2 split allows.
    expect(Math.abs(goodsValue(action.pile) - goodsValue(rest))).toBe(4);
  });

  it('K-80 raid pick: the raider who lets the deadline pass gets the lower-VP pile', () => {
    let s = raidOnBlue({ salt: 1, ore: 1, fur: 1 });
    s = ok(s, { type: 'splitGoods', player: BLUE, pile: goods({ ore: 1, fur: 1 }) });
    // {ore, fur} is 4 VP, {salt} is 7 VP.
    expect(defaultAction(s, RED)).toEqual({ type: 'takePile', player: RED, pile: 0 });
  });

  it('K-80 raid push: the first square', () => {
    let s = raidOnBlue({ salt: 1, ore: 1, fur: 1 });
    s = ok(s, { type: 'splitGoods', player: BLUE, pile: goods({ ore: 1, fur: 1 }) });
    s = ok(s, { type: 'takePile', player: RED, pile: 1 });
    expect(defaultAction(s, BLUE)).toEqual({ type: 'moveRaider', player: BLUE, square: 0 });
  });

  it('K-80 a timed-out player is marked absent, publicly, until they act again', () => {
    let s = startedGame(2, 1, [1, 3]);
    const first = s.order[0];
    const timed = applyTimeout(s);
    expect(timed?.ok).toBe(true);
    if (!timed?.ok) return;
    s = timed.state;
    expect(s.players[first].absent).toBe(true);
    expect(s.bids.map((b) => b.player)).toEqual([first]);
    s = ok(s, { type: 'setAutoCollect', player: first, on: false });
    expect(s.players[first].absent).toBe(false);
  });

  it('K-80 nothing to time out once the game is over', () => {
    const s = startedGame(2, 1, [1, 3]);
    const ended = {
      ...s,
      phase: { kind: 'ended' as const, reason: 'guildMaster' as const, winners: [0], scores: [] },
    };
    expect(applyTimeout(ended)).toBeNull();
  });
});
