import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { RecordedResultSchema, placingsFromEnd, placingsFromForfeit, recordResult } from '../../src/league';
import { BLUE, GREEN, RED, addOffice, atTurn, ok, setGoods, startedGame } from '../engine/helpers';
import { MEMBERS, withMembers } from './helpers';

/** The guild master one step before his second lap ends (K-26). */
function gmAtEnd(state: GameState): GameState {
  const s = structuredClone(state);
  s.phase = { kind: 'guildMaster' };
  s.guildMaster = { city: 3, startCity: 4, steps: 17 };
  return s;
}

function endedByGuildMaster(state: GameState): GameState {
  return ok(gmAtEnd(state), { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
}

/** Red builds a fifth DP with a bonus chit while Blue holds more VP (K-50). */
function endedByDevelopmentPoints(): GameState {
  let state = startedGame(3, 130, [2, 1, 7]);
  for (const city of [0, 5, 6]) state = addOffice(state, city, RED);
  state = setGoods(state, RED, { salt: 6 });
  state = setGoods(state, BLUE, { salt: 9 });
  state.guildMaster.city = 2;
  return ok(atTurn(state, RED), {
    type: 'gmTrade',
    player: RED,
    trade: { kind: 'bonusChit', good: 'salt', chit: 'threeToOne' },
  });
}

const places = (state: GameState) => placingsFromEnd(state)?.map((p) => p.place);

describe('placings from a finished game', () => {
  it('K-50 a 5-DP win ranks the winner first even with fewer VP; the others follow by VP', () => {
    const state = endedByDevelopmentPoints();
    expect(state.phase).toMatchObject({ kind: 'ended', reason: 'developmentPoints', winners: [RED] });
    const placings = placingsFromEnd(state)!;
    // Blue's 9 salt (63 VP) outscore Red's 4 offices and chit (60 VP); Red still wins.
    expect(placings[BLUE].vp).toBeGreaterThan(placings[RED].vp);
    expect(placings.map((p) => p.place)).toEqual([1, 3, 2]);
    expect(placings[RED].dp).toBe(5);
  });

  it('K-50 after a DP win, others with equal VP share their place behind the winner', () => {
    const state = endedByDevelopmentPoints();
    if (state.phase.kind !== 'ended') throw new Error('not ended');
    state.phase.scores[BLUE].vp = state.phase.scores[GREEN].vp;
    expect(places(state)).toEqual([1, 2, 2]);
  });

  it('K-26 K-51 a guild master ending places everyone by VP', () => {
    let state = startedGame(3, 134, [2, 1, 7]);
    state = setGoods(state, BLUE, { ore: 2, fur: 1, amber: 1 });
    state = setGoods(state, RED, { amber: 1, fur: 1 });
    state = endedByGuildMaster(state);
    expect(state.phase).toMatchObject({ kind: 'ended', reason: 'guildMaster', winners: [BLUE] });
    expect(places(state)).toEqual([2, 3, 1]);
  });

  it('K-51 equal VP share a place and the next place is skipped', () => {
    let state = startedGame(3, 135, [2, 1, 7]);
    state = setGoods(setGoods(state, RED, { salt: 1 }), GREEN, { amber: 1, ore: 2 });
    state = endedByGuildMaster(state);
    expect(state.phase).toMatchObject({ winners: [RED, GREEN] });
    expect(places(state)).toEqual([1, 1, 3]);
  });

  it('a game still running has no placings', () => {
    expect(placingsFromEnd(startedGame(2, 1, [2, 1]))).toBeNull();
  });
});

describe('placings from a forfeit', () => {
  it('a forfeit places the player last, below a player with fewer VP; the others keep their order', () => {
    let state = startedGame(3, 135, [2, 1, 7]);
    state = setGoods(state, RED, { salt: 3 });
    state = setGoods(state, GREEN, { amber: 2 });
    const placings = placingsFromForfeit(state, new Set([RED]));
    expect(placings.map((p) => p.place)).toEqual([3, 1, 2]);
    expect(placings[RED].vp).toBeGreaterThan(placings[GREEN].vp);
  });

  it('a forfeit in a finished game moves the winner last and the others up', () => {
    const state = endedByDevelopmentPoints();
    expect(placingsFromForfeit(state, new Set([RED])).map((p) => p.place)).toEqual([3, 2, 1]);
  });

  it('two forfeits share the last place', () => {
    const state = startedGame(4, 3, [1, 3, 5, 7]);
    const placings = placingsFromForfeit(state, new Set([RED, BLUE]));
    expect(placings.map((p) => p.place)).toEqual([3, 1, 3, 1]);
  });
});

describe('the recorded result', () => {
  const facts = (state: GameState, computers: (string | null)[] = [null, null, null]) => ({
    state: withMembers(state),
    gameId: 'g1',
    channelId: '5555',
    season: 1,
    finishedAt: '2026-11-25T13:00:00.000Z',
    computers,
  });

  it('K-50 records seats, places, VP, DP and rounds from the end state, rated, and passes its schema', () => {
    const state = endedByDevelopmentPoints();
    const result = recordResult(facts(state))!;
    expect(RecordedResultSchema.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({ endReason: 'developmentPoints', rounds: state.round, rated: true });
    expect(result.seats.map((s) => [s.holder, s.place, s.dp])).toEqual([
      [{ kind: 'member', userId: MEMBERS[0] }, 1, 5],
      [{ kind: 'member', userId: MEMBERS[1] }, 3, 1],
      [{ kind: 'member', userId: MEMBERS[2] }, 2, 1],
    ]);
  });

  it('a computer in a seat makes the game unrated and is recorded as a computer, not a member', () => {
    const result = recordResult(facts(endedByDevelopmentPoints(), [null, 'normal', null]))!;
    expect(result.rated).toBe(false);
    expect(result.seats[GREEN].holder).toEqual({ kind: 'computer', level: 'normal' });
    expect(RecordedResultSchema.safeParse(result).success).toBe(true);
  });

  it('a forfeited running game is recorded with the forfeit marked; a running game without one is not recorded', () => {
    const running = startedGame(3, 7, [2, 1, 7]);
    const result = recordResult({ ...facts(running), forfeits: new Set([GREEN]) })!;
    expect(result.endReason).toBe('forfeit');
    expect(result.seats.map((s) => s.forfeited)).toEqual([false, true, false]);
    expect(result.seats[GREEN].place).toBe(3);
    expect(recordResult(facts(running))).toBeNull();
  });
});
