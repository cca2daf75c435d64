// The results as they count: the recorded ones, changed by the audit log in its order. A
// recorded result is never rewritten; this view is recomputed from both every time.
import { isGameChange, undoneSeqs, type AuditEntry, type GameChange } from './audit-schema';
import { placesWithLast } from './places';
import type { RecordedResult } from './result-schema';

/**
 * Results in play order (finished at, then game id), each game once (the earliest record
 * of a game id wins, whatever the stored order: a game cannot be recorded twice), with
 * voids removed, forfeits placed last and replaced players substituted; an entry a later
 * undo reverted (issue 37) does not apply. A game no member played (issue 37) is left out
 * too: it counts for nobody.
 */
export function effectiveResults(
  results: readonly RecordedResult[],
  audit: readonly AuditEntry[],
): RecordedResult[] {
  const byGame = new Map<string, RecordedResult | null>();
  for (const result of [...results].sort(playOrder))
    if (!byGame.has(result.gameId)) byGame.set(result.gameId, result);
  const undone = undoneSeqs(audit);
  for (const entry of [...audit].sort((a, b) => a.seq - b.seq)) {
    const change = entry.change;
    if (!isGameChange(change) || undone.has(entry.seq)) continue;
    const result = byGame.get(change.gameId);
    if (result) byGame.set(change.gameId, applyChange(result, change));
  }
  return [...byGame.values()].filter((r): r is RecordedResult => r !== null && someonePlayed(r));
}

/**
 * Issue 37: a game where every seat forfeited or was played by a deadline's default moves
 * throughout counts for nobody: no points, no win, no rating. A computer player seated from
 * the start played its moves. (Whether a seat a computer played for its person is rated is
 * the league's assistance rule, not this one.)
 */
export function someonePlayed(result: RecordedResult): boolean {
  return result.seats.some((s) => s.holder.kind === 'computer' || (!s.forfeited && s.moved !== false));
}

/** The members who held the result's seats, in seat order (computers hold none). */
export function seatedMembers(result: RecordedResult): string[] {
  return result.seats.flatMap((s) => (s.holder.kind === 'member' ? [s.holder.userId] : []));
}

export function playOrder(a: RecordedResult, b: RecordedResult): number {
  if (a.finishedAt !== b.finishedAt) return a.finishedAt < b.finishedAt ? -1 : 1;
  return a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0;
}

function applyChange(result: RecordedResult, change: GameChange): RecordedResult | null {
  switch (change.kind) {
    case 'void':
      return null;
    case 'forfeit':
      return forfeit(result, change.userId);
    case 'replace':
      return replace(result, change.from, change.to);
  }
}

function seatOf(result: RecordedResult, userId: string): number {
  return result.seats.findIndex((s) => s.holder.kind === 'member' && s.holder.userId === userId);
}

function forfeit(result: RecordedResult, userId: string): RecordedResult {
  const seat = seatOf(result, userId);
  if (seat < 0) return result;
  const seats = result.seats.map((s, i) => ({ ...s, forfeited: s.forfeited || i === seat }));
  const last = new Set(seats.flatMap((s, i) => (s.forfeited ? [i] : [])));
  const places = placesWithLast(
    seats.map((s) => s.place),
    last,
  );
  return { ...result, seats: seats.map((s, i) => ({ ...s, place: places[i] })) };
}

function replace(result: RecordedResult, from: string, to: string): RecordedResult {
  const seat = seatOf(result, from);
  if (seat < 0 || seatOf(result, to) >= 0) return result;
  const seats = result.seats.map((s, i) =>
    i === seat ? { ...s, holder: { kind: 'member' as const, userId: to } } : s,
  );
  return { ...result, seats };
}
