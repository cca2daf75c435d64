// One stored league: the league itself, its seasons, its recorded results, its audit log and
// the standings message it keeps editing. Checked with zod on every load (issue 23).
import { z } from 'zod';
import {
  AuditEntrySchema,
  LeagueSchema,
  RecordedResultSchema,
  RoundSchema,
  SeasonSchema,
} from '../league/index';

/** The stored record's own version; bump it with a migration step when its shape changes. */
export const LEAGUE_RECORD_VERSION = 1;

/** The standings message `/league board` posted, edited after every recorded result. */
export const BoardSchema = z.object({
  channelId: z.string().regex(/^\d+$/),
  messageId: z.string().nullable(),
});
export type Board = z.infer<typeof BoardSchema>;

export const LeagueRecordSchema = z.object({
  recordVersion: z.literal(LEAGUE_RECORD_VERSION),
  league: LeagueSchema,
  /** Every season, the running one last. */
  seasons: z.array(SeasonSchema).min(1),
  /** Every season's results, in the order they were recorded; never rewritten. */
  results: z.array(RecordedResultSchema),
  audit: z.array(AuditEntrySchema),
  board: BoardSchema.nullable(),
  /** Issue 37: the league's rounds, in order; absent in leagues stored before. */
  rounds: z.array(RoundSchema).optional(),
});
export type LeagueRecord = z.infer<typeof LeagueRecordSchema>;
