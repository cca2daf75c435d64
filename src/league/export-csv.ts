// `/league export`: games and results as CSV, one line per seat, voided games included and
// marked, so the file shows what the standings count and what they do not. Issue 37: each
// line also has the league points and the rating before and after that game, and the
// substitute a `/league replace` credited the seat to; ids are written so spreadsheets keep
// every digit (csvId) and the file starts with a UTF-8 BOM. The audit log is a second file
// (export-audit-csv.ts).
import type { AuditEntry } from './audit-schema';
import { csvFile, csvId, type CsvValue } from './csv';
import { effectiveResults, playOrder } from './effective-results';
import { gamePoints } from './points';
import type { PointsScheme } from './points-scheme-schema';
import { displayRating, type RatingChange } from './ratings';
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
  'substitute_id',
  'substitute',
  'points',
  'rating_before',
  'rating_after',
  'assisted',
] as const;

/** What the league made of its games: its points scheme and the rating changes of every season. */
export type ExportLeague = { scheme: PointsScheme; changes: readonly RatingChange[] };

/**
 * `names`: display names by user id (typed by members, so guarded against formulas). A
 * computer's seat reads `computer:<level>`, a token for spreadsheets rather than a sentence.
 * `user_id` and `player` are who held the seat as recorded; where the audit credited the
 * seat to a substitute, `substitute_id` and `substitute` name them, and the points and
 * ratings on that line are the substitute's. A game the table does not count has no points.
 */
export function exportCsv(
  results: readonly RecordedResult[],
  audit: readonly AuditEntry[],
  names: ReadonlyMap<string, string>,
  league: ExportLeague,
): string {
  const counted = new Map(effectiveResults(results, audit).map((r) => [r.gameId, r]));
  const ratings = new Map(league.changes.map((c) => [`${c.gameId}:${c.userId}`, c]));
  const seen = new Set<string>();
  const rows: CsvValue[][] = [[...EXPORT_HEADER]];
  for (const recorded of [...results].sort(playOrder)) {
    if (seen.has(recorded.gameId)) continue;
    seen.add(recorded.gameId);
    const effective = counted.get(recorded.gameId);
    const result = effective ?? recorded;
    const points = effective ? gamePoints(effective, league.scheme) : [];
    result.seats.forEach((seat, i) => {
      const held = recorded.seats[i].holder;
      const substitute = substituteOf(held, seat.holder);
      const credited = substitute ?? (held.kind === 'member' ? held.userId : null);
      const change = effective && credited !== null ? ratings.get(`${result.gameId}:${credited}`) : undefined;
      rows.push([
        csvId(result.gameId),
        csvId(result.channelId),
        result.season,
        result.finishedAt,
        result.endReason,
        result.rounds,
        result.rated,
        effective !== undefined,
        i + 1,
        held.kind === 'member' ? csvId(held.userId) : '',
        nameOf(held, names),
        seat.place,
        seat.vp,
        seat.dp,
        seat.forfeited,
        substitute === null ? '' : csvId(substitute),
        substitute === null ? '' : (names.get(substitute) ?? substitute),
        i < points.length ? Math.round(points[i] * 1000) / 1000 : '',
        change ? displayRating(change.before) : '',
        change ? displayRating(change.after) : '',
        // Issue 37: a computer player played the seat for its member for part of the game.
        seat.assisted ?? false,
      ]);
    });
  }
  return csvFile(rows);
}

/** The member the audit credited a seat to, where it is not who held it. */
function substituteOf(held: SeatHolder, credited: SeatHolder): string | null {
  if (held.kind !== 'member' || credited.kind !== 'member') return null;
  return credited.userId === held.userId ? null : credited.userId;
}

function nameOf(holder: SeatHolder, names: ReadonlyMap<string, string>): string {
  return holder.kind === 'member' ? (names.get(holder.userId) ?? holder.userId) : `computer:${holder.level}`;
}
