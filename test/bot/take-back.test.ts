// Take-backs on a game's record (issue 21): the asker's last safe action leaves the log and
// the position is the one before it, exactly; a take-back after a draw is not offered; and a
// game with an accepted take-back still verifies, its log replaying to its end.
import { describe, expect, it } from 'vitest';
import { nextActor, randomAction } from '../../src/ai/index';
import {
  applyAction,
  canTakeBack,
  Dice,
  GameStateSchema,
  replay,
  seedRng,
  type Action,
  type GameState,
} from '../../src/engine/index';
import { takeBack, type TakeBackReason } from '../../src/bot/take-back';
import { t } from '../../src/i18n/index';
import { GameRecordSchema, type GameRecord } from '../../src/store/index';
import { describeGame, exportGame, gameSpec, verifyRecord } from '../../src/verify/index';
import { finishedRecord } from '../verify/finished-game';

const FINISHED = finishedRecord(41, 3, ['taxes']);
const SPEC = gameSpec(describeGame(FINISHED));

/** The record as it stood after its first `n` actions, still being played. */
function after(n: number, actions: readonly Action[] = FINISHED.actions): GameRecord {
  const replayed = replay(SPEC, actions.slice(0, n));
  if (!replayed.ok) throw new Error('does not replay');
  return { ...FINISHED, status: 'playing', state: replayed.state, actions: actions.slice(0, n) };
}

/** The first action index that the engine says may (or may not) be taken back. */
function firstWhere(safe: boolean, type?: string): number {
  let state = replay(SPEC, []).ok ? (replay(SPEC, []) as { state: GameState }).state : null;
  for (let i = 0; state && i < FINISHED.actions.length; i++) {
    const action = FINISHED.actions[i];
    const result = applyAction(state, action);
    if (!result.ok) break;
    const drew = JSON.stringify(result.state.rng) !== JSON.stringify(state.rng);
    const wanted = type ? action.type === type : safe || drew;
    if (wanted && canTakeBack(state, action, result.state, result.events) === safe) return i;
    state = result.state;
  }
  throw new Error(`no ${safe ? 'safe' : 'unsafe'} action`);
}

/** Plays the game on from a record with seeded random players to its end. */
function playOn(record: GameRecord, seed: number): GameRecord {
  const dice = new Dice(seedRng(seed));
  let state = record.state as GameState;
  const actions = [...record.actions];
  while (state.phase.kind !== 'ended') {
    const actor = nextActor(state);
    const action = actor === null ? null : randomAction(state, actor, dice);
    if (!action) throw new Error('nobody can act');
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    actions.push(action);
  }
  return { ...record, status: 'ended', state, actions, version: actions.length };
}

describe('take-backs on a record (issue 21)', () => {
  const safe = firstWhere(true, 'sail');
  const record = after(safe + 1);
  const asker = FINISHED.actions[safe].player;

  it('the asker’s last safe action leaves the log; the position is the one before, generator included', () => {
    const result = takeBack(record, asker);
    if (!result.ok) throw new Error(result.refusal.key);
    const taken = result.value;
    expect(taken.action).toEqual(FINISHED.actions[safe]);
    expect(taken.record.actions).toEqual(FINISHED.actions.slice(0, safe));
    const before = after(safe).state as GameState;
    expect(taken.record.state).toEqual({ ...before, version: (record.state as GameState).version + 1 });
    expect((taken.record.state as GameState).rng).toEqual(after(safe).state?.rng);
  });

  it('another player may not take it back', () => {
    expect(takeBack(record, (asker + 1) % 3)).toEqual({ ok: false, refusal: { key: 'takeBack.notYours' } });
  });

  it('a take-back after a draw is not offered (the same record one action on, control)', () => {
    const drawn = firstWhere(false);
    const player = FINISHED.actions[drawn].player;
    expect(takeBack(after(drawn + 1), player)).toEqual({ ok: false, refusal: { key: 'takeBack.notSafe' } });
  });

  it('a finished game and a game at setup have nothing to take back', () => {
    expect(takeBack(FINISHED, FINISHED.actions.at(-1)?.player ?? 0)).toEqual({
      ok: false,
      refusal: { key: 'takeBack.nothing' },
    });
    expect(takeBack(after(0), 0)).toEqual({ ok: false, refusal: { key: 'takeBack.nothing' } });
  });

  it('the version moves on, so a button shown for the undone position is out of date', () => {
    const result = takeBack(record, asker);
    if (!result.ok) throw new Error(result.refusal.key);
    const taken = result.value;
    const version = (taken.record.state as GameState).version;
    expect(version).toBeGreaterThan((record.state as GameState).version);
    // A second take-back later in the same game still finds the record whole.
    const redone = applyAction(taken.record.state as GameState, FINISHED.actions[safe]);
    if (!redone.ok) throw new Error(redone.error.code);
    const again = {
      ...taken.record,
      state: redone.state,
      actions: [...taken.record.actions, FINISHED.actions[safe]],
    };
    expect(takeBack(again, asker).ok).toBe(true);
  });

  it('a record whose state is not what its log replays to is refused as damaged', () => {
    const other = after(safe).state as GameState;
    expect(takeBack({ ...record, state: other }, asker)).toEqual({
      ok: false,
      refusal: { key: 'takeBack.damaged' },
    });
  });

  it('a record read back from the store (keys in the schema’s order) is taken back as it was', () => {
    const stored = GameRecordSchema.parse(JSON.parse(JSON.stringify(record)));
    // The schema's key order differs from the engine's: compared as text they would differ.
    expect(JSON.stringify(stored.state)).not.toBe(JSON.stringify(record.state));
    expect(takeBack(stored, asker).ok).toBe(true);
    const before = after(safe).state as GameState;
    const step = applyAction(GameStateSchema.parse(before), FINISHED.actions[safe]);
    if (!step.ok) throw new Error(step.error.code);
    expect(canTakeBack(GameStateSchema.parse(before), FINISHED.actions[safe], step.state, step.events)).toBe(
      true,
    );
  });

  it('a game with an accepted take-back, played on to its end, verifies', () => {
    const result = takeBack(record, asker);
    if (!result.ok) throw new Error(result.refusal.key);
    const taken = result.value;
    const ended = playOn(taken.record, 7);
    const exported = exportGame(ended);
    expect(verifyRecord(exported).holds).toBe(true);
    // Control: the taken-back action left in the log (in place of the move made instead) is
    // caught at its step.
    if (!exported) throw new Error('no export');
    const actions = [...exported.actions];
    actions[safe] = FINISHED.actions[safe];
    const kept = verifyRecord({ ...exported, actions });
    expect(actions[safe]).not.toEqual(exported.actions[safe]);
    expect(kept).toMatchObject({ holds: false, params: { step: safe + 1 } });
  });

  it('every refusal has a sentence in the catalogue', () => {
    const reasons: TakeBackReason[] = ['nothing', 'notYours', 'notSafe', 'damaged'];
    for (const reason of reasons) expect(t(`takeBack.${reason}`, {}, 'en')).toMatch(/^[A-Z].*\.$/);
  });
});
