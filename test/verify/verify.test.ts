// Issue 21: the verifier replays an exported record from its revealed seed and action log and
// checks the commitment, every step and the final scores. A finished game holds; each kind
// of tampering is caught, and named by its first differing step, in one catalogue sentence.
import { describe, expect, it } from 'vitest';
import { concreteActions, applyAction, newGame, type Action } from '../../src/engine/index';
import { tStored } from '../../src/i18n/index';
import {
  commitmentOf,
  describeGame,
  exportGame,
  gameSpec,
  verifyRecord,
  type GameExport,
} from '../../src/verify';
import { finishedRecord } from './finished-game';

const record = finishedRecord(31, 3);
const exported = exportGame(record) as GameExport;

/** A copy of the export to change. */
const copy = (): GameExport => structuredClone(exported);

/** The first step (from 0) where the player to act had another action to choose, and that action. */
function anotherChoice(e: GameExport): { at: number; action: Action } {
  const created = newGame(gameSpec(describeGame(record)));
  if (!created.ok) throw new Error('the recorded game cannot be set up');
  let state = created.state;
  for (let i = 0; i < e.actions.length; i++) {
    const taken = e.actions[i];
    const other = concreteActions(state, taken.player).find(
      (a) => JSON.stringify(a) !== JSON.stringify(taken),
    );
    if (i > 10 && other) return { at: i, action: other };
    const next = applyAction(state, taken);
    if (!next.ok) throw new Error('the recorded game does not replay');
    state = next.state;
  }
  throw new Error('no step with a choice');
}

describe('the verifier (issue 21)', () => {
  it('a finished game holds, and the sentence says so with its game, steps and commitment', () => {
    const verdict = verifyRecord(exported);
    expect(verdict).toMatchObject({ holds: true, key: 'verify.holds.unsigned', params: { game: 'g31' } });
    expect(verdict.params.steps).toBe(exported.actions.length);
    expect(tStored(verdict.key, verdict.params, 'en')).toContain(exported.commitment);
  });

  it('a game of the old generator (xoroshiro128+) holds too', () => {
    const old = exportGame(finishedRecord(32, 2, [], false)) as GameExport;
    expect(old.generator).toBe('xoroshiro128+');
    expect(verifyRecord(old).holds).toBe(true);
  });

  it('a game with the advanced rules holds', () => {
    const advanced = exportGame(
      finishedRecord(33, 4, ['taxes', 'offices', 'conflicts', 'memory']),
    ) as GameExport;
    expect(verifyRecord(advanced).holds).toBe(true);
  });

  it('a changed seed is caught by the commitment', () => {
    const e = copy();
    e.seed = (e.seed as string).replace(/.$/, (d) => (d === '0' ? '1' : '0'));
    expect(verifyRecord(e)).toMatchObject({ holds: false, key: 'verify.commitment' });
  });

  it('a changed option is caught by the commitment', () => {
    const e = copy();
    e.rules = ['memory'];
    expect(verifyRecord(e)).toMatchObject({ holds: false, key: 'verify.commitment' });
    const f = copy();
    f.holdings = 'open';
    expect(verifyRecord(f).key).toBe('verify.commitment');
  });

  it('a changed seat order is caught by the commitment', () => {
    const e = copy();
    [e.seats[0], e.seats[1]] = [e.seats[1], e.seats[0]];
    expect(verifyRecord(e).key).toBe('verify.commitment');
  });

  it('another seed with a commitment forged to fit is caught at step 1', () => {
    const e = copy();
    e.seed = 'ab'.repeat(32);
    e.commitment = commitmentOf({ ...describeGame(record), seed: e.seed });
    const verdict = verifyRecord(e);
    expect(verdict.holds).toBe(false);
    expect(['verify.step', 'verify.refused']).toContain(verdict.key);
    expect(verdict.params.step).toBe(1);
  });

  it('a changed action that is still legal is named by its step', () => {
    const e = copy();
    const { at, action } = anotherChoice(e);
    e.actions[at] = action;
    const verdict = verifyRecord(e);
    expect(verdict).toMatchObject({ holds: false, key: 'verify.step', params: { step: at + 1 } });
    expect(tStored(verdict.key, verdict.params, 'en')).toContain(`step ${at + 1} `);
  });

  it('a changed action that is not allowed is named by its step', () => {
    const e = copy();
    const at = 20;
    e.actions[at] = { ...e.actions[at], player: (e.actions[at].player + 1) % 3 } as Action;
    expect(verifyRecord(e)).toMatchObject({ holds: false, key: 'verify.refused', params: { step: at + 1 } });
  });

  it('a dropped action is caught', () => {
    const e = copy();
    e.actions.splice(5, 1);
    e.steps.splice(5, 1);
    const verdict = verifyRecord(e);
    expect(verdict.holds).toBe(false);
    expect(verdict.params.step).toBe(6);
  });

  it('a changed score is caught, naming the player', () => {
    const e = copy();
    e.results.scores[1].vp += 1;
    const verdict = verifyRecord(e);
    expect(verdict).toMatchObject({ holds: false, key: 'verify.scores' });
    expect(verdict.params.player).toBe(e.seats[e.results.scores[1].player].name);
  });

  it('a changed winner is caught', () => {
    const e = copy();
    e.results.winners = [(e.results.winners[0] + 1) % 3];
    expect(verifyRecord(e).key).toBe('verify.scores');
  });

  it('a missing step fingerprint is caught', () => {
    const e = copy();
    e.steps.pop();
    expect(verifyRecord(e).key).toBe('verify.stepCount');
  });

  it('a generator that does not fit the seed is caught', () => {
    const e = copy();
    e.generator = 'xoroshiro128+';
    expect(verifyRecord(e).key).toBe('verify.generator');
  });

  it('anything that is not a record gets a clear sentence, never a throw', () => {
    for (const input of [
      null,
      42,
      'text',
      {},
      { ...exported, exportVersion: 9 },
      { ...exported, actions: 'x' },
    ]) {
      const verdict = verifyRecord(input);
      expect(verdict).toMatchObject({ holds: false, key: 'verify.malformed' });
      expect(tStored(verdict.key, verdict.params, 'en')).toMatch(/^This is not a Kogge game record/);
    }
  });

  it('the untampered copy used by these tests holds (control: the tampering is what fails)', () => {
    expect(verifyRecord(copy()).holds).toBe(true);
  });
});

describe('the export (issue 21)', () => {
  it('is made for a finished game only: a running game exports nothing', () => {
    expect(exportGame({ ...record, status: 'playing' })).toBeNull();
  });

  it('carries seats, options, the revealed seed, the actions, a fingerprint per step and the results', () => {
    expect(exported).toMatchObject({
      format: 'kogge-game-record',
      exportVersion: 1,
      game: record.id,
      generator: 'chacha20',
      seed: record.settings.seed,
    });
    expect(exported.seats.map((s) => s.id)).toEqual(['p0', 'p1', 'p2']);
    expect(exported.steps).toHaveLength(record.actions.length);
    expect(exported.results.scores).toHaveLength(3);
  });
});
