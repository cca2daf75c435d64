// What every handler gets: the client, the store, the per-game queue, the renderer, the log.
import type { Client } from 'discord.js';
import type { PlayerView, PublicView } from '../engine/index';
import type { BoardLayout, DescribedImage } from '../render/index';
import type { GameRecord, GameStore } from '../store/index';
import type { GameLimits } from './game-limits';
import type { Leagues } from './league/leagues';
import type { Logger } from './logger';
import type { Openings } from './openings';
import type { GameQueue } from './queue';
import type { Publisher } from './publisher';

/** The part of RenderPool the bot uses (the pool in production; tests may pass their own). */
export interface Renderer {
  board(
    view: PublicView,
    locale?: string,
    options?: { layout?: BoardLayout; label?: string },
  ): Promise<DescribedImage>;
  hand(view: PlayerView, locale?: string): Promise<DescribedImage>;
}

export interface BotContext {
  client: Client;
  store: GameStore;
  queue: GameQueue;
  renders: Renderer;
  logger: Logger;
  publisher: Publisher;
  /** Lets the computer players answer what they owe in a game (after a save, a start, a hand-over). */
  computers: { nudge(gameId: string): void };
  /** K-80: sets the game's deadline timer again from its stored record (after a save, a start). */
  deadlines: { arm(gameId: string, saved?: GameRecord): void };
  /** A new game's seed. */
  seeds: () => number;
  /** What one channel or person may hold at once, and a lobby's lifetime (issue 20). */
  limits: GameLimits;
  /** The caps of /kogge new, held across the games being opened at once. */
  openings: Openings;
  /** Issue 23: the leagues' store; records a league game's result when it ends. */
  leagues: Leagues;
}

/** Every message the bot sends says whom it may ping: at most the named users, never roles or @everyone. */
export function mentionOnly(userIds: readonly string[] = []): { parse: []; users: string[] } {
  return { parse: [], users: [...new Set(userIds)] };
}
