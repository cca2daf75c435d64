// Issue 37: what each recorded game did to each player's shown rating, from the table's own
// rating changes (src/league): history, /league player and the result's post show it.
import { displayRating, type RatingChange } from '../../league/index';

/** Per game, per member: the shown rating before and after that game. */
export type ShownChange = { before: number; after: number };

export function ratingChangesByGame(changes: readonly RatingChange[]): Map<string, Map<string, ShownChange>> {
  const byGame = new Map<string, Map<string, ShownChange>>();
  for (const change of changes) {
    const game = byGame.get(change.gameId) ?? new Map<string, ShownChange>();
    game.set(change.userId, { before: displayRating(change.before), after: displayRating(change.after) });
    byGame.set(change.gameId, game);
  }
  return byGame;
}

/** "+12", "−8" (a minus sign, not a hyphen) or "±0". */
export function signedChange({ before, after }: ShownChange): string {
  const delta = after - before;
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0';
}
