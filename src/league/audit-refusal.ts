// Whether an admin's change may go into the audit log: a refusal with a stable code (the
// bot turns it into a sentence from the catalogue), or null. A refused change is not logged.
import type { AuditChange, AuditEntry } from './audit-schema';
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
  change: AuditChange,
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
