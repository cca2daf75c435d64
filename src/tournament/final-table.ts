// Issue 41: the final table. After the Swiss (or round-robin) rounds the top 3 or 4 play one
// final game; its places decide the top of the final standings, the Swiss standings breaking
// ties within it and ordering everyone below.
import type { TableResult, TournamentRow } from './standings';

/** The players of the final: the first `size` rows of the standings, in their order. */
export function finalists(rows: readonly TournamentRow[], size: number): string[] {
  return rows.slice(0, size).map((row) => row.player);
}

export interface FinalPlace {
  place: number;
  player: string;
  /** The place won at the final table; null for those who did not play it. */
  finalPlace: number | null;
}

/** The tournament's final order: the final's places first, then everyone else by the standings. */
export function finalOrder(rows: readonly TournamentRow[], final: TableResult): FinalPlace[] {
  const position = new Map(rows.map((r, i) => [r.player, i]));
  const at = (player: string) => position.get(player) ?? rows.length;
  const top = [...final.seats].sort((a, b) => a.place - b.place || at(a.player) - at(b.player));
  const ordered: FinalPlace[] = [];
  top.forEach((seat, i) => {
    // A place shared at the final stays shared: 1, 1, 3.
    const previous = ordered[i - 1];
    const shared = previous !== undefined && previous.finalPlace === seat.place;
    ordered.push({ player: seat.player, finalPlace: seat.place, place: shared ? previous.place : i + 1 });
  });
  const rest = rows.filter((r) => !final.seats.some((s) => s.player === r.player));
  rest.forEach((row, i) => {
    // A place shared in the standings stays shared below the final.
    const previous = ordered[ordered.length - 1];
    const shared = i > 0 && rest[i - 1].place === row.place;
    ordered.push({
      player: row.player,
      finalPlace: null,
      place: shared ? previous.place : top.length + i + 1,
    });
  });
  return ordered;
}
