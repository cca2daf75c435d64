// One stored game: its lobby, engine state, action log and the ids of its public messages.
// Checked with zod on every load, so a damaged record is reported instead of trusted.
import { z } from 'zod';
import { ActionSchema, GameStateSchema } from '../engine/index';

/** The record's own schema version; bump it with a step in migrate.ts. */
export const RECORD_VERSION = 1;

/** The computer players' levels a seat may have (src/ai's LEVELS, less its test opponent). */
export const SEAT_LEVELS = ['heuristic', 'easy', 'normal', 'hard'] as const;
export const SeatLevelSchema = z.enum(SEAT_LEVELS);
export type SeatLevel = z.infer<typeof SeatLevelSchema>;

/**
 * A seat: a Discord user or a computer player. A user's seat handed to a computer player
 * while they are away (K-80) keeps the user and names the stand-in's level; optional, so
 * records stored before computer players load unchanged.
 */
export const SeatSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('human'),
    userId: z.string().min(1),
    name: z.string().min(1).max(100),
    standIn: SeatLevelSchema.optional(),
  }),
  z.object({ kind: z.literal('computer'), level: SeatLevelSchema, name: z.string().min(1).max(100) }),
]);
export type Seat = z.infer<typeof SeatSchema>;
export type HumanSeat = Extract<Seat, { kind: 'human' }>;

export const GameStatusSchema = z.enum(['lobby', 'playing', 'ended', 'abandoned']);
export type GameStatus = z.infer<typeof GameStatusSchema>;

/** The public post the game keeps editing while one player decides (see bot/publish). */
export const PostSchema = z.object({ messageId: z.string(), owner: z.string() });

export const GameRecordSchema = z.object({
  recordVersion: z.literal(RECORD_VERSION),
  id: z.string().regex(/^[a-z0-9]{1,16}$/),
  /** Bumped by every save; a save must name the version it read. */
  version: z.number().int().min(0),
  guildId: z.string(),
  /** Where the game is played: its thread, or the channel when no thread could be made. */
  channelId: z.string(),
  hostId: z.string(),
  /** The server's language, for public posts. */
  locale: z.string(),
  status: GameStatusSchema,
  settings: z.object({
    players: z.number().int().min(2).max(4),
    holdings: z.enum(['open', 'hidden']),
    seed: z.number().int(),
    /** The advanced rules switched on (K-70 … K-73), by their short names; absent: none. */
    rules: z.array(z.enum(['taxes', 'offices', 'conflicts', 'memory'])).optional(),
    /** The level of the computer players the host adds in the lobby; absent: normal. */
    computerLevel: SeatLevelSchema.optional(),
    /** K-80: minutes each decision may take before the game makes the default move; absent: no deadline. */
    deadlineMinutes: z.number().int().min(1).max(10_080).optional(),
  }),
  seats: z.array(SeatSchema).max(4),
  state: GameStateSchema.nullable(),
  actions: z.array(ActionSchema),
  messages: z.object({
    lobby: z.string().nullable(),
    post: PostSchema.nullable(),
    /** The public notices of open trade offers, by offer id (bot/offer-notices.ts). */
    offers: z.record(z.string(), z.string()).optional(),
  }),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Issue 23: the league the game is rated in, and its season; absent for a casual game. */
  league: z.object({ id: z.string(), name: z.string(), season: z.number().int().min(1) }).optional(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

/**
 * Running games in one server (the per-server index). The host is optional: indexes written
 * before it was kept are completed by start-up's rebuild (bot/stored-games.ts).
 */
export const RunningIndexSchema = z.array(
  z.object({ id: z.string(), channelId: z.string(), hostId: z.string().optional() }),
);
export type RunningIndex = z.infer<typeof RunningIndexSchema>;
