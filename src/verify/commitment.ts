// The commitment shown when a game starts (issue 21): SHA-256 over the seed and what the game
// is (its id, options and seats in order). Posted before the first draw and checked against
// the seed revealed at the end, it shows the seed was fixed before play; being a hash of 256
// secret bits, it tells nothing that helps to guess the seed.
import { createHash } from 'node:crypto';
import type { GameDescription } from './game';

/** Names the layout below: a change of what is committed to makes a new tag. */
const TAG = 'kogge-commitment/1';

export function commitmentOf(game: GameDescription): string {
  const committed = [
    TAG,
    game.game,
    String(game.seed),
    game.holdings,
    [...game.rules].sort(),
    game.seats.map((s) => s.id),
  ];
  return createHash('sha256').update(JSON.stringify(committed)).digest('hex');
}
