// A league: its name, who runs it and the options its games are played with (issue 23).
import { z } from 'zod';
import { GameOptionsSchema } from '../engine';
import { SnowflakeSchema, TextSchema } from './common-schemas';
import { AssistedRuleSchema } from './assistance';
import { PointsSchemeSchema } from './points-scheme-schema';
import { ByePointsSchema } from './round-schema';

export const LEAGUE_SCHEMA_VERSION = 1;

/** Kogge seats two to four players. */
const MIN_PLAYERS = 2;
const MAX_PLAYERS = 4;

/** The longest decision deadline a league may set: one week, as `/kogge game deadline` (K-80). */
export const MAX_LEAGUE_DEADLINE_MINUTES = 7 * 24 * 60;

const PlayerCountSchema = z
  .object({
    min: z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS),
    max: z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS),
  })
  .refine((count) => count.min <= count.max, { message: 'min must not exceed max' });

/** What happens to a seat after too many missed deadlines. */
export const MISSED_DEADLINE_RULES = ['defaults', 'computer', 'forfeit'] as const;
export type MissedDeadlineRule = (typeof MISSED_DEADLINE_RULES)[number];

export const LeagueOptionsSchema = z.object({
  players: PlayerCountSchema,
  /** Holdings and the advanced rules, exactly as a casual game's options (K-60, K-70 … K-73). */
  game: GameOptionsSchema,
  deadlineMinutes: z.number().int().min(1).max(MAX_LEAGUE_DEADLINE_MINUTES),
  points: PointsSchemeSchema,
  /** Computer players may fill seats; a game with one is unrated. */
  computersAllowed: z.boolean(),
  missedDeadlines: z.object({
    rule: z.enum(MISSED_DEADLINE_RULES),
    /** Missed deadlines in one game before the rule applies. */
    count: z.number().int().min(1).max(20),
  }),
  takeBacksAllowed: z.boolean(),
  /** Issue 37: points a member the round cannot seat earns for the bye; absent: none. */
  byePoints: ByePointsSchema.optional(),
  /** Issue 37: whether a seat a computer played for its person is rated (assistance.ts). */
  assisted: AssistedRuleSchema,
});
export type LeagueOptions = z.infer<typeof LeagueOptionsSchema>;

export const LeagueSchema = z.object({
  schemaVersion: z.literal(LEAGUE_SCHEMA_VERSION),
  /** Unique within its server; a server may run several leagues. */
  id: z.string().regex(/^[a-z0-9-]{1,32}$/),
  guildId: SnowflakeSchema,
  name: TextSchema,
  createdBy: SnowflakeSchema,
  /** Besides members with Manage Server, holders of this role administer the league. */
  adminRoleId: SnowflakeSchema.nullable(),
  options: LeagueOptionsSchema,
  roster: z.array(SnowflakeSchema),
  /** The running season's number; earlier ones are archived. */
  season: z.number().int().min(1),
  /** Issue 37: read-only: no rounds, joins or result changes; kept and viewable. */
  archived: z.boolean().optional(),
});
export type League = z.infer<typeof LeagueSchema>;
