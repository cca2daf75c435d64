// Starts the bot: the store, the render pool, the discord.js client (Guilds intent only) and
// the interaction router. The same code logs into Discord or into the local Discord; only
// `clientOptions` (e.g. `{ rest: { api } }`) differ.
import { availableParallelism } from 'node:os';
import { Client, GatewayIntentBits, Options, type ClientOptions } from 'discord.js';
import type pino from 'pino';
// The pool's own module, not the renderer's index: the bot's thread then loads no canvas, map
// or fonts (only the render workers draw), which keeps them out of its memory (issue 8).
import { RenderPool } from '../render/pool/render-pool';
import {
  KeyvFinishedGamesStore,
  KeyvGameStore,
  KeyvServerSettingsStore,
  KeyvSigningKeyStore,
  KeyvUserSettingsStore,
  KeyvWelcomeStore,
  LeagueStore,
  type GameStore,
  targetName,
  type StoreTarget,
  type UserSettingsStore,
} from '../store/index';
import type { Seed } from '../engine/index';
import type { SlashCommand } from './command';
import type { BotContext, Renderer } from './context';
import { newSeed } from './new-seed';
import { BotSigning } from './record-signing';
import { ComputerTurns, type ComputerOptions } from './computer-turns';
import { Deadlines, realClock, type DeadlineClock } from './deadlines';
import { DEFAULT_LIMITS, type GameLimits } from './game-limits';
import { ClickCap, type ClickCapOptions } from './fair/click-cap';
import { FairRenderer } from './fair/fair-renderer';
import { Leagues } from './league/leagues';
import { FirstGames } from './first-games';
import { createLogger } from './logger';
import { Openings } from './openings';
import { GameQueue } from './queue';
import { LoopLag } from './overload/loop-lag';
import { Overload, type LoadReadings, type OverloadLimits } from './overload/overload';
import { answerPendingClicks } from './pending-clicks';
import { repairPosts } from './repair';
import { routeInteractions } from './router';
import { Publisher } from './publisher';
import { LivePanels } from './live-panels';
import { checkStoredGames, sweepStore, tellLostGames } from './stored-games';
import { ownsGuild } from './shard-owner';
import { welcomeServers } from './welcome';
import { instrumentBot, watchQueue } from '../metrics/index';

export interface StartOptions {
  token: string;
  /** The slash commands to answer (commands/index.ts, handed in by the entry point). */
  commands: readonly SlashCommand[];
  clientOptions?: Partial<ClientOptions>;
  /** An SQLite file, or the store DATABASE_URL names (issue 27). */
  databaseFile: string | StoreTarget;
  /** A store already open on `databaseFile` (a test that watches saves); the bot closes it. */
  store?: GameStore;
  logger?: pino.Logger;
  /** A pool to share (tests, the local table); otherwise the bot starts and stops its own. */
  renderPool?: RenderPool | Renderer;
  /** Where new games' seeds come from (default: crypto random); tests pass a fixed sequence. */
  seeds?: () => Seed;
  /** The computer players' pause before each move, in ms (default 1500 so people can follow; tests 0). */
  computerPauseMs?: number;
  /** Who thinks for the computer players (default: worker threads, started on first use). */
  thinker?: ComputerOptions['thinker'];
  /** The cap on each person's expensive clicks (tests pass a still clock). */
  clickCap?: ClickCapOptions;
  /** What tells the time for K-80 deadlines and lobbies' expiry (tests move a manual clock). */
  deadlineClock?: DeadlineClock;
  /** Caps and a lobby's lifetime other than DEFAULT_LIMITS (game-limits.ts). */
  limits?: Partial<GameLimits>;
  /** Each person's settings; default: the games' SQLite file (store/user-settings-store.ts). */
  userSettings?: UserSettingsStore;
  /** Whether the bot greets a server it never welcomed (welcome.ts); default true. */
  welcome?: boolean;
  /** Issue 27: readings of the bot's load and their limits (tests stand in a lagging loop). */
  overload?: { readings?: Partial<LoadReadings>; limits?: Partial<OverloadLimits> };
}

export async function startBot(options: StartOptions): Promise<{
  client: Client;
  repaired: Promise<unknown>;
  /** Issue 40: /readyz's question (gateway up, store answering); null when metrics are off. */
  ready: (() => Promise<boolean>) | null;
  stop(): Promise<void>;
}> {
  const logger = options.logger ?? createLogger();
  const store = options.store ?? KeyvGameStore.open(options.databaseFile);
  const ownPool = options.renderPool ? null : RenderPool.start(renderWorkers(), { lazy: true });
  const pool = options.renderPool ?? (ownPool as RenderPool);
  const renders = fairRenders(pool);
  const loopLag = new LoopLag().start();
  const overload = new Overload(
    {
      renderBacklog: () => renders.waiting ?? 0,
      loopLagMs: () => loopLag.lagMs,
      now: () => Date.now(),
      ...options.overload?.readings,
    },
    options.overload?.limits,
  );
  const client = new Client(botClientOptions(options.clientOptions));
  const seeds = options.seeds ?? newSeed;
  const computers = new ComputerTurns(() => ctx, {
    pauseMs: options.computerPauseMs,
    thinker: options.thinker,
  });
  const clock = options.deadlineClock ?? realClock;
  const deadlines = new Deadlines(() => ctx, clock);
  const leagues = new Leagues(
    () => ctx,
    LeagueStore.open(options.databaseFile),
    () => clock.now(),
  );
  const signing = new BotSigning(KeyvSigningKeyStore.open(options.databaseFile));
  const ctx: BotContext = {
    client,
    store,
    queue: new GameQueue(),
    renders,
    clicks: new ClickCap(options.clickCap),
    logger,
    overload,
    seeds,
    publisher: new Publisher(() => ctx),
    computers,
    deadlines,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    openings: new Openings(() => ctx),
    leagues,
    firstGames: new FirstGames(() => ctx, KeyvFinishedGamesStore.open(options.databaseFile)),
    userSettings: options.userSettings ?? KeyvUserSettingsStore.open(options.databaseFile),
    serverSettings: KeyvServerSettingsStore.open(options.databaseFile),
    storeName: typeof options.databaseFile === 'string' ? 'SQLite' : targetName(options.databaseFile),
    signing,
    panels: new LivePanels(() => ctx),
  };
  // Issue 40: the fair renderer holds boards back until the pool has room: its queue too.
  const unwatchRenders = watchQueue('render', () => renders.waiting ?? 0);
  const readiness = instrumentBot({ client, store, owns: (guildId) => ownsGuild(client, guildId) });
  const lost = await checkStoredGames(ctx);
  await leagues.check();
  // Records of no server (people's settings …): shard 0's, as Discord's direct messages are.
  if (ownsGuild(client, undefined)) await sweepStore(options.databaseFile, logger, clock.now());
  // Issue 42: the signing key is made at the first start, after the sweep (which moves a
  // damaged one aside), so every export is signed and server status shows it from the start.
  await signing.current();
  // Opened after the check: the game store has switched the file's journal by then.
  const welcomes = options.welcome === false ? null : KeyvWelcomeStore.open(options.databaseFile);
  routeInteractions(ctx, options.commands);
  // The render worker starts with the first job and ends when idle (render-pool.ts): someone
  // interacting (a game opened, a click) starts it now, so their board does not wait for it.
  const warmable = pool as Partial<Pick<RenderPool, 'warm'>>;
  if (typeof warmable.warm === 'function') client.on('interactionCreate', () => warmable.warm?.());
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  await client.login(options.token);
  await ready;
  logger.info({ user: client.user?.tag }, 'bot ready');
  await tellLostGames(ctx, lost);
  // Issue 23: a league game that ended just before the bot stopped is recorded now.
  await leagues
    .catchUp()
    .catch((error: unknown) => logger.warn({ err: String(error) }, 'league results not caught up'));
  if (welcomes) await welcomeServers(ctx, welcomes);
  // In the background: clicks a crash left deferred are answered (pending-clicks.ts), then
  // a post left behind is brought up to date (repair.ts).
  const repaired = answerPendingClicks(ctx)
    .catch((error: unknown) => logger.warn({ err: String(error) }, 'pending clicks not answered'))
    .then(() => repairPosts(ctx))
    .catch((error: unknown) => logger.warn({ err: String(error) }, 'post repair failed'))
    // Then the computer players answer whatever they owed when the bot stopped.
    .then(() => nudgeRunningGames(ctx, deadlines))
    .catch((error: unknown) => logger.warn({ err: String(error) }, 'computer players not woken'));
  return {
    client,
    repaired,
    ready: readiness,
    async stop() {
      await repaired;
      loopLag.stop();
      deadlines.stop();
      await deadlines.reminders.idle();
      await computers.stop();
      await ctx.publisher.idle();
      await ctx.panels?.idle();
      await leagues.idle();
      await ctx.firstGames.idle();
      await client.destroy();
      await store.close();
      await leagues.close();
      await ctx.firstGames.store.close();
      await welcomes?.close();
      await ctx.userSettings.close();
      await ctx.serverSettings.close();
      await signing.keys.close();
      await ownPool?.close();
      unwatchRenders();
    },
  };
}

/**
 * The Guilds intent only, and no message cache: discord.js keeps up to 200 messages per
 * channel by default (each game's thread fills its own), and the bot never reads one back
 * from the cache (it edits by id and fetches with force, repair.ts). Issue 8: memory.
 */
export function botClientOptions(base: Partial<ClientOptions> = {}): ClientOptions {
  return {
    ...base,
    intents: [GatewayIntentBits.Guilds],
    // Issue 42: a message that names no allowed mentions of its own pings members it mentions,
    // never @everyone, @here or a role, whatever a name in it says (each post also sets its own).
    allowedMentions: { parse: ['users'], repliedUser: false },
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
  };
}

async function nudgeRunningGames(ctx: BotContext, deadlines: Deadlines): Promise<void> {
  const ids: string[] = [];
  // Issue 27: another shard's games are its own (shard-owner.ts).
  for (const { guildId, games } of await ctx.store.allRunning()) {
    if (!ownsGuild(ctx.client, guildId)) continue;
    for (const game of games) {
      ctx.computers.nudge(game.id);
      ids.push(game.id);
    }
  }
  // K-80: deadlines are not stored as timers; each is set again from its record, and those
  // that passed while the bot was down are applied in the order they fell due (issue 23).
  await deadlines.catchUp(ids);
}

/**
 * A render pool's images handed out by turns over servers and games (issue 20: a burst of
 * phone boards in one game must not hold up every other game's board). A stand-in renderer
 * of a test, whose capacity is unknown, is used as it is.
 */
function fairRenders(pool: RenderPool | Renderer): Renderer {
  return pool instanceof RenderPool ? new FairRenderer(pool, pool.capacity) : pool;
}

/**
 * One render worker fewer than the cores (at least one): the event loop that answers clicks
 * keeps a core to itself while boards are drawn. At most two: a worker draws a board in about
 * 30 ms (over 30 boards a second, far more than a server's games post), and each holds tens
 * of MB of fonts, map layers and canvas memory (the first about 57 MB from its start, Skia's
 * library among it, a second about 22 MB more: `npx tsx scripts/worker-memory.ts`), which a
 * big machine's many cores would multiply for nothing.
 */
export function renderWorkers(): number {
  return Math.min(2, Math.max(1, availableParallelism() - 1));
}
