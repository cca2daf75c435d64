// Issue 42: a record longer than any game, or with more side actions in a row than N-85
// allows, is refused before any replay, by `npm run verify` and by the verifier itself; a
// replay given a time budget stops at its deadline. The bound is the rules' (step-bound.ts).
import { describe, expect, it } from 'vitest';
import { SIDE_RUN } from '../../src/engine/rules/common/side-run';
import { t } from '../../src/i18n/index';
import { exportGame, NO_TRUST, verifyRecord, type GameExport } from '../../src/verify/index';
import { runVerify } from '../../src/verify/cli-run';
import { MAX_MOVES, MAX_STEPS, MAX_TURN_STEPS } from '../../src/verify/step-bound';
import { finishedRecord } from './finished-game';
import { toggleFlood } from './forged-records';

const exported = exportGame(finishedRecord(41, 4)) as GameExport;
const beyond = { ...exported, steps: Array.from({ length: MAX_STEPS + 1 }, () => 'x') };

describe('the step bound (issue 42, N-86)', () => {
  it('N-86 the bound follows from the rules: 18 rounds of four turns of at most 160 steps, ten side actions a move', () => {
    expect(MAX_TURN_STEPS).toBe(2 + 66 + 90 - 18 + 20);
    expect(MAX_MOVES).toBe(16 + 18 * (4 * (MAX_TURN_STEPS + 2) + 1));
    expect(MAX_STEPS).toBe(MAX_MOVES * (SIDE_RUN + 1) + SIDE_RUN);
    // A real game is far inside it: a four-player game of random players.
    expect(exported.actions.length).toBeLessThan(MAX_MOVES / 10);
  });

  it('N-86 a record beyond the bound is refused before its schema is read, with a sentence', () => {
    const verdict = verifyRecord(beyond);
    expect(verdict).toEqual({
      holds: false,
      key: 'verify.tooManySteps',
      params: { steps: MAX_STEPS + 1, max: MAX_STEPS },
    });
    // Control: at the bound the record is read on (and refused for its uneven fingerprints).
    const at = { ...exported, steps: Array.from({ length: MAX_STEPS }, () => '0123456789abcdef') };
    expect(verifyRecord(at).key).toBe('verify.stepCount');
  });

  it('N-86 npm run verify refuses it with exit 1 and the sentence', async () => {
    const answer = await runVerify(['beyond.json'], () => JSON.stringify(beyond));
    expect(answer).toEqual({
      code: 1,
      line: t('verify.tooManySteps', { steps: MAX_STEPS + 1, max: MAX_STEPS }, 'en'),
    });
  });

  it('N-85 the forged toggle flood is refused at the first toggle beyond the run, before any replay', () => {
    const flood = toggleFlood(2_000);
    const t0 = performance.now();
    expect(verifyRecord(flood)).toEqual({
      holds: false,
      key: 'verify.refused',
      params: { step: SIDE_RUN + 1, action: 'setAutoCollect', code: 'SIDE_ACTIONS_IN_A_ROW' },
    });
    expect(performance.now() - t0).toBeLessThan(1000);
    // Control: the first SIDE_RUN toggles replay with their fingerprints (the forgery is exact).
    const allowed = {
      ...flood,
      actions: flood.actions.slice(0, SIDE_RUN),
      steps: flood.steps.slice(0, SIDE_RUN),
    };
    expect(verifyRecord(allowed)).toEqual({
      holds: false,
      key: 'verify.notEnded',
      params: { steps: SIDE_RUN },
    });
  });

  it('a replay past its deadline stops with verify.tooSlow; with time to spare the same record holds', () => {
    const late = verifyRecord(exported, NO_TRUST, { deadline: performance.now() - 1, seconds: 4 });
    expect(late).toEqual({ holds: false, key: 'verify.tooSlow', params: { seconds: 4, step: 0 } });
    expect(
      verifyRecord(exported, NO_TRUST, { deadline: performance.now() + 60_000, seconds: 60 }).holds,
    ).toBe(true);
  });
});
