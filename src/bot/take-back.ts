// A take-back on a game's record (issue 21): the last action leaves the action log and the
// game goes back to the position before it, replayed from the seed, so the record still
// verifies and the position is exactly the old one (the generator included). Pure: the bot
// decides who asks and who accepts; this says whether it may be done, and does it.
import { applyAction, replay, sameValue, takeBackBlock, type Action, type GameState } from '../engine/index';
import { clippedTo, type GameRecord } from '../store/index';
import { describeGame, gameSpec } from '../verify/index';
import { ok, refused, type Refusal, type Result } from './result';

/** Why a take-back is not offered; each a sentence of the catalogue (`takeBack.<reason>`). */
export type TakeBackReason = 'nothing' | 'notYours' | 'notSafe' | 'seen' | 'damaged';

export type TakeBackRefusal = Refusal<`takeBack.${TakeBackReason}`>;

export type TakeBackCheck = Result<{ action: Action; before: GameState }, TakeBackRefusal>;

const no = (reason: TakeBackReason) => refused<never, `takeBack.${TakeBackReason}`>(`takeBack.${reason}`);

/** May `player` take back the game's last action? Only their own, and only a safe one (engine). */
export function takeBackCheck(record: GameRecord, player: number): TakeBackCheck {
  const state = record.state as GameState | null;
  const action = record.actions.at(-1);
  if (!state || record.status !== 'playing' || !action) return no('nothing');
  if (action.player !== player) return no('notYours');
  const earlier = replay(gameSpec(describeGame(record)), record.actions.slice(0, -1));
  if (!earlier.ok) return no('damaged');
  const again = applyAction(earlier.state, action);
  // The log must lead to the stored position, or the record was not what it seems. Versions
  // aside: after an earlier take-back the stored one runs ahead of the replay's (below).
  if (!again.ok || !samePosition(again.state, state)) return no('damaged');
  const block = takeBackBlock(earlier.state, action, again.state, again.events);
  // Issue 42: what the others have seen is named as such; every other block draws or shows.
  if (block) return no(block === 'seen' ? 'seen' : 'notSafe');
  return ok({ action, before: earlier.state });
}

/** The record with its last action taken back, or the reason it may not be. */
export function takeBack(
  record: GameRecord,
  player: number,
): Result<{ record: GameRecord; action: Action }, TakeBackRefusal> {
  const check = takeBackCheck(record, player);
  if (!check.ok) return check;
  const { action, before } = check.value;
  return ok({
    action,
    // The version moves on, never back: a button shown for the undone position carries the
    // undone version, and must be answered as out of date, not applied to a later position
    // that happens to have the same number.
    record: {
      ...record,
      state: { ...before, version: (record.state as GameState).version + 1 },
      actions: record.actions.slice(0, -1),
      // Issue 38: who made which action stays true of the shorter log.
      ...clippedTo(record, record.actions.length - 1),
    },
  });
}

/** Key order aside too: a stored state comes back in its schema's order, a replayed one in the engine's. */
function samePosition(a: GameState, b: GameState): boolean {
  return sameValue({ ...a, version: 0 }, { ...b, version: 0 });
}
