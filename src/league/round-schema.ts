// Issue 37: a round of a league: numbered within its season, the games it opened, who sat out
// (each a bye worth the points the league set), and its check-in while one is open. Stored
// with the league, so a restart loses none of it.
import { z } from 'zod';
import { InstantSchema, SnowflakeSchema } from './common-schemas';

/** A member the round could not seat: a bye, worth the league's bye points when it was seated. */
export const SitOutSchema = z.object({
  userId: SnowflakeSchema,
  points: z.number().min(0).max(100),
});
export type SitOut = z.infer<typeof SitOutSchema>;

export const RoundSchema = z.object({
  /** 1 for a season's first round. */
  number: z.number().int().min(1),
  season: z.number().int().min(1),
  openedAt: InstantSchema,
  /** When its tables were seated; null while its check-in is open. */
  seatedAt: InstantSchema.nullable(),
  /** Members who checked in, in the order they did; null: a round seated without check-in. */
  checkedIn: z.array(SnowflakeSchema).nullable(),
  /** The ids of the games it opened. */
  games: z.array(z.string().min(1).max(64)),
  /**
   * Its tables as paired (each the members seated there), saved before the first game opens:
   * a restart while the tables open leaves the round to be finished, never paired again.
   * Absent in rounds stored before it was kept.
   */
  tables: z.array(z.array(SnowflakeSchema).min(1).max(4)).optional(),
  sitOuts: z.array(SitOutSchema),
});
export type Round = z.infer<typeof RoundSchema>;

/** The league setting: points a sit-out earns (none unless the league sets them). */
export const ByePointsSchema = z.number().int().min(0).max(100);
export const DEFAULT_BYE_POINTS = 0;
