// Places from scores: the higher the score, the better the place; equal scores share a
// place and the next is skipped (1, 1, 3), as equal VP share the win (K-51).

/** Competition places (1-based) for scores where higher is better. */
export function placesByScore(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}

/**
 * Places with the `last` seats moved below all others, sharing the last place; the others
 * keep their order among themselves (a forfeit, issue 23).
 */
export function placesWithLast(places: readonly number[], last: ReadonlySet<number>): number[] {
  const stay = places.map((place, seat) => (last.has(seat) ? null : place));
  const kept = stay.filter((place): place is number => place !== null);
  return stay.map((place) =>
    place === null ? kept.length + 1 : 1 + kept.filter((other) => other < place).length,
  );
}
