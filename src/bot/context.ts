// What every handler gets: the client, the store, the per-game queue, the renderer, the log.
import type { Client } from 'discord.js';
import type { CoachHint, CoachRequest, Review, ReviewRequest } from '../ai/index';
import type { PlayerView, PublicView, Seed } from '../engine/index';
import type {
  BoardLayout,
  DescribedImage,
  MapChoice,
  RatingChartImage,
  ScoreChart,
  StandingsImage,
} from '../render/index';
import type { GameRecord, GameStore, ServerSettingsStore, UserSettingsStore } from '../store/index';
import type { RecordSigner } from '../verify/index';
import type { GameLimits } from './game-limits';
import type { ClickCap } from './fair/click-cap';
import type { Owner } from './fair/owner';
import type { Logger } from './logger';
import type { PanelKeeper } from './panel-keeper';
import type { Overload } from './overload/overload';
import type { GameQueue } from './queue';
import type { FinishedGames, LeagueDesk, OpeningCaps, Publishing } from './services';

/** How a board is drawn, and for whom: `owner` gives the image its turn at the workers. */
export interface BoardOptions {
  layout?: BoardLayout;
  label?: string;
  owner?: Owner;
}

/** Issue 38: how a seat's board is drawn for its panel, and for whom. */
export interface SeatBoardOptions {
  label?: string;
  choices?: readonly MapChoice[];
  owner?: Owner;
}

/** The part of RenderPool the bot uses (the pool in production; tests may pass their own). */
export interface Renderer {
  board(view: PublicView, locale?: string, options?: BoardOptions): Promise<DescribedImage>;
  hand(view: PlayerView, locale?: string, owner?: Owner): Promise<DescribedImage>;
  /**
   * Issue 38: the board as one seat sees it, for its action panel (ephemeral); a renderer
   * without it answers panels with their text and buttons alone.
   */
  seatBoard?(view: PlayerView, locale?: string, options?: SeatBoardOptions): Promise<DescribedImage>;
  /** Issue 21: the final post's VP and DP chart; a renderer without it posts no chart. */
  chart?(chart: ScoreChart, locale?: string, owner?: Owner): Promise<DescribedImage>;
  /** Issue 23: a league's standings image; a renderer without it answers with the embed alone. */
  standings?(table: StandingsImage, locale?: string, owner?: Owner): Promise<DescribedImage>;
  /** Issue 23: a member's rating over time; a renderer without it answers with the text alone. */
  ratingChart?(chart: RatingChartImage, locale?: string, owner?: Owner): Promise<DescribedImage>;
  /** Issue 27: images waiting for a worker (the load the bot reads); unknown counts as none. */
  readonly waiting?: number;
}

export interface BotContext {
  client: Client;
  store: GameStore;
  queue: GameQueue;
  renders: Renderer;
  /** Per person, how many expensive clicks (images drawn for them alone) they may make now. */
  clicks: ClickCap;
  logger: Logger;
  /** Issue 27: whether a click is acknowledged at once, and optional images left out. */
  overload: Overload;
  publisher: Publishing;
  /** Lets the computer players answer what they owe in a game (after a save, a start, a hand-over). */
  computers: {
    /** `game`: the record just saved (not loaded again unless something newer was saved), or its id. */
    nudge(game: GameRecord | string): void;
    /** Issue 26: the coach's hint, fair-scheduled with the computer players' thinking. */
    coach(owner: Owner, request: CoachRequest): Promise<CoachHint>;
    /** Issue 26: the review after a game, on the same threads and gate. */
    review(owner: Owner, request: ReviewRequest): Promise<Review>;
  };
  /** K-80: sets the game's deadline timer again from its stored record (after a save, a start). */
  deadlines: { arm(gameId: string, saved?: GameRecord): void };
  /** A new game's seed: 64 hex digits (bot/new-seed.ts); tests may give whole numbers (the old generator). */
  seeds: () => Seed;
  /** What one channel or person may hold at once, and a lobby's lifetime (issue 20). */
  limits: GameLimits;
  /** The caps of /kogge new, held across the games being opened at once. */
  openings: OpeningCaps;
  /** Issue 23: the leagues' store; records a league game's result when it ends. */
  leagues: LeagueDesk;
  /** Issue 24: each person's finished games, counted so their first ones carry hints. */
  firstGames: FinishedGames;
  /** Each person's own settings (/kogge settings): hint lines, reminders by DM, language. */
  userSettings: UserSettingsStore;
  /** Issue 25: each server's settings (/kogge server language): its public language. */
  serverSettings: ServerSettingsStore;
  /** Issue 27: the store in use, for /kogge server status (unset: SQLite, as in most tests). */
  storeName?: 'SQLite' | 'PostgreSQL';
  /** Issue 42: signs every exported record with the bot's key, made at its first start. */
  signing: { current(): Promise<RecordSigner> };
  /**
   * Issue 38: the action panels this process showed, edited when the game moves on (up to date,
   * or marked out of date). Unset in stand-in contexts: panels are then left as they are.
   */
  panels?: PanelKeeper;
}

/** Every message the bot sends says whom it may ping: at most the named users, never roles or @everyone. */
export function mentionOnly(userIds: readonly string[] = []): { parse: []; users: string[] } {
  return { parse: [], users: [...new Set(userIds)] };
}
