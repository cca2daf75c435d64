// Take-backs, the fair way (issue 21): which actions a player may ask to take back. Only an
// action that drew nothing random and revealed nothing hidden: undoing it puts the game back
// exactly where it was, and nobody, the asker included, has learnt anything meanwhile. Pure;
// whether a type may ever be taken back is each rule's own `takeBack`.
import type { ActionType } from './action-types';
import type { GameEvent } from '../vocabulary/events';
import { sameValue } from '../vocabulary/same-value';
import { RULES } from './table';
import type { GameState } from '../vocabulary/state';

/** Per action type: may it ever be taken back? Each rule says so itself (`Rule.takeBack`). */
export const TAKE_BACK_ALLOWED = Object.fromEntries(
  Object.entries(RULES).map(([type, rule]) => [type, rule.takeBack]),
) as { readonly [T in ActionType]: boolean };

/**
 * May the action that led from `before` to `after` (with `events`) be taken back? Its type
 * must allow it, the generator must stand where it stood (nothing random drawn: no market,
 * production or extra marker), no face-down route marker may have turned up, nobody may have
 * been told a secret (a note to one player), no round may have begun and the game not ended.
 */
export function canTakeBack(
  before: GameState,
  type: ActionType,
  after: GameState,
  events: readonly GameEvent[],
): boolean {
  if (!TAKE_BACK_ALLOWED[type]) return false;
  if (after.phase.kind === 'ended' || after.round !== before.round) return false;
  if (!sameValue(after.rng, before.rng)) return false;
  if (events.some((e) => e.secrets.length > 0)) return false;
  return !revealedSquare(before, after);
}

/** A face-down route marker turned up, or its value now known to one more player (K-73). */
function revealedSquare(before: GameState, after: GameState): boolean {
  return before.cities.some((city, c) =>
    city.squares.some((square, s) => {
      const now = after.cities[c].squares[s];
      if (square.faceUp) return false;
      return now.faceUp || now.knownBy.some((p) => !square.knownBy.includes(p));
    }),
  );
}
