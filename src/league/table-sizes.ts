// How many tables of which size a round needs: 3 or 4 players each, as many of 4 as fit;
// a table of 2 only when the roster leaves no other way (2 or 5 players).

/** Table sizes, largest first; empty for fewer than 2 players. */
export function tableSizes(players: number): number[] {
  if (players < 2) return [];
  if (players === 2) return [2];
  if (players === 5) return [3, 2];
  for (let fours = Math.floor(players / 4); fours >= 0; fours--) {
    const rest = players - 4 * fours;
    if (rest % 3 === 0) return [...Array<number>(fours).fill(4), ...Array<number>(rest / 3).fill(3)];
  }
  return [];
}
