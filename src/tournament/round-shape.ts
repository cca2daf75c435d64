// Issue 41: how many tables a tournament round has, and how many players get a bye. The
// tournament sets its table size (3 or 4). As many tables of that size as the players fill; a
// leftover of 3 (with tables of 4) plays as one smaller table, since Kogge is a fine game for
// three; a leftover of 1 or 2 gets byes, since a game of 2 would not be the event's game.
// So 13 players at tables of 4 play three tables of 4 and one has a bye; 15 play three of 4
// and one of 3.

export type TableSize = 3 | 4;

export interface RoundShape {
  /** Table sizes, largest first. */
  sizes: number[];
  /** How many players sit the round out with a bye. */
  byes: number;
}

export function roundShape(players: number, table: TableSize): RoundShape {
  if (players < 3) return { sizes: [], byes: Math.max(0, players) };
  const full = Math.floor(players / table);
  const left = players - full * table;
  const sizes = Array<number>(full).fill(table);
  if (left >= 3) return { sizes: [...sizes, left], byes: 0 };
  return { sizes, byes: left };
}
