// A member's display rating after each of their rated games, for the rating-over-time chart.
import { displayRating, type RatingChange } from './ratings';

export type RatingPoint = { gameId: string; rating: number };

/** Starts with the rating before the first rated game, then one point a game. */
export function ratingHistory(changes: readonly RatingChange[], userId: string): RatingPoint[] {
  const own = changes.filter((c) => c.userId === userId);
  if (own.length === 0) return [];
  const start = { gameId: '', rating: displayRating(own[0].before) };
  return [start, ...own.map((c) => ({ gameId: c.gameId, rating: displayRating(c.after) }))];
}
