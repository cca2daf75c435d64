// The coach on the computer players' worker threads (issue 26): a hint from a worker is the
// hint worked out here with the same request and number of iterations (a seeded budget, not
// one of time), and a malformed request is refused before any work starts.
import { afterAll, describe, expect, it } from 'vitest';
import { legalActions, playerView } from '../../src/engine';
import { AiPool, COACH_SEARCH, coachHint, type CoachRequest } from '../../src/ai';
import { positionInPlay } from '../support/position-in-play';

const pool = new AiPool({ threads: 1 });
afterAll(() => pool.close());

function request(): CoachRequest {
  const state = positionInPlay();
  const player = state.phase.kind === 'turn' ? state.phase.turn.player : 0;
  return { view: playerView(state, player), legal: legalActions(state, player), seed: 26 };
}

describe('AiPool.coach (issue 26)', () => {
  it('gives on a worker the hint and reason worked out here for the same request', async () => {
    const asked = request();
    const hint = await pool.coach(asked);
    // Its time cap (a safety limit) may cut the budget on a loaded machine: the same number
    // of iterations here gives the same hint, whatever the clock said. All of them: with the
    // worker's count as the budget, the settled stop would end sooner here than it did there.
    const budget = { ...COACH_SEARCH, iterations: hint.iterations, maxMs: Infinity, fullBudget: true };
    const here = coachHint(asked, budget);
    expect(hint.action).not.toBeNull();
    expect(hint.action).toEqual(here.action);
    expect(hint.reason).toEqual(here.reason);
    expect(hint.iterations).toBe(here.iterations);
  }, 120_000);

  it('refuses a request without a view or with a broken seed, before any work', async () => {
    const asked = request();
    await expect(pool.coach({ ...asked, view: undefined as never })).rejects.toThrow(/player view/);
    await expect(pool.coach({ ...asked, seed: 1.5 })).rejects.toThrow(/integer seed/);
  });
});
