// Issue 38: where a tutorial game stands in its script, read off the record's action log alone,
// so a restart, a take-back or another process sees exactly what this one saw. On the script
// while every action so far is the script's own; the first one that differs leaves it for good
// (a take-back of that action brings the game back onto it, as the log then matches again).
//
// A different legal choice is accepted and leaves the script: a newcomer who clicks a button
// expects that button to do what it says, not to be told off. The panel says once that the move
// stands and that the game goes on as an ordinary one (hint lines on); the computer players then
// think for themselves. Once the script's last step is played the game is an ordinary one too.
import { applyAction, sameValue, type Action, type GameState } from '../../engine/index';
import { seatLevels, type GameRecord } from '../../store/index';
import { PERSON, TUTORIALS, type TutorialScript, type TutorialStep } from './script';

export type TutorialPlace =
  /** On the script: `next` is the index of the step to come; `script.steps.length` once all are played. */
  | { kind: 'on'; script: TutorialScript; next: number; played: number }
  /** The log left the script: `at` is the first action that differs from its step. */
  | { kind: 'left'; script: TutorialScript; at: number; played: number };

/** Where the record stands in its tutorial; null for a game that follows none. */
export function tutorialPlace(record: Pick<GameRecord, 'settings' | 'actions'>): TutorialPlace | null {
  const id = record.settings.tutorial;
  if (!id) return null;
  const script = TUTORIALS[id];
  const played = record.actions.length;
  const compared = Math.min(played, script.steps.length);
  for (let at = 0; at < compared; at++)
    if (!sameValue(record.actions[at], script.steps[at].action)) return { kind: 'left', script, at, played };
  return { kind: 'on', script, next: compared, played };
}

/** The step to come while the game is on its script and has steps left; else null. */
export function nextStep(place: TutorialPlace | null): TutorialStep | null {
  if (place?.kind !== 'on') return null;
  return place.script.steps[place.next] ?? null;
}

/** Whether the last action just played finished the script (the panel says so once). */
export function justFinished(place: TutorialPlace | null): boolean {
  return place?.kind === 'on' && place.played === place.script.steps.length;
}

/** Whether the last action just played was the person's own that left the script (said once). */
export function justLeft(place: TutorialPlace | null, actions: readonly Action[]): boolean {
  return place?.kind === 'left' && place.at === place.played - 1 && actions[place.at]?.player === PERSON;
}

/**
 * What a computer seat does in a tutorial game: `play` the script's step when the step is a
 * seat a computer player decides for (its own, or a person's handed over), `wait` while the
 * step is the person's (the start choice is simultaneous, but the script has the person first),
 * and null off the script or past it: the computer players then think as in any game. A step the
 * engine would refuse (which the tutorial test rules out) is left to their thinking too.
 */
export function scriptedTurn(
  record: Pick<GameRecord, 'settings' | 'actions' | 'seats'>,
  state: GameState,
): { kind: 'play'; seat: number; action: Action } | { kind: 'wait' } | null {
  const step = nextStep(tutorialPlace(record));
  if (!step) return null;
  const seat = step.action.player;
  if (!seatLevels(record.seats)[seat]) return { kind: 'wait' };
  return applyAction(state, step.action).ok ? { kind: 'play', seat, action: step.action } : null;
}
