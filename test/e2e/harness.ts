// An end-to-end table: the local Discord, the bot's real start-up (startBot) logged into it,
// its commands deployed, and people who act only through what the messages show them.
import { commands } from '../../commands/index';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { LocalDiscord, type Actor, type SeenMessage, type UserSpec } from '../../src/local-discord';
import { deployTo } from '../support/deploy-to';
import { parseComponentId } from '../../src/bot/custom-id';
import { startBot, type StartOptions } from '../../src/bot/start';
import { RenderPool } from '../../src/render/index';
import type { StoreTarget } from '../../src/store/index';

/** How long a test waits for the bot: generous, since CI machines can be very loaded. */
export const WAIT = { timeoutMs: 60_000 };

export interface BotTable {
  discord: LocalDiscord;
  bot: Awaited<ReturnType<typeof startBot>>;
  pool: RenderPool;
  databaseFile: string;
  user(name: string): Actor;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the bot and starts it on another store (issue 27: after `store:copy`). */
  restartOn(database: string | StoreTarget): Promise<void>;
}

export async function openBotTable(
  users: (string | UserSpec)[],
  channels = ['tavern'],
  firstSeed = 1,
  /** Start options of the bot's own (a logger, a thinker for the computer players). */
  extra: Partial<StartOptions> = {},
): Promise<BotTable> {
  const discord = await LocalDiscord.start({ users, channels });
  await deployTo(discord);
  const dir = mkdtempSync(join(tmpdir(), 'kogge-e2e-'));
  const databaseFile = join(dir, 'kogge.sqlite');
  const pool = RenderPool.start(1);
  let seed = firstSeed;
  const seeds = () => seed++;
  const logger = pino({ level: process.env.E2E_LOG ?? 'silent' });
  let database: string | StoreTarget = databaseFile;
  const start = () =>
    startBot({
      token: discord.token,
      commands,
      clientOptions: discord.clientOptions(),
      databaseFile: database,
      logger,
      renderPool: pool,
      seeds,
      // Computer players act at once in tests.
      computerPauseMs: 0,
      // The welcome (bot/welcome.ts) would add a message to every test's first channel;
      // welcome.test.ts switches it on.
      welcome: false,
      // The bot, the local Discord and the test share one event loop here, so on a loaded
      // machine the loop runs late for the test's own sake and the bot would leave out
      // optional images (issue 27's shedding) at random. Shedding is its own test's business
      // (overload.test.ts passes its own readings and limits, which replace these); clicks are
      // still deferred at once under lag, as in production.
      overload: { limits: { shedBacklog: Number.POSITIVE_INFINITY, shedLagMs: Number.POSITIVE_INFINITY } },
      ...extra,
    });
  const table: BotTable = {
    discord,
    bot: await start(),
    pool,
    databaseFile,
    user: (name) => discord.user(name),
    async restart() {
      await table.bot.stop();
      table.bot = await start();
    },
    async restartOn(next) {
      database = next;
      await table.restart();
    },
    async stop() {
      await table.bot.stop();
      await pool.close();
      await discord.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return table;
}

/** The thread the game was opened in, from the bot's answer to /kogge new. */
export function threadOf(reply: SeenMessage): string {
  const match = /<#(\d+)>/.exec(reply.content);
  if (!match) throw new Error(`no thread in: ${reply.content}`);
  return match[1];
}

export function customIds(message: SeenMessage): {
  id: string;
  label?: string;
  type: number;
  options?: { label: string; value: string }[];
  max?: number;
  min?: number;
}[] {
  const out: {
    id: string;
    label?: string;
    type: number;
    options?: { label: string; value: string }[];
    max?: number;
    min?: number;
  }[] = [];
  for (const row of message.components) {
    for (const c of (row as { components?: Record<string, unknown>[] }).components ?? []) {
      out.push({
        id: String(c.custom_id),
        label: c.label as string | undefined,
        type: Number(c.type),
        options: c.options as { label: string; value: string }[] | undefined,
        max: c.max_values as number | undefined,
        min: c.min_values as number | undefined,
      });
    }
  }
  return out;
}

/**
 * A public board post: the bot's message with a board image and the game's buttons ("Act",
 * "📱 Phone board"): every-move's posts, the live board, the final post. Not a round's board
 * kept for the record in a live board's thread (issue 38: no button) nor a line that pings
 * (no image).
 */
export function isBoardPost(message: SeenMessage): boolean {
  return (
    message.author.bot &&
    !message.ephemeralFor &&
    message.attachments.some((a) => /^kogge-board-\d+\.png$/.test(a.filename)) &&
    customIds(message).some((c) => ['act', 'phone'].includes(parseComponentId(c.id)?.kind ?? ''))
  );
}

/**
 * The game's final post: a board post without "Act" (no action is legal any more; it keeps
 * only "📱 Phone board"). Every post of a running game has "Act".
 */
export function isFinalPost(post: SeenMessage): boolean {
  return !customIds(post).some((c) => parseComponentId(c.id)?.kind === 'act');
}

/** Opens a game for `host` in `channel`, fills the seats with `others` and starts it. */
export async function openGame(
  table: BotTable,
  host: string,
  others: string[],
  options = '',
  channel = 'tavern',
) {
  const players = others.length + 1;
  const opened = await table
    .user(host)
    .slash(`/kogge new players:${players}${options ? ` ${options}` : ''}`, { in: channel });
  const reply = await opened.reply(WAIT);
  const thread = threadOf(reply);
  const lobby = await table
    .user(host)
    .waitForMessage((m) => m.channelId === thread && m.components.length > 0, { ...WAIT, in: thread });
  for (const name of others) await (await table.user(name).click(lobby, 'Join')).response(WAIT);
  await (await table.user(host).click(lobby, 'Start')).response(WAIT);
  const board = await table.discord.waitForMessage(
    (m) => m.channelId === thread && m.attachments.some((a) => a.filename === 'kogge-board-0.png'),
    { ...WAIT, in: thread },
  );
  return { thread, lobby, board };
}
