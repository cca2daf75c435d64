// A season: the skills it started from and, once closed, its final standings, kept so an
// archived season stays viewable.
import { z } from 'zod';
import { InstantSchema, SkillSchema, SnowflakeSchema } from './common-schemas';

export const SEASON_SCHEMA_VERSION = 1;

export const StandingRowSchema = z.object({
  place: z.number().int().min(1),
  userId: SnowflakeSchema,
  points: z.number().min(0),
  rating: z.number().int(),
  games: z.number().int().min(0),
  wins: z.number().int().min(0),
  averageVp: z.number().min(0),
});

export const SeasonSchema = z.object({
  schemaVersion: z.literal(SEASON_SCHEMA_VERSION),
  number: z.number().int().min(1),
  startedAt: InstantSchema,
  /** Skills carried from the season before, by user id; empty when ratings were reset. */
  initialSkills: z.record(SnowflakeSchema, SkillSchema),
  /**
   * Issue 37: whether the season started from the last one's final skills; absent (seasons
   * stored before): carried when it holds any. A late result revises them where carried.
   */
  carried: z.boolean().optional(),
  closedAt: InstantSchema.nullable(),
  /** The table as it stood when the season closed; null while it runs. */
  finalStandings: z.array(StandingRowSchema).nullable(),
  /**
   * Issue 37: the channel its close (the champion and top 3) was announced in, where a revision
   * of its final table is announced too. Absent: not kept (closed before it was).
   */
  announcedIn: SnowflakeSchema.optional(),
});
export type Season = z.infer<typeof SeasonSchema>;
