// Issue 41: a Swiss round for tables of 3 or 4. Players with similar scores sit together
// (score groups first, then rating), no two players meet again where the round allows it, and
// the round's byes go by byes.ts. Built on the league's seating (league/pairing.ts): the
// players are ordered by score, then rating, cut into tables in that order, and swapped
// between nearby tables while a swap removes a repeat meeting or narrows a table's spread.
import { pairRound } from '../league/index';
import { chooseByes } from './byes';
import { roundShape, type TableSize } from './round-shape';

export interface SwissInput {
  /** Everyone still in the tournament, in sign-up order. */
  players: readonly string[];
  table: TableSize;
  /** Tournament score so far (points and bye points). */
  scores: ReadonlyMap<string, number>;
  /** Ratings (the league's, when the tournament has one); missing counts as 1500. */
  ratings: ReadonlyMap<string, number>;
  /** Every earlier table of the tournament (player ids), to avoid meeting again. */
  history: readonly (readonly string[])[];
  byesSoFar: ReadonlyMap<string, number>;
}

export interface RoundSeating {
  tables: string[][];
  byes: string[];
}

/**
 * One score point outweighs any rating difference: ratings are clamped to below this. A
 * repeat meeting outweighs any spread of scores a tournament can have.
 */
const SCORE_STEP = 1_000_000;
const REPEAT_WEIGHT = 1e13;

export function pairSwiss(input: SwissInput): RoundSeating {
  const players = [...new Set(input.players)];
  const shape = roundShape(players.length, input.table);
  const standing = new Map(rankByScore(players, input).map((id, i) => [id, i]));
  const byes = chooseByes({ players, count: shape.byes, byesSoFar: input.byesSoFar, position: standing });
  const sitting = new Set(byes);
  const keys = new Map(players.map((id) => [id, swissKey(id, input)]));
  const tables = pairRound({
    roster: players.filter((id) => !sitting.has(id)),
    ratings: keys,
    history: input.history,
    sizes: shape.sizes,
    repeatWeight: REPEAT_WEIGHT,
  });
  return { tables, byes };
}

/** Players by score, then rating, then sign-up: the Swiss order. */
function rankByScore(players: readonly string[], input: SwissInput): string[] {
  return [...players].sort((a, b) => swissKey(b, input) - swissKey(a, input));
}

function swissKey(id: string, input: SwissInput): number {
  const rating = Math.min(SCORE_STEP - 1, Math.max(0, input.ratings.get(id) ?? 1500));
  return (input.scores.get(id) ?? 0) * SCORE_STEP + rating;
}
