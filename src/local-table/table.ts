// `npm start` without a Discord token: the local Discord, the bot logged into it as into
// Discord, and the page people play in. The server's history is kept under the data folder
// beside the bot's own SQLite file, so a restart goes on where it stopped.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { t } from '../i18n';
import type { LocalDiscord } from '../local-discord';
import { Autosave } from './autosave';
import type { TableBot } from './bot';
import { TableBridge } from './bridge/act';
import { loadTableEnv } from './config';
import { startDiscord } from './damaged-history';
import { realBot } from './real-bot';
import { newSecret } from './web/guard';
import { LiveHub } from './web/live';
import { createTableServer } from './web/server';
import { lockDataDir } from './data-lock';

export interface LocalTableOptions {
  /** The bot to log in; default: the real one (see real-bot.ts). */
  bot?: TableBot;
  /** Defaults: LOCAL_TABLE_HOST / LOCAL_TABLE_PORT, else 127.0.0.1:3000; port 0 picks one. */
  host?: string;
  port?: number;
  /** Where the server's history and the bot's games are kept. Default: LOCAL_TABLE_DATA, else `data`. */
  dataDir?: string;
  /** The bot's SQLite file. Default `<dataDir>/local-table.sqlite`. */
  databaseFile?: string;
  /** Where the one start-up line goes (and a damaged history's notice). Default: standard output. */
  print?: (line: string) => void;
  /**
   * Tests only, never set by `npm start`: false switches the page's guard off (secret,
   * Origin, JSON, framing), so a test can show that the attack it tries would work.
   */
  guard?: boolean;
}

export interface LocalTable {
  /** The page's address. */
  url: string;
  /** This start's secret, which the page sends with every change (tests act as the page). */
  secret: string;
  discord: LocalDiscord;
  /** Stops the page, the bot and the local Discord, saving the server's history first. */
  stop(): Promise<void>;
}

export async function startLocalTable(options: LocalTableOptions): Promise<LocalTable> {
  const env = loadTableEnv();
  const host = options.host ?? env.LOCAL_TABLE_HOST;
  const port = options.port ?? env.LOCAL_TABLE_PORT;
  const dataDir = options.dataDir ?? env.LOCAL_TABLE_DATA;
  mkdirSync(dataDir, { recursive: true });
  // Before anything reads or writes the folder: a second copy must not touch the first's files.
  const lock = lockDataDir(dataDir);
  const tableFile = join(dataDir, 'local-table.json');
  let discord: LocalDiscord;
  try {
    discord = await startDiscord(tableFile, options.print ?? console.log);
  } catch (error) {
    lock.release();
    throw error;
  }
  const autosave = new Autosave(discord, tableFile);
  autosave.save();
  // Whatever fails on the way up, what has started is stopped again: no port stays taken.
  const started: (() => Promise<void> | void)[] = [
    () => lock.release(),
    () => discord.stop(),
    () => autosave.stop(),
  ];
  const undo = async () => {
    for (const stop of started.reverse()) await stop();
  };
  let bot: Awaited<ReturnType<TableBot>>;
  let server: Server;
  let live: LiveHub;
  let address: string;
  const secret = newSecret();
  try {
    live = new LiveHub(discord);
    started.push(() => live.close());
    server = createTableServer(discord, new TableBridge(discord), live, {
      secret,
      guard: options.guard,
      saved: () => autosave.save(),
    });
    // The port is taken before the bot starts, so a busy port is said at once (issue 24).
    address = await listen(server, host, port);
    started.push(() => closeServer(server));
    bot = await (options.bot ?? realBot())({
      token: discord.token,
      api: discord.apiUrl,
      applicationId: discord.applicationId,
      guildId: discord.guildId,
      databaseFile: options.databaseFile ?? join(dataDir, 'local-table.sqlite'),
    });
    started.push(() => bot.stop());
  } catch (error) {
    await undo();
    throw error;
  }
  const url = `http://${address}`;
  (options.print ?? console.log)(t('table.listening', { url }));
  return {
    url,
    secret,
    discord,
    async stop() {
      live.close();
      await closeServer(server);
      await bot.stop();
      autosave.stop();
      await discord.stop();
      lock.release();
    },
  };
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function listen(server: Server, host: string, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(t('table.portInUse', { host, port })) : error),
    );
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return `${host.includes(':') ? `[${host}]` : host}:${bound}`;
}
