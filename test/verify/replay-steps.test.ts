// The replay of a finished game (issue 21): any step is rebuilt from the seed and the action
// log, the step buttons lead by action and by round, and a finished game's board shows every
// holding and face-down route marker.
import { describe, expect, it } from 'vitest';
import { publicView } from '../../src/engine/index';
import { describeGame } from '../../src/verify/index';
import { replayStep, revealed, stepTargets } from '../../src/verify/replay-steps';
import { finishedRecord } from './finished-game';

const record = finishedRecord(61, 3, ['memory']);
const game = describeGame(record);

describe('replay steps (issue 21)', () => {
  it('the last step is the stored final state; step 0 is the game as set up', () => {
    const last = replayStep(game, record.actions, record.actions.length)!;
    expect(last.state).toEqual(record.state);
    const first = replayStep(game, record.actions, 0)!;
    expect(first.state.version).toBe(0);
  });

  it('a step out of range is clamped to the game', () => {
    expect(replayStep(game, record.actions, -5)!.step).toBe(0);
    expect(replayStep(game, record.actions, 1e9)!.step).toBe(record.actions.length);
  });

  it('step n shows the state after the n-th action and that action’s events', () => {
    const at = replayStep(game, record.actions, 10)!;
    expect(at.state.version).toBe(10);
    expect(at.step).toBe(10);
  });

  it('by action and by round: targets of a middle step, a round start, the first and the last', () => {
    // Rounds after each step: 0 0 0 1 1 1 2 2
    const rounds = [0, 0, 0, 1, 1, 1, 2, 2];
    expect(stepTargets(rounds, 4)).toEqual({
      first: 0,
      roundBack: 3,
      back: 3,
      forward: 5,
      roundForward: 6,
      last: 7,
    });
    expect(stepTargets(rounds, 3)).toEqual({
      first: 0,
      roundBack: 0,
      back: 2,
      forward: 4,
      roundForward: 6,
      last: 7,
    });
    expect(stepTargets(rounds, 0)).toEqual({
      first: null,
      roundBack: null,
      back: null,
      forward: 1,
      roundForward: 3,
      last: 7,
    });
    expect(stepTargets(rounds, 7)).toMatchObject({
      forward: null,
      roundForward: null,
      last: null,
      roundBack: 6,
    });
  });

  it('revealed shows every holding and face-down marker that the public view hides (control: the plain view hides them)', () => {
    const state = record.state!;
    const hidden = publicView(state);
    const shown = publicView(revealed(state));
    expect(hidden.players.every((p) => p.goods === null)).toBe(true);
    expect(shown.players.every((p) => p.goods !== null)).toBe(true);
    const faceDown = state.cities.flatMap((c) => c.squares).filter((s) => !s.faceUp).length;
    const valuesHidden = hidden.cities.flatMap((c) => c.squares).filter((s) => s.value === null).length;
    expect(faceDown).toBeGreaterThan(0);
    expect(valuesHidden).toBe(faceDown);
    expect(shown.cities.flatMap((c) => c.squares).filter((s) => s.value === null)).toEqual([]);
  });
});
