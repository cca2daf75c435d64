// Shapes every league record shares: ids from Discord and instants as ISO strings, so a
// stored record is plain JSON and the same record always reads back the same.
import { z } from 'zod';

/** A Discord snowflake: a user, role, channel or thread id. */
export const SnowflakeSchema = z.string().regex(/^\d{1,20}$/);

/** An instant, as the bot's clock gave it (ISO 8601, UTC). */
export const InstantSchema = z.iso.datetime();

/** Free text an admin typed (a league's name, an audit reason): bounded, never empty. */
export const TextSchema = z.string().trim().min(1).max(200);

/** Rating parameters of the Weng-Lin model: mean skill and its uncertainty. */
export const SkillSchema = z.object({ mu: z.number().finite(), sigma: z.number().finite().positive() });
export type Skill = z.infer<typeof SkillSchema>;
