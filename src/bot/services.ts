// The faces of the long-lived services a BotContext holds (publisher.ts, openings.ts,
// league/leagues.ts, first-games.ts). They are declared here, apart from the classes, because each class
// takes the context: the context naming the classes would make a loop of imports.
import type { FinishedGamesStore, GameRecord, LeagueStore } from '../store/index';
import type { Result } from './result';

/** A warning to the clicking person when the public post could not be brought up to date. */
export type Warn = (key: 'reply.noPermission' | 'reply.failed') => Promise<void>;

export interface Publishing {
  /**
   * Brings the game's public post up to the stored state, soon; resolves once it has. `game`:
   * the record just saved (not loaded again unless something newer was saved since), or its id.
   */
  request(game: GameRecord | string, warn?: Warn): Promise<void>;
  /** Waits for every publication under way (a clean stop). */
  idle(): Promise<void>;
}

export interface Opening {
  guildId: string;
  /** The channel /kogge new was typed in. */
  channelId: string;
  hostId: string;
  /** The host alone against computer players. */
  computersOnly: boolean;
  /** The game will be played in the channel itself (the bot may not open a thread there). */
  inChannel: boolean;
  /** Issue 37: a league's game, the league's and not its opener's: only the channel's cap counts it. */
  league?: boolean;
}

/** The cap an opening would pass, with its count: a `Refusal` the asker is told as it is. */
export type CapRefusal =
  | {
      key: 'new.channelFull' | 'new.tooManyHosted' | 'new.tooManyComputerGames';
      params: { count: number };
    }
  | { key: 'new.channelBusy'; params: { count: 1 } };

/** A place held for a game being opened. */
export interface Place {
  /** Names the game before it is saved: once listed in the index it counts there, not twice. */
  name(gameId: string): void;
  release(): void;
}

export type Claim = Result<Place, CapRefusal>;

export interface OpeningCaps {
  /** Holds a place for the game, or names the cap it would pass; release once it is saved or failed. */
  claim(opening: Opening): Promise<Claim>;
  /** A lobby's last seat going to a computer player, under the computer-games cap. */
  fillWithComputer<T>(record: GameRecord, fill: () => Promise<T>): Promise<Result<T, CapRefusal>>;
  /** K-80's hand-over to a computer player, under the same cap. */
  handOverToComputer<T>(
    before: GameRecord,
    after: GameRecord,
    save: () => Promise<T>,
  ): Promise<Result<T, CapRefusal>>;
}

export type Recorded = 'recorded' | 'already' | 'notLeague' | 'notEnded' | 'noLeague';

export interface LeagueDesk {
  readonly store: LeagueStore;
  /** After every save of a game (records.ts): records it if it is a league game that ended. */
  noteSaved(record: GameRecord): void;
  /** Records the ended game's result in its league, once; then the standings message follows. */
  record(game: GameRecord): Promise<Recorded>;
  /** Brings the league's standings message up to date. */
  refreshBoard(guildId: string, leagueId: string): Promise<void>;
}

/** Issue 24: each person's finished games, counted so their first ones carry hints. */
export interface FinishedGames {
  readonly store: FinishedGamesStore;
  /** After every save of a game (records.ts): an ended game counts for each person seated. */
  noteSaved(record: GameRecord): void;
  /** How many games the user finished (up to FIRST_GAMES); none when the store cannot say. */
  finished(userId: string): Promise<number>;
  /** Waits for the counts being noted (a clean stop). */
  idle(): Promise<void>;
}
