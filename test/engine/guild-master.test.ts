import { describe, expect, it } from 'vitest';
import { guildMasterPath, legalActions, type GameState } from '../../src/engine';
import { addOffice, ok, refused, setGoods, startedGame } from './helpers';

/** A game in the guild master phase, the GM in `city`, `steps` counted so far. */
function gmPhase(city: number, steps = 0, startCity = city): GameState {
  const state = startedGame(3, 60, [0, 4, 8]);
  state.phase = { kind: 'guildMaster' };
  state.guildMaster = { city, startCity, steps };
  return state;
}

describe('guild master phase (K-25)', () => {
  it('K-25 the new first player moves the GM one or two cities clockwise', () => {
    const state = gmPhase(2);
    const first = state.order[0];
    const one = ok(state, { type: 'moveGuildMaster', player: first, steps: 1 });
    expect(one.guildMaster.city).toBe(3);
    const two = ok(state, { type: 'moveGuildMaster', player: first, steps: 2 });
    expect(two.guildMaster.city).toBe(4);
    expect(two.guildMaster.steps).toBe(2);
    expect(legalActions(state, first)[0]).toEqual({
      type: 'moveGuildMaster',
      options: [
        { steps: 1, to: 3 },
        { steps: 2, to: 4 },
      ],
    });
  });

  it('K-25 only the first player moves the GM, only in its phase, by 1 or 2', () => {
    const state = gmPhase(2);
    refused(state, { type: 'moveGuildMaster', player: state.order[1], steps: 1 }, 'NOT_YOUR_DECISION');
    refused(state, { type: 'moveGuildMaster', player: state.order[0], steps: 3 }, 'MALFORMED_ACTION');
    const bidding = startedGame(3, 60, [0, 4, 8]);
    refused(bidding, { type: 'moveGuildMaster', player: bidding.order[0], steps: 1 }, 'WRONG_PHASE');
  });

  it('K-25 clockwise wraps from Copenhagen (8) to Visby (0)', () => {
    const state = gmPhase(8);
    expect(ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 2 }).guildMaster.city).toBe(1);
  });

  it('K-25 cities holding any raid marker are skipped and do not count (but are passed)', () => {
    const state = gmPhase(2);
    state.cities[3].raids = [1];
    state.cities[4].raids = [0];
    expect(guildMasterPath(state, 1)).toEqual({ to: 5, passed: 3 });
    expect(guildMasterPath(state, 2)).toEqual({ to: 6, passed: 4 });
    const moved = ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
    expect(moved.guildMaster.city).toBe(5);
    expect(moved.guildMaster.steps).toBe(3);
  });

  it('K-25 two goods of the city’s kind go onto the city, never into its offices', () => {
    const state = addOffice(gmPhase(3), 4, 1);
    const moved = ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
    expect(moved.cities[4].goods.fur).toBe(state.cities[4].goods.fur + 2);
    expect(moved.cities[4].offices.map((o) => o.goods.fur)).toEqual([0, 0]);
    expect(moved.reserve.goods.fur).toBe(state.reserve.goods.fur - 2);
  });

  it('K-25 with one good left in the reserve the city gets one; with none, nothing', () => {
    let state = setGoods(gmPhase(4), 0, { amber: 7 });
    expect(state.reserve.goods.amber).toBe(0);
    let moved = ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
    expect(moved.cities[5].goods.amber).toBe(3);
    state = setGoods(gmPhase(4), 0, { amber: 6 });
    expect(state.reserve.goods.amber).toBe(1);
    moved = ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
    expect(moved.cities[5].goods.amber).toBe(4);
  });

  it('K-25 then the first player’s turn begins', () => {
    const state = gmPhase(2);
    const moved = ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
    expect(moved.phase.kind === 'turn' && moved.phase.turn.player).toBe(state.order[0]);
  });
});

describe('game end by the guild master (K-26)', () => {
  it('K-26 reaching 18 counted cities (second time at the game-end marker) ends the game at once; VP decide', () => {
    const state = gmPhase(4, 17, 5);
    state.players[1].goods.salt = 1; // 7 VP more than the others
    state.reserve.goods.salt -= 1;
    const end = ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
    expect(end.guildMaster).toEqual({ city: 5, startCity: 5, steps: 18 });
    expect(end.phase.kind).toBe('ended');
    if (end.phase.kind !== 'ended') return;
    expect(end.phase.reason).toBe('guildMaster');
    expect(end.phase.winners).toEqual([1]);
    // No goods are supplied once the game is over.
    expect(end.cities[5].goods.amber).toBe(3);
  });

  it('K-26 passing the marker for the second time ends it too (17 + 2 = 19)', () => {
    const state = gmPhase(4, 17, 5);
    const end = ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 2 });
    expect(end.guildMaster.steps).toBe(19);
    expect(end.phase.kind).toBe('ended');
  });

  it('K-26 skipped raided cities count toward the 18', () => {
    const state = gmPhase(3, 16, 5);
    state.cities[4].raids = [2];
    const end = ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
    expect(end.guildMaster.city).toBe(5);
    expect(end.guildMaster.steps).toBe(18);
    expect(end.phase.kind).toBe('ended');
  });

  it('K-26 the first lap (9) does not end the game, 17 does not either', () => {
    let state = gmPhase(4, 8, 5);
    expect(ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 1 }).phase.kind).toBe('turn');
    state = gmPhase(3, 16, 5);
    expect(ok(state, { type: 'moveGuildMaster', player: state.order[0], steps: 1 }).phase.kind).toBe('turn');
  });
});
