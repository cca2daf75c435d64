// Issue 21: a computer player sees its view and nothing else. What computerTurn hands it (the
// view, the legal actions, the level, the decision's seed) must be the same for two states that
// differ only in the game's seed and generator state, and must not contain either. A planted
// peek at the seed shows that the check would catch one.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computerTurn, playRandomGame, type ComputerTurn, type SeatKinds } from '../../src/ai';
import type { GameState } from '../../src/engine';

type TurnOf = (state: GameState, seats: SeatKinds, salt: number) => ComputerTurn | null;

const SEATS: SeatKinds = ['normal', 'hard', 'heuristic'];
const OTHER_KEY = 'ab'.repeat(32);

/** States of a ChaCha20 game in play, every fifth one. */
function states(): GameState[] {
  const all: GameState[] = [];
  playRandomGame({ seed: 4242, crypto: true, players: 3, check: false, onState: (s) => all.push(s) });
  return all.filter((_, i) => i % 5 === 0 && all[i].phase.kind !== 'ended');
}

/** The same table with another seed and another generator state: nothing a player sees differs. */
function reseeded(state: GameState): GameState {
  return { ...state, seed: OTHER_KEY, rng: { key: OTHER_KEY, at: 7 } };
}

/** What a computer player is handed that depends on the seed or generator state, or would show them. */
function peeks(turnOf: TurnOf, state: GameState): string[] {
  const found: string[] = [];
  const seed = String(state.seed);
  const a = turnOf(state, SEATS, 77);
  const b = turnOf(reseeded(state), SEATS, 77);
  if (JSON.stringify(a) !== JSON.stringify(b))
    found.push(`request changes with the seed at version ${state.version}`);
  const text = JSON.stringify(a);
  if (text.includes(seed)) found.push(`request shows the seed at version ${state.version}`);
  if (text.includes('"rng"')) found.push(`request shows the generator at version ${state.version}`);
  return found;
}

/** A computer player that peeks: its decision's seed is mixed with a hash of the game's seed. */
const peeking: TurnOf = (state, seats, salt) => {
  const turn = computerTurn(state, seats, salt);
  if (!turn) return null;
  const peek = createHash('sha256').update(String(state.seed)).digest().readUInt32LE(0);
  return { ...turn, request: { ...turn.request, seed: (turn.request.seed ^ peek) >>> 0 } };
};

describe('computer players never read the game seed (issue 21)', () => {
  const sample = states();

  it('the sample has computer decisions to check', () => {
    expect(sample.filter((s) => computerTurn(s, SEATS, 77) !== null).length).toBeGreaterThan(20);
  });

  it('computerTurn hands the same request whatever the seed and generator state, and shows neither', () => {
    expect(sample.flatMap((s) => peeks(computerTurn, s))).toEqual([]);
  });

  it('a planted peek at the seed is caught (control)', () => {
    expect(sample.flatMap((s) => peeks(peeking, s)).length).toBeGreaterThan(20);
  });

  it('a planted copy of the generator state in the view is caught (control)', () => {
    const leaky: TurnOf = (state, seats, salt) => {
      const turn = computerTurn(state, seats, salt);
      return (
        turn && { ...turn, request: { ...turn.request, view: { ...turn.request.view, rng: state.rng } } }
      );
    };
    expect(sample.flatMap((s) => peeks(leaky, s)).length).toBeGreaterThan(20);
  });
});
