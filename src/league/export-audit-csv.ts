// Issue 37: `/league export`'s second file, the audit log: one line per admin change, in the
// order the changes apply, with who made it, when and why. The reason is typed by an admin,
// so it goes through the same formula guard as names; ids keep their digits (csvId).
import type { AuditChange, AuditEntry } from './audit-schema';
import { csvFile, csvId, type CsvValue } from './csv';

export const AUDIT_EXPORT_HEADER = [
  'seq',
  'at',
  'by_id',
  'by',
  'change',
  'game_id',
  'user_id',
  'player',
  'substitute_id',
  'substitute',
  'detail',
  'reason',
] as const;

export function exportAuditCsv(audit: readonly AuditEntry[], names: ReadonlyMap<string, string>): string {
  const name = (id: string) => names.get(id) ?? id;
  const rows: CsvValue[][] = [[...AUDIT_EXPORT_HEADER]];
  for (const entry of [...audit].sort((a, b) => a.seq - b.seq)) {
    const [member, substitute] = membersOf(entry.change);
    rows.push([
      entry.seq,
      entry.at,
      csvId(entry.by),
      name(entry.by),
      entry.change.kind,
      'gameId' in entry.change ? csvId(entry.change.gameId) : '',
      member === null ? '' : csvId(member),
      member === null ? '' : name(member),
      substitute === null ? '' : csvId(substitute),
      substitute === null ? '' : name(substitute),
      detailOf(entry.change),
      entry.reason,
    ]);
  }
  return csvFile(rows);
}

/** The member a change is about, and the substitute a `replace` credits. */
function membersOf(change: AuditChange): [string | null, string | null] {
  switch (change.kind) {
    case 'void':
      return [null, null];
    case 'forfeit':
      return [change.userId, null];
    case 'replace':
      return [change.from, change.to];
    case 'kick':
      return [change.userId, null];
    case 'edit':
    case 'rename':
    case 'archive':
    case 'undo':
      return [null, null];
  }
}

/** What a league-wide change changed: the settings edited, the names, the entry undone. */
function detailOf(change: AuditChange): string {
  switch (change.kind) {
    case 'edit':
      return change.settings.join(' ');
    case 'rename':
      return `${change.from} → ${change.to}`;
    case 'undo':
      return `#${change.seq}`;
    default:
      return '';
  }
}

/** Every member an audit log names (who changed, whom it was about), for fetching their names. */
export function auditMembers(audit: readonly AuditEntry[]): string[] {
  return audit.flatMap((e) => [e.by, ...membersOf(e.change).filter((id): id is string => id !== null)]);
}
