// Issue 37: a result belongs to the season its game started in, however late it ends. A result
// recorded, or an audit entry made, after that season closed revises its archived table and
// the ratings carried out of it (src/league's reviseSeasons), so no game is ever lost.
import { auditGameId, reviseSeasons, type AuditEntry, type RecordedResult } from '../../league/index';
import type { LeagueRecord } from '../../store/index';
import { currentSeason, leagueSeasons } from './season-table';

/** The league with `result` recorded, and its seasons revised where the result is late. */
export function withResult(record: LeagueRecord, result: RecordedResult): LeagueRecord {
  return revised({ ...record, results: [...record.results, result] }, result.season);
}

/** The league with `entry` in its audit log, and its seasons revised where the game's season closed. */
export function withAuditEntry(record: LeagueRecord, entry: AuditEntry): LeagueRecord {
  const game = record.results.find((r) => r.gameId === auditGameId(entry, record.audit));
  const next = { ...record, audit: [...record.audit, entry] };
  return game ? revised(next, game.season) : next;
}

function revised(record: LeagueRecord, season: number): LeagueRecord {
  if (season >= currentSeason(record).number) return record;
  return { ...record, seasons: reviseSeasons(leagueSeasons(record), season) };
}
