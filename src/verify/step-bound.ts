// The most steps a real game can have (issue 42): a record beyond it is refused before any
// replay, and so is one with more side actions in a row than the engine allows (N-85). The
// bound follows from the rules (docs/rules-notes.md N-86 says the same in words):
//
// - Rounds: the guild master moves at least one city a round (K-25) and his 18th step ends
//   the game (K-26, GAME_END_STEPS): at most 18 rounds.
// - A turn (K-27): the opening move is free, a second one too with the chit, every other is
//   paid with a good or a marker (K-31, K-33), so a turn has at most 2 + the pieces a player
//   can hold: 66 goods (K-2) and 90 markers (K-4) less the 18 that always lie on the board
//   (K-12). Then each action at most once (K-40 … K-45: 6), the end of the turn, a raid's
//   three decisions (K-45), the look (K-73), a conflict's challenge, up to 3 refusals, 2 bids,
//   demand and push (K-72): TURN_EXTRAS, 20 with room to spare.
// - A round: every player's turn, up to one bid each (K-22), the guild master's move (K-25)
//   and one tax each (K-70).
// - Before the first round: up to 3 start picks each (K-13, K-13a) and one start swap each (K-73).
// - Side actions (offers, answers, the pick-up setting, K-46 and K-34) come at most SIDE_RUN
//   in a row (N-85): before each move and after the last one.
import { GAME_END_STEPS, GOOD_SUPPLY, MARKER_SUPPLY } from '../engine/index';
import { SIDE_RUN } from '../engine/rules/common/side-run';
import { RULES } from '../engine/rules/table';

const MAX_PLAYERS = 4;
const GOODS = Object.values(GOOD_SUPPLY).reduce((a, b) => a + b, 0);
const MARKERS = MARKER_SUPPLY.reduce((a, b) => a + b, 0);
const ON_BOARD = 18;
const TURN_EXTRAS = 20;

export const MAX_TURN_STEPS = 2 + GOODS + MARKERS - ON_BOARD + TURN_EXTRAS;
export const MAX_ROUND_STEPS = MAX_PLAYERS * (MAX_TURN_STEPS + 1 + 1) + 1;
export const MAX_SETUP_STEPS = MAX_PLAYERS * (3 + 1);
/** Moves of a game: everything but side actions. */
export const MAX_MOVES = MAX_SETUP_STEPS + GAME_END_STEPS * MAX_ROUND_STEPS;
/** Every step of a game, side actions included: 128,688 (a real game has a few thousand). */
export const MAX_STEPS = MAX_MOVES * (SIDE_RUN + 1) + SIDE_RUN;

const SIDE_TYPES: ReadonlySet<string> = new Set(
  Object.entries(RULES)
    .filter(([, rule]) => rule.phases === 'anyTime')
    .map(([type]) => type),
);

export type BoundRefusal =
  | { key: 'verify.tooManySteps'; params: { steps: number; max: number } }
  | { key: 'verify.refused'; params: { step: number; action: string; code: 'SIDE_ACTIONS_IN_A_ROW' } };

/**
 * Read off the raw record before its schema is checked (which costs time in proportion to
 * its length): too many actions or step fingerprints, or too many side actions in a row.
 */
export function stepCountRefusal(input: unknown): BoundRefusal | null {
  if (input === null || typeof input !== 'object') return null;
  const { actions, steps } = input as { actions?: unknown; steps?: unknown };
  const count = Math.max(
    Array.isArray(actions) ? actions.length : 0,
    Array.isArray(steps) ? steps.length : 0,
  );
  if (count > MAX_STEPS) return { key: 'verify.tooManySteps', params: { steps: count, max: MAX_STEPS } };
  return Array.isArray(actions) ? sideRunRefusal(actions) : null;
}

/**
 * The first action beyond SIDE_RUN side actions in a row, which the engine would refuse
 * (N-85), read off the raw actions (their `type` alone) so a record of endless toggles is
 * refused before its schema is checked.
 */
export function sideRunRefusal(actions: readonly unknown[]): BoundRefusal | null {
  let run = 0;
  for (let i = 0; i < actions.length; i++) {
    const type = typeOf(actions[i]);
    run = SIDE_TYPES.has(type) ? run + 1 : 0;
    if (run > SIDE_RUN)
      return { key: 'verify.refused', params: { step: i + 1, action: type, code: 'SIDE_ACTIONS_IN_A_ROW' } };
  }
  return null;
}

function typeOf(action: unknown): string {
  const type = action !== null && typeof action === 'object' ? (action as { type?: unknown }).type : null;
  return typeof type === 'string' ? type : '';
}
