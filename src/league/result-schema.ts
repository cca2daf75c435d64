// A recorded result: one finished league game, written once when it ends, never rewritten
// (changes go to the audit log).
import { z } from 'zod';
import { InstantSchema, SnowflakeSchema } from './common-schemas';

export const RESULT_SCHEMA_VERSION = 1;

/** Who held a seat: a member, or a computer player (which makes the game unrated). */
export const SeatHolderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), userId: SnowflakeSchema }),
  z.object({ kind: z.literal('computer'), level: z.string().min(1).max(20) }),
]);
export type SeatHolder = z.infer<typeof SeatHolderSchema>;

export const SeatResultSchema = z.object({
  holder: SeatHolderSchema,
  /** 1 is best; equal VP share a place and the next place is skipped (1, 1, 3). */
  place: z.number().int().min(1).max(4),
  vp: z.number().int().min(0),
  dp: z.number().int().min(0),
  forfeited: z.boolean(),
  /**
   * Issue 37: whether the seat made a move of its own (its person's, or a computer player's
   * in their place), not only a deadline's default moves. Absent: not known, counted as moved.
   */
  moved: z.boolean().optional(),
  /** Issue 37: a computer player played this seat for its person for part of the game. */
  assisted: z.boolean().optional(),
  /**
   * Issue 37: false when this seat's rating stays as it was (an assisted seat, by the league's
   * rule when the game was recorded); absent: the seat is rated as the game is.
   */
  rated: z.boolean().optional(),
});
export type SeatResult = z.infer<typeof SeatResultSchema>;

export const END_REASONS = ['developmentPoints', 'guildMaster', 'forfeit'] as const;
export type EndReason = (typeof END_REASONS)[number];

export const RecordedResultSchema = z.object({
  schemaVersion: z.literal(RESULT_SCHEMA_VERSION),
  gameId: z.string().min(1).max(64),
  /** The game's thread (or channel), for links from history and standings. */
  channelId: SnowflakeSchema,
  season: z.number().int().min(1),
  finishedAt: InstantSchema,
  endReason: z.enum(END_REASONS),
  rounds: z.number().int().min(0),
  /** In seat order (K-81). */
  seats: z.array(SeatResultSchema).min(2).max(4),
  /** False when a computer held a seat: the game gives points but changes no rating. */
  rated: z.boolean(),
});
export type RecordedResult = z.infer<typeof RecordedResultSchema>;
