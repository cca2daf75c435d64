// Whether an admin's change may go into the audit log: a refusal with a stable code (the
// bot turns it into a sentence from the catalogue), or null. A refused change is not logged.
import { undoneSeqs, type AuditEntry, type GameChange } from './audit-schema';
import { effectiveResults } from './effective-results';
import type { RecordedResult } from './result-schema';

export const AUDIT_REFUSALS = [
  'GAME_NOT_RECORDED',
  'GAME_VOID',
  'NOT_IN_GAME',
  'ALREADY_FORFEITED',
  'ALREADY_IN_GAME',
] as const;
export type AuditRefusal = (typeof AUDIT_REFUSALS)[number];

export function auditRefusal(
  results: readonly RecordedResult[],
  audit: readonly AuditEntry[],
  change: GameChange,
): AuditRefusal | null {
  if (!results.some((r) => r.gameId === change.gameId)) return 'GAME_NOT_RECORDED';
  const game = effectiveResults(results, audit).find((r) => r.gameId === change.gameId);
  if (!game) return 'GAME_VOID';
  const seat = (userId: string) =>
    game.seats.find((s) => s.holder.kind === 'member' && s.holder.userId === userId);
  switch (change.kind) {
    case 'void':
      return null;
    case 'forfeit': {
      const held = seat(change.userId);
      if (!held) return 'NOT_IN_GAME';
      return held.forfeited ? 'ALREADY_FORFEITED' : null;
    }
    case 'replace':
      if (!seat(change.from)) return 'NOT_IN_GAME';
      return seat(change.to) ? 'ALREADY_IN_GAME' : null;
  }
}

/** Issue 37: why an entry cannot be undone. */
export const UNDO_REFUSALS = ['NO_ENTRY', 'ALREADY_UNDONE', 'NOT_UNDOABLE'] as const;
export type UndoRefusal = (typeof UNDO_REFUSALS)[number];

/**
 * Whether the entry `seq` may be undone: a change to a recorded game or a kick, not undone
 * yet. An undo is not undone (the change is made again instead), nor are edits, renames or an
 * archive: the command that made them changes them again, with its own entry.
 */
export function undoRefusal(audit: readonly AuditEntry[], seq: number): UndoRefusal | null {
  const entry = audit.find((e) => e.seq === seq);
  if (!entry) return 'NO_ENTRY';
  if (!['void', 'forfeit', 'replace', 'kick'].includes(entry.change.kind)) return 'NOT_UNDOABLE';
  return undoneSeqs(audit).has(seq) ? 'ALREADY_UNDONE' : null;
}
