// Take-backs by request (issue 21): asking, accepting and refusing as steps on a record. Every
// other person must accept; computer players accept at once; a refusal, or any action after
// the ask, ends it; a league that does not allow take-backs is never asked; and whatever does
// not fit (stale, duplicate, the asker answering) is refused with a sentence of the catalogue.
import { describe, expect, it } from 'vitest';
import { applyAction, canTakeBack, replay, type GameState } from '../../src/engine/index';
import { answer, ask, awaitedSeats, mayOffer, standingAsk } from '../../src/bot/take-back-request';
import { takeBackLines } from '../../src/bot/take-back-log';
import { t, type PlainKey } from '../../src/i18n/index';
import { GameRecordSchema, type GameRecord } from '../../src/store/index';
import { describeGame, exportGame, gameSpec, verifyRecord } from '../../src/verify/index';
import { finishedRecord } from '../verify/finished-game';

const FINISHED = finishedRecord(41, 3, ['taxes']);
const SPEC = gameSpec(describeGame(FINISHED));

function after(n: number): GameRecord {
  const replayed = replay(SPEC, FINISHED.actions.slice(0, n));
  if (!replayed.ok) throw new Error('does not replay');
  return { ...FINISHED, status: 'playing', state: replayed.state, actions: FINISHED.actions.slice(0, n) };
}

/** The index of the first action of `type` the engine says may (`safe`) or may not be taken back. */
function first(safe: boolean, type: string): number {
  let state = (replay(SPEC, []) as { state: GameState }).state;
  for (let i = 0; i < FINISHED.actions.length; i++) {
    const action = FINISHED.actions[i];
    const result = applyAction(state, action);
    if (!result.ok) break;
    if (action.type === type && canTakeBack(state, action, result.state, result.events) === safe) return i;
    state = result.state;
  }
  throw new Error(`no ${type}`);
}

const SAFE = first(true, 'sail');
const RECORD = after(SAFE + 1);
const ASKER = FINISHED.actions[SAFE].player;
const OTHERS = [0, 1, 2].filter((p) => p !== ASKER);
const VERSION = (RECORD.state as GameState).version;

const stepOf = (step: ReturnType<typeof ask>) => {
  if (step.kind === 'refused') throw new Error(step.refusal.key);
  return step;
};

describe('take-back requests (issue 21)', () => {
  it('asking waits for every other person; the record keeps the ask, at this version', () => {
    const asked = stepOf(ask(RECORD, ASKER, VERSION, true));
    expect(asked).toMatchObject({ kind: 'asked', asker: ASKER, awaited: OTHERS });
    expect(standingAsk(asked.record)).toEqual({ player: ASKER, version: VERSION, accepted: [] });
    // Saved as it is: the stored record's schema takes it.
    expect(GameRecordSchema.safeParse(asked.record).success).toBe(true);
  });

  it('issue 28: the ask and the request it owes the thread are one record, so one save (a kill before it loses both)', () => {
    const asked = stepOf(ask(RECORD, ASKER, VERSION, true));
    expect(asked.record.messages.notices).toEqual([
      { kind: 'takeBack', version: VERSION, asker: ASKER, awaited: OTHERS },
    ]);
    // Control: the record before the ask owes nothing and has no ask.
    expect(RECORD.messages.notices).toBeUndefined();
    expect(standingAsk(RECORD)).toBeNull();
  });

  it('all accept: the action is taken back, the log notes it, and the game still verifies', () => {
    const asked = stepOf(ask(RECORD, ASKER, VERSION, true)).record;
    const once = stepOf(answer(asked, OTHERS[0], VERSION, true));
    expect(once).toMatchObject({ kind: 'accepted', awaited: [OTHERS[1]] });
    expect(once.record.actions).toHaveLength(SAFE + 1);
    const done = stepOf(answer(once.record, OTHERS[1], VERSION, true));
    expect(done.kind).toBe('takenBack');
    expect(done.record.actions).toEqual(FINISHED.actions.slice(0, SAFE));
    expect(done.record.takeBackAsk).toBeUndefined();
    expect(done.record.takenBack).toEqual([{ step: SAFE + 1, player: ASKER, type: 'sail' }]);
    expect(takeBackLines(done.record, 'en', true)).toEqual([
      // Issue 38: no internal step number in the log.
      `${FINISHED.seats[ASKER].name} took back a voyage`,
    ]);
    // Played on from the taken-back position to its end, the game still verifies.
    let state = done.record.state as GameState;
    for (const action of FINISHED.actions.slice(SAFE)) {
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    const ended: GameRecord = { ...done.record, status: 'ended', state, actions: FINISHED.actions };
    const exported = exportGame(ended);
    expect(exported).not.toBeNull();
    expect(verifyRecord(exported)).toMatchObject({ holds: true });
    // Control: a record that kept the undone action twice is caught.
    const twice = {
      ...exported!,
      actions: [...FINISHED.actions.slice(0, SAFE + 1), ...FINISHED.actions.slice(SAFE)],
    };
    expect(verifyRecord(twice)).toMatchObject({ holds: false });
    // Control: the latest-only line is gone once another action follows.
    expect(
      takeBackLines({ ...done.record, actions: FINISHED.actions.slice(0, SAFE + 1) }, 'en', true),
    ).toEqual([]);
  });

  it('one refusal ends the request; the action stands', () => {
    const asked = stepOf(ask(RECORD, ASKER, VERSION, true)).record;
    const accepted = stepOf(answer(asked, OTHERS[0], VERSION, true)).record;
    const refused = stepOf(answer(accepted, OTHERS[1], VERSION, false));
    expect(refused.kind).toBe('refusedBy');
    expect(refused.record.actions).toEqual(RECORD.actions);
    expect(refused.record.state).toEqual(RECORD.state);
    expect(standingAsk(refused.record)).toBeNull();
    expect(answer(refused.record, OTHERS[0], VERSION, true)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.lapsed' },
    });
  });

  it('any action after the ask voids it: a later answer is refused as lapsed', () => {
    const asked = stepOf(ask(RECORD, ASKER, VERSION, true)).record;
    const on = { ...asked, state: { ...(asked.state as GameState), version: VERSION + 1 } };
    expect(standingAsk(on)).toBeNull();
    expect(answer(on, OTHERS[0], VERSION, true)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.lapsed' },
    });
    // And an answer carrying the new version finds no request either (control: not just a mismatch).
    expect(answer(on, OTHERS[0], VERSION + 1, true)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.lapsed' },
    });
  });

  it('duplicates, the asker answering, a stale panel and a second ask are refused', () => {
    const asked = stepOf(ask(RECORD, ASKER, VERSION, true)).record;
    const once = stepOf(answer(asked, OTHERS[0], VERSION, true)).record;
    expect(answer(once, OTHERS[0], VERSION, true)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.alreadyAccepted' },
    });
    expect(answer(once, ASKER, VERSION, true)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.ownAsk' },
    });
    expect(ask(once, ASKER, VERSION, true)).toEqual({ kind: 'refused', refusal: { key: 'takeBack.asked' } });
    expect(ask(RECORD, ASKER, VERSION - 1, true)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.stale' },
    });
    expect(ask(RECORD, OTHERS[0], VERSION, true)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.notYours' },
    });
  });

  it('a league that does not allow take-backs refuses the ask, and the button is not offered', () => {
    expect(ask(RECORD, ASKER, VERSION, false)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.league' },
    });
    const before = after(SAFE).state as GameState;
    const step = applyAction(before, FINISHED.actions[SAFE]);
    if (!step.ok) throw new Error(step.error.code);
    expect(mayOffer(RECORD, ASKER, { before, events: step.events }, false)).toBe(false);
    // Control: the same step in a casual game is offered.
    expect(mayOffer(RECORD, ASKER, { before, events: step.events }, true)).toBe(true);
  });

  it('after a draw the take-back is neither offered nor accepted when asked by a forged click', () => {
    const drawn = first(false, 'endTurn');
    const record = after(drawn + 1);
    const player = FINISHED.actions[drawn].player;
    const before = after(drawn).state as GameState;
    const step = applyAction(before, FINISHED.actions[drawn]);
    if (!step.ok) throw new Error(step.error.code);
    expect(mayOffer(record, player, { before, events: step.events }, true)).toBe(false);
    expect(ask(record, player, (record.state as GameState).version, true)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.notSafe' },
    });
  });

  it('computer players (stand-ins too, K-80) accept at once: with only them, it is taken back on asking', () => {
    const computer = RECORD.seats.map((s, i) =>
      i === OTHERS[0] ? ({ kind: 'computer', level: 'easy', name: 'Hanno' } as const) : s,
    );
    expect(awaitedSeats({ ...RECORD, seats: computer }, ASKER)).toEqual([OTHERS[1]]);
    // Stand-ins keep the person's seat (and so the game's description): the record still replays.
    const standIn = (only: number[]) =>
      RECORD.seats.map((s, i) =>
        only.includes(i) && s.kind === 'human' ? { ...s, standIn: 'normal' as const } : s,
      );
    expect(ask({ ...RECORD, seats: standIn(OTHERS) }, ASKER, VERSION, true).kind).toBe('takenBack');
    // Control: with one person left among them, that person is asked.
    expect(ask({ ...RECORD, seats: standIn([OTHERS[0]]) }, ASKER, VERSION, true)).toMatchObject({
      kind: 'asked',
      awaited: [OTHERS[1]],
    });
  });

  it('every refusal is a sentence of the catalogue', () => {
    const keys: PlainKey[] = [
      'takeBack.league',
      'takeBack.stale',
      'takeBack.asked',
      'takeBack.lapsed',
      'takeBack.ownAsk',
      'takeBack.alreadyAccepted',
      'takeBack.notSafe',
      'takeBack.notYours',
      'takeBack.nothing',
      'takeBack.damaged',
    ];
    for (const key of keys) expect(t(key, {}, 'en')).toMatch(/^[A-Z].*\.$/);
  });
});
