// The audit log: every admin change to recorded results and to the league itself (issue 37:
// kick, edit, rename, archive, undo), with who, why and when. Standings are recomputed from
// the results and this log, so nothing is rewritten silently, and no entry is ever erased.
import { z } from 'zod';
import { InstantSchema, SnowflakeSchema, TextSchema } from './common-schemas';

export const AUDIT_SCHEMA_VERSION = 1;

const GameIdSchema = z.string().min(1).max(64);

/** The settings `/league edit` may change, by the name the log keeps. */
export const EDITABLE_SETTINGS = [
  'deadline',
  'points',
  'role',
  'tables',
  'missed',
  'computers',
  'takeBacks',
] as const;
export type EditableSetting = (typeof EDITABLE_SETTINGS)[number];

/** Changes to a recorded game: they change the standings. */
const GAME_CHANGES = [
  /** The game counts as never played: no points, no rating change. */
  z.object({ kind: z.literal('void'), gameId: GameIdSchema }),
  /** The member is placed last in that game, below everyone who did not forfeit. */
  z.object({ kind: z.literal('forfeit'), gameId: GameIdSchema, userId: SnowflakeSchema }),
  /** The seat `from` held in that game is credited to `to` (a substitute who took it over). */
  z.object({ kind: z.literal('replace'), gameId: GameIdSchema, from: SnowflakeSchema, to: SnowflakeSchema }),
] as const;

/** Issue 37: changes to the league itself; recorded games stay as they are. */
const LEAGUE_CHANGES = [
  /** The member is taken off the roster: not seated in later rounds. */
  z.object({ kind: z.literal('kick'), userId: SnowflakeSchema }),
  z.object({ kind: z.literal('edit'), settings: z.array(z.enum(EDITABLE_SETTINGS)).min(1) }),
  z.object({ kind: z.literal('rename'), from: TextSchema, to: TextSchema }),
  z.object({ kind: z.literal('archive') }),
  /** The entry `seq` no longer applies; it stays in the log. */
  z.object({ kind: z.literal('undo'), seq: z.number().int().min(1) }),
] as const;

export const GameChangeSchema = z.discriminatedUnion('kind', [...GAME_CHANGES]);
export type GameChange = z.infer<typeof GameChangeSchema>;

export const AuditChangeSchema = z.discriminatedUnion('kind', [...GAME_CHANGES, ...LEAGUE_CHANGES]);
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z.object({
  schemaVersion: z.literal(AUDIT_SCHEMA_VERSION),
  /**
   * Position in the league's log, from 1: entries apply in this order. Unique, as the
   * league's queue gives it out, so the order never depends on how the log was stored.
   */
  seq: z.number().int().min(1),
  at: InstantSchema,
  by: SnowflakeSchema,
  reason: TextSchema,
  change: AuditChangeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A change to a recorded game, or not. */
export function isGameChange(change: AuditChange): change is GameChange {
  return change.kind === 'void' || change.kind === 'forfeit' || change.kind === 'replace';
}

/** The seqs of the entries an undo reverted. */
export function undoneSeqs(audit: readonly AuditEntry[]): Set<number> {
  return new Set(audit.flatMap((e) => (e.change.kind === 'undo' ? [e.change.seq] : [])));
}

/** The game an entry concerns: its own, or for an undo the undone entry's; null for none. */
export function auditGameId(entry: AuditEntry, audit: readonly AuditEntry[]): string | null {
  const change = entry.change;
  if (isGameChange(change)) return change.gameId;
  if (change.kind !== 'undo') return null;
  const undone = audit.find((e) => e.seq === change.seq);
  return undone && isGameChange(undone.change) ? undone.change.gameId : null;
}
