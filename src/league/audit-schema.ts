// The audit log: every admin change to recorded results, with who, why and when. Standings
// are recomputed from the results and this log, so nothing is rewritten silently.
import { z } from 'zod';
import { InstantSchema, SnowflakeSchema, TextSchema } from './common-schemas';

export const AUDIT_SCHEMA_VERSION = 1;

export const AuditChangeSchema = z.discriminatedUnion('kind', [
  /** The game counts as never played: no points, no rating change. */
  z.object({ kind: z.literal('void'), gameId: z.string().min(1).max(64) }),
  /** The member is placed last in that game, below everyone who did not forfeit. */
  z.object({ kind: z.literal('forfeit'), gameId: z.string().min(1).max(64), userId: SnowflakeSchema }),
  /** The seat `from` held in that game is credited to `to` (a substitute who took it over). */
  z.object({
    kind: z.literal('replace'),
    gameId: z.string().min(1).max(64),
    from: SnowflakeSchema,
    to: SnowflakeSchema,
  }),
]);
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
