// /league export's two files (issue 37): the games, one line per seat with points and
// ratings, and the audit log. Without `season:` they hold every season, each game with its
// season's number and each rating change from its own season's table.
import { AttachmentBuilder, type Guild } from 'discord.js';
import { auditMembers, exportAuditCsv, exportCsv, seasonSlice, seatedMembers } from '../../src/league/index';
import { memberNames, seasonResults, seasonTable } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';

export async function exportFiles(
  record: LeagueRecord,
  season: number | null,
  guild: Guild | null,
): Promise<AttachmentBuilder[]> {
  const results = season === null ? record.results : seasonResults(record, season);
  const audit = season === null ? record.audit : seasonSlice(record, season).audit;
  const seasons = [...new Set(results.map((r) => r.season))];
  const changes = seasons.flatMap((s) => seasonTable(record, s).changes);
  // Who held a seat, and everyone the log names (who changed, whom, each substitute).
  const names = await memberNames(guild, [
    ...new Set([...results.flatMap(seatedMembers), ...auditMembers(audit)]),
  ]);
  const games = exportCsv(results, record.audit, names, { scheme: record.league.options.points, changes });
  const base = season === null ? record.league.id : `${record.league.id}-season-${season}`;
  return [
    new AttachmentBuilder(Buffer.from(games, 'utf8'), { name: `${base}.csv` }),
    new AttachmentBuilder(Buffer.from(exportAuditCsv(audit, names), 'utf8'), { name: `${base}-audit.csv` }),
  ];
}
