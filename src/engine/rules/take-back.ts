// Take-backs, the fair way (issue 21): which actions a player may ask to take back. Only an
// action that drew nothing random and revealed nothing hidden: undoing it puts the game back
// exactly where it was, and nobody, the asker included, has learnt anything meanwhile; nor
// may it have caused anything the other players have seen (issue 42, take-back-seen.ts).
// Pure; whether a type may ever be taken back is each rule's own `takeBack`.
import type { Action, ActionType } from './action-types';
import type { GameEvent } from '../vocabulary/events';
import { sameValue } from '../vocabulary/same-value';
import { RULES } from './table';
import { othersSawMore } from './take-back-seen';
import type { GameState } from '../vocabulary/state';

/** Per action type: may it ever be taken back? Each rule says so itself (`Rule.takeBack`). */
export const TAKE_BACK_ALLOWED = Object.fromEntries(
  Object.entries(RULES).map(([type, rule]) => [type, rule.takeBack]),
) as { readonly [T in ActionType]: boolean };

/**
 * Why an action may not be taken back: its kind never may (`kind`), the game moved on (a new
 * round, or the end: `moved`), something random was drawn (`drawn`), something hidden was shown
 * or told (`shown`), or other players have already seen what it caused (`seen`, issue 42).
 */
export type TakeBackBlock = 'kind' | 'moved' | 'drawn' | 'shown' | 'seen';

/**
 * What stands in the way of taking back `action`, which led from `before` to `after` with
 * `events`, or null when nothing does: the generator stands where it stood (no market,
 * production or extra marker drawn), no face-down route marker turned up, nobody was told a
 * secret, no round began, the game did not end, and no other player saw more than the move.
 */
export function takeBackBlock(
  before: GameState,
  action: Pick<Action, 'type' | 'player'>,
  after: GameState,
  events: readonly GameEvent[],
): TakeBackBlock | null {
  if (!TAKE_BACK_ALLOWED[action.type]) return 'kind';
  if (after.phase.kind === 'ended' || after.round !== before.round) return 'moved';
  if (!sameValue(after.rng, before.rng)) return 'drawn';
  if (events.some((e) => e.secrets.length > 0) || revealedSquare(before, after)) return 'shown';
  return othersSawMore(before, action.player, after, events) ? 'seen' : null;
}

/** May `action` be taken back? Only when nothing stands in the way (takeBackBlock). */
export function canTakeBack(
  before: GameState,
  action: Pick<Action, 'type' | 'player'>,
  after: GameState,
  events: readonly GameEvent[],
): boolean {
  return takeBackBlock(before, action, after, events) === null;
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
