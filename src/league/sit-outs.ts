// Issue 37: who a round cannot seat. A round seats as many members as tables of the league's
// sizes hold (5 members at 3 to 4 a table: one table of 4, one sits out). Who sits out: those
// who have sat out fewest times this season; among them, not who sat out the round before;
// then the last to join. So nobody sits out twice in a row while another has not sat out as
// often, and sit-outs stay shared out evenly.
import type { Round } from './round-schema';

/**
 * Table sizes (largest first) for the most of `players` that tables of `min` to `max` can
 * seat, in as few tables as possible, as even as possible. Empty when not even one table fills.
 */
export function seatingSizes(players: number, min: number, max: number): number[] {
  for (let seated = players; seated >= min; seated--) {
    const sizes = evenTables(seated, min, max);
    if (sizes) return sizes;
  }
  return [];
}

function evenTables(players: number, min: number, max: number): number[] | null {
  for (let tables = Math.ceil(players / max); tables * min <= players; tables++) {
    if (players > tables * max) continue;
    const base = Math.floor(players / tables);
    const extra = players % tables;
    return Array.from({ length: tables }, (_, i) => base + (i < extra ? 1 : 0));
  }
  return null;
}

/**
 * The `count` members of `players` (in roster order) who sit out, given the season's earlier
 * rounds (in order): fewest sit-outs first, then not the last round's, then the last to join.
 */
export function chooseSitOuts(
  players: readonly string[],
  count: number,
  earlier: readonly Pick<Round, 'sitOuts'>[],
): string[] {
  if (count <= 0) return [];
  const times = new Map<string, number>();
  for (const round of earlier)
    for (const s of round.sitOuts) times.set(s.userId, (times.get(s.userId) ?? 0) + 1);
  const last = new Set((earlier.at(-1)?.sitOuts ?? []).map((s) => s.userId));
  const order = players.map((id, joined) => ({ id, joined }));
  order.sort(
    (a, b) =>
      (times.get(a.id) ?? 0) - (times.get(b.id) ?? 0) ||
      Number(last.has(a.id)) - Number(last.has(b.id)) ||
      b.joined - a.joined,
  );
  return order.slice(0, count).map((p) => p.id);
}
