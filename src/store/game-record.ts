// One stored game: its lobby, engine state, action log and the ids of its public messages.
// Checked with zod on every load, so a damaged record is reported instead of trusted.
import { z } from 'zod';
import { OfferNoticeSchema, PENDING_NOTICES } from './offer-notice-schema';
import { ActionSchema, GameStateSchema, SeedSchema } from '../engine/index';
import { LeagueOptionsSchema } from '../league/index';

/**
 * The record's own schema version; bump it with a step in migrate.ts. 2 (issue 21): the
 * settings name the generator; new games have a 256-bit seed keying ChaCha20.
 */
export const RECORD_VERSION = 2;

/** The generators a game may use: its seed's form says which (engine/vocabulary/seed.ts). */
export const GeneratorSchema = z.enum(['chacha20', 'xoroshiro128+']);

/** The computer players' levels a seat may have (src/ai's LEVELS, less its test opponent). */
export const SEAT_LEVELS = ['heuristic', 'easy', 'normal', 'hard'] as const;
export const SeatLevelSchema = z.enum(SEAT_LEVELS);
export type SeatLevel = z.infer<typeof SeatLevelSchema>;

/**
 * Issue 38: the scripted tutorials a game may follow (src/bot/tutorial/script.ts holds each
 * one's steps). The record says which; where the game stands in it is read off its action log,
 * so a restart resumes it exactly.
 */
export const TUTORIAL_IDS = ['firstRound'] as const;
export type TutorialId = (typeof TUTORIAL_IDS)[number];

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

/**
 * A new post on its way (bot/publish.ts): saved before it is sent, so that a process killed
 * before noting the new message's id lets the next one find that message in the thread
 * (bot/post-reconcile.ts) instead of forgetting it and posting the same turn again.
 */
export const SendingSchema = z.object({ owner: z.string(), after: z.string().nullable() });

/**
 * Issue 38: what a live board's thread has been told (bot/live-board.ts). The live board is
 * `post` (owner `live`); beside it the thread gets a short line that pings whoever a decision
 * passes to, and the board once a round for the record. Absent: nothing told yet (a game
 * whose server shows a new board every move, or one from before).
 */
export const ThreadNotesSchema = z.object({
  /** The decision (bot/post-message.ts's `postOwner` key) the thread was last told of. */
  announced: z.string().max(64).optional(),
  /** The newest message a publication sent here: where a restart looks for one it sent unnoted. */
  last: z.string().optional(),
  /** The round whose board was last kept in the thread for the record. */
  kept: z.number().int().min(0).optional(),
});
export type ThreadNotes = z.infer<typeof ThreadNotesSchema>;

export { OfferNoticeSchema, PENDING_NOTICES, type OfferNotice } from './offer-notice-schema';

const SeatIndex = z.number().int().min(0).max(3);

/** How many applied interactions a record remembers (bot/pending-clicks.ts). */
export const APPLIED_CLICKS = 20;

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
    /** Secret until the game ends (issue 21): never in a public post, image, log line or error. */
    seed: SeedSchema,
    /**
     * The generator the seed keys, for a reader (the engine goes by the seed's form: a whole
     * number is xoroshiro128+); records older than version 2 say xoroshiro128+.
     */
    generator: GeneratorSchema.optional(),
    /** The advanced rules switched on (K-70 … K-73), by their short names; absent: none. */
    rules: z.array(z.enum(['taxes', 'offices', 'conflicts', 'memory'])).optional(),
    /** The level of the computer players the host adds in the lobby; absent: normal. */
    computerLevel: SeatLevelSchema.optional(),
    /** K-80: minutes each decision may take before the game makes the default move; absent: no deadline. */
    deadlineMinutes: z.number().int().min(1).max(10_080).optional(),
    /** Issue 24: first-game hints in the panels; absent: on (a league game is to store false). */
    hints: z.boolean().optional(),
    /** Issue 26: the coach's Hint button; absent: on (always off in a league game, whatever it says). */
    coach: z.boolean().optional(),
    /** Issue 38: the tutorial this game follows (`/kogge tutorial`); absent: an ordinary game. */
    tutorial: z.enum(TUTORIAL_IDS).optional(),
  }),
  seats: z.array(SeatSchema).max(4),
  state: GameStateSchema.nullable(),
  actions: z.array(ActionSchema),
  messages: z.object({
    lobby: z.string().nullable(),
    post: PostSchema.nullable(),
    /** The public notices of open trade offers, by offer id (bot/offer-notices.ts). */
    offers: z.record(z.string(), z.string()).optional(),
    /** The state version the public post shows; absent: unknown (a record from before). */
    shown: z.number().int().optional(),
    sending: SendingSchema.optional(),
    /** Issue 38: the live board's thread: the decision last announced, the round last kept. */
    thread: ThreadNotesSchema.optional(),
    /**
     * Issue 22: the store's post note (store/post-notes.ts) this record already includes; a
     * note with another token is newer, and is folded in on load and written in by a save.
     */
    note: z.string().max(64).optional(),
    /** Offer notices saved with their action and not sent yet; absent: none (older records too). */
    notices: z.array(OfferNoticeSchema).max(PENDING_NOTICES).optional(),
  }),
  /**
   * The newest interactions whose action this record applied (their ids), saved with the
   * action itself: after a kill, a deferred click is told whether it counted.
   */
  clicks: z.array(z.string()).max(APPLIED_CLICKS).optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /**
   * Issue 21: a take-back asked and not settled yet (bot/take-back-request.ts). It stands only
   * while the state is at `version`: any action after it moves the version on and voids it.
   */
  takeBackAsk: z
    .object({
      player: z.number().int().min(0).max(3),
      version: z.number().int().min(0),
      accepted: z.array(z.number().int().min(0).max(3)).max(4),
    })
    .optional(),
  /** Issue 21: the take-backs made, for the log: the step undone, by whom, and its kind. */
  takenBack: z
    .array(
      z.object({
        step: z.number().int().min(1),
        player: z.number().int().min(0).max(3),
        type: z.string().regex(/^[a-zA-Z]{1,32}$/),
      }),
    )
    .max(10_000)
    .optional(),
  /** Issue 23: the league the game is rated in, and its season; absent for a casual game. */
  league: z
    .object({
      id: z.string(),
      name: z.string(),
      season: z.number().int().min(1),
      /**
       * Issue 37: the league's take-back and missed-deadline rules as the game opened, so a later
       * /league edit applies to games opened afterwards only. Absent (games opened before): the
       * league's rules as they are now.
       */
      rules: LeagueOptionsSchema.pick({ takeBacksAllowed: true, missedDeadlines: true }).optional(),
      /**
       * Issue 37: the number of the round (in `season`) that opened the game; absent for a game
       * opened by /league game. A round cut short by a restart finds its opened tables by it.
       */
      round: z.number().int().min(1).optional(),
    })
    .optional(),
  /**
   * Issue 23: the reminders sent for the decision awaited at state version `stateVersion`
   * (bot/reminder-due.ts), so a restart never sends one twice. `since` is when that
   * decision's deadline started: no save after a reminder moves it (bot/deadline-due.ts).
   */
  reminded: z
    .object({
      stateVersion: z.number().int().min(0),
      since: z.number(),
      sent: z.array(z.enum(['half', 'soon'])).max(2),
    })
    .optional(),
  /** Issue 23: per seat, the deadlines its person let pass in this game (the league's rule counts them). */
  missed: z.array(z.number().int().min(0)).max(4).optional(),
  /** Issue 23: seats forfeited under the league's missed-deadline rule: placed last when the game ends. */
  forfeits: z.array(z.number().int().min(0).max(3)).max(4).optional(),
  /**
   * Issue 37: seats that made a move of their own (their person's, or a computer player's in
   * their place; a deadline's default move is not one): a league game where no seat made one
   * counts for nobody. Absent: not kept (a casual game, or one opened before).
   */
  moved: z.array(z.number().int().min(0).max(3)).max(4).optional(),
  /**
   * Issue 37: seats a computer player played for their person for any part of the game
   * (handed over, or by the league's missed-deadline rule), kept when the seat is given back:
   * a league result marks them assisted. Absent: none.
   */
  assisted: z.array(z.number().int().min(0).max(3)).max(4).optional(),
  /**
   * Issue 38: the stretches of the action log in which a computer player played a person's
   * seat (handed over, or by the league's missed-deadline rule): from the action index at the
   * hand-over to the one at the return (absent: to the end). The seat's actions in a stretch
   * were the computer player's, not its person's (the review leaves them out, the final post
   * and the export say how many they were). Absent: none.
   */
  standIns: z
    .array(
      z.object({
        seat: SeatIndex,
        level: SeatLevelSchema,
        from: z.number().int().min(0),
        to: z.number().int().min(0).optional(),
      }),
    )
    .max(400)
    .optional(),
  /** Issue 38: the indexes of the actions a deadline made for its person (K-80's default moves). */
  defaulted: z.array(z.number().int().min(0)).max(10_000).optional(),
  /**
   * Issue 28: who abandoned the game, as the thread is told (bot/abandon-notice.ts), so that a
   * kill before the notice went out leaves start-up repair able to send it.
   */
  abandonedBy: z.string().min(1).max(100).optional(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

/**
 * Running games in one server (the per-server index). The host is optional: indexes written
 * before it was kept are completed by start-up's rebuild (bot/stored-games.ts).
 */
export const RunningIndexSchema = z.array(
  z.object({
    id: z.string(),
    channelId: z.string(),
    hostId: z.string().optional(),
    /** Issue 37: a league's game, counted against its channel's cap and no person's. */
    league: z.literal(true).optional(),
  }),
);
export type RunningIndex = z.infer<typeof RunningIndexSchema>;

/**
 * What a deferred interaction was, so the next process answers it in kind (issue 42): a `do`
 * click (a fresh panel, "not applied" unless applied), `act` (a fresh panel), `new` (the lobby
 * opened, or a sentence that it did not), `command` (a sentence: please try again), `round` (issue
 * 37: a league round's seating, which a second /league round finishes: a sentence saying so).
 */
export const DEFER_KINDS = ['do', 'act', 'new', 'command', 'round'] as const;
export type DeferKind = (typeof DEFER_KINDS)[number];

/** An interaction acknowledged by a defer and not answered yet (bot/noted-defer.ts). */
export const PendingClickSchema = z.object({
  /** The interaction's id. */
  id: z.string(),
  applicationId: z.string(),
  token: z.string(),
  /** Absent in notes written before issue 42: those were all `do` clicks. */
  kind: z.enum(DEFER_KINDS).optional(),
  /** Whether the defer was an update of the clicked message (answered by a follow-up then). */
  update: z.boolean().optional(),
  /** The game it is about; for `new`, noted once the new game's id is drawn. */
  gameId: z.string().optional(),
  /** Where it was asked (`new`: a lobby in another channel is in a thread of its own). */
  channelId: z.string().optional(),
  /** The game's server: under shards, whose shard answers it after a restart (issue 27). */
  guildId: z.string().optional(),
  userId: z.string(),
  locale: z.string(),
  /** When it was deferred (ms): its token answers for 15 minutes from the click. */
  at: z.number(),
});
export type PendingClick = z.infer<typeof PendingClickSchema>;
