// /league export's two files (issue 37): the games, one line per seat with points and
// ratings, and the audit log. Without `season:` they hold every season, each game with its
// season's number and each rating change from its own season's table.
import { AttachmentBuilder, type Guild } from 'discord.js';
import { auditMembers, exportAuditCsv, exportCsv, seasonSlice } from '../../src/league/index';
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
  const names = await memberNames(guild, [
    ...new Set([...seatedMembers(results, audit), ...auditMembers(audit)]),
  ]);
  const games = exportCsv(results, record.audit, names, { scheme: record.league.options.points, changes });
  const base = season === null ? record.league.id : `${record.league.id}-season-${season}`;
  return [
    new AttachmentBuilder(Buffer.from(games, 'utf8'), { name: `${base}.csv` }),
    new AttachmentBuilder(Buffer.from(exportAuditCsv(audit, names), 'utf8'), { name: `${base}-audit.csv` }),
  ];
}

/** Every member who held a seat, and every substitute the audit credited one to. */
function seatedMembers(results: LeagueRecord['results'], audit: LeagueRecord['audit']): string[] {
  const seated = results.flatMap((r) =>
    r.seats.flatMap((s) => (s.holder.kind === 'member' ? [s.holder.userId] : [])),
  );
  return [...seated, ...audit.flatMap((e) => (e.change.kind === 'replace' ? [e.change.to] : []))];
}
