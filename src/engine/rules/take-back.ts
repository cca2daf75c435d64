// Take-backs, the fair way (issue 21): which actions a player may ask to take back. Only an
// action that drew nothing random and revealed nothing hidden: undoing it puts the game back
// exactly where it was, and nobody, the asker included, has learnt anything meanwhile. Pure;
// next to the rule table because it is a property of each rule.
import type { ActionType } from '../vocabulary/actions';
import type { GameEvent } from '../vocabulary/events';
import { sameValue } from '../vocabulary/same-value';
import type { GameState } from '../vocabulary/state';

/**
 * Per action type: may it ever be taken back? Never where the action is a secret or shared
 * decision, or shows something hidden by its nature, whatever its outcome: a secret start pick
 * (K-13), the raid and its decisions (the victim's goods come to light, K-45), the end of a
 * turn (the turn is over), trade offers and their answers (another player's decision, K-46),
 * and the advanced rules' swaps, looks, taxes and conflicts (K-70 … K-73).
 */
export const TAKE_BACK_ALLOWED: { readonly [T in ActionType]: boolean } = {
  chooseStart: false,
  bid: true,
  moveGuildMaster: true,
  sail: true,
  collectOffice: true,
  buildOffice: true,
  gmTrade: true,
  buyMarkers: true,
  cityTrade: true,
  changeRoute: true,
  raid: false,
  endTurn: false,
  splitGoods: false,
  takePile: false,
  moveRaider: false,
  offerTrade: false,
  acceptTrade: false,
  declineTrade: false,
  withdrawTrade: false,
  setAutoCollect: true,
  startSwap: false,
  payTax: false,
  lookAtRoutes: false,
  challenge: false,
  declineConflict: false,
  conflictBid: false,
  demandGoods: false,
  pushLoser: false,
};

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
