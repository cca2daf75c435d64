// `/league export`: games and results as CSV, one line per seat, voided games included and
// marked, so the file shows what the standings count and what they do not.
import type { AuditEntry } from './audit-schema';
import { toCsv } from './csv';
import { effectiveResults, playOrder } from './effective-results';
import type { RecordedResult, SeatHolder } from './result-schema';

export const EXPORT_HEADER = [
  'game_id',
  'thread_id',
  'season',
  'finished_at',
  'end_reason',
  'rounds',
  'rated',
  'counted',
  'seat',
  'user_id',
  'player',
  'place',
  'vp',
  'dp',
  'forfeited',
  // Issue 37: a computer player played the seat for its member for part of the game.
  'assisted',
] as const;

/**
 * `names`: display names by user id (typed by members, so guarded against formulas). A
 * computer's seat reads `computer:<level>`, a token for spreadsheets rather than a sentence.
 */
export function exportCsv(
  results: readonly RecordedResult[],
  audit: readonly AuditEntry[],
  names: ReadonlyMap<string, string>,
): string {
  const counted = new Map(effectiveResults(results, audit).map((r) => [r.gameId, r]));
  const seen = new Set<string>();
  const rows: (string | number | boolean)[][] = [[...EXPORT_HEADER]];
  for (const recorded of [...results].sort(playOrder)) {
    if (seen.has(recorded.gameId)) continue;
    seen.add(recorded.gameId);
    const result = counted.get(recorded.gameId) ?? recorded;
    result.seats.forEach((seat, i) =>
      rows.push([
        result.gameId,
        result.channelId,
        result.season,
        result.finishedAt,
        result.endReason,
        result.rounds,
        result.rated,
        counted.has(result.gameId),
        i + 1,
        seat.holder.kind === 'member' ? seat.holder.userId : '',
        nameOf(seat.holder, names),
        seat.place,
        seat.vp,
        seat.dp,
        seat.forfeited,
        seat.assisted ?? false,
      ]),
    );
  }
  return toCsv(rows);
}

function nameOf(holder: SeatHolder, names: ReadonlyMap<string, string>): string {
  return holder.kind === 'member' ? (names.get(holder.userId) ?? holder.userId) : `computer:${holder.level}`;
}
