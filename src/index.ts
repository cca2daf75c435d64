// Entry point (`npm start`). With DISCORD_TOKEN set it runs the Discord bot; without one it
// runs the local table: the local Discord in a browser page, with the same bot logged into it.
import { dirname } from 'node:path';
import { commands } from '../commands/index';
import {
  ConfigError,
  isShardProcess,
  loadConfig,
  loadDotEnv,
  logLevel,
  storeTarget,
  type Config,
  type ShardCount,
} from './config';
import { createLogger, type Logger } from './bot/logger';
import type { StoreTarget } from './store/index';
import { t } from './i18n/index';
import { checkLogin, LoginError } from './bot/login-check';
import { startBot } from './bot/start';
import { ShardsError, startShards } from './bot/shard-manager';
import { realBot, runLocalTable } from './local-table';
import { lockDataDir } from './local-table/data-lock';
import { countForManager, serveBotMetrics, serveManagerMetrics } from './metrics/index';

function configOrExit(): Config {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    // One sentence naming the variable, never a stack trace.
    console.error(
      error instanceof ConfigError ? error.message : t('config.dotenv', { reason: String(error) }),
    );
    process.exit(1);
  }
}

/** What runBot and runShards start: it stops with its signals. */
interface Running {
  stop(): Promise<unknown>;
}

/**
 * Checks the login, takes the data folder's lock where `lockSqlite` and the store is SQLite,
 * starts, and stops on SIGINT or SIGTERM; returns the stop.
 */
async function runLocked(
  config: Config,
  token: string,
  lockSqlite: boolean,
  start: (api: string | undefined, database: StoreTarget, logger: Logger) => Promise<Running>,
): Promise<() => void> {
  // Before the store and the workers start: a wrong token or no Discord is said at once.
  const api = config.DISCORD_API;
  await checkLogin(token, api ? { api } : {});
  const database = storeTarget(config);
  const lock =
    lockSqlite && database.kind === 'sqlite'
      ? lockDataDir(dirname(database.file))
      : { release: () => undefined };
  const running = await start(api, database, createLogger(logLevel(config, 'discord'))).catch(
    (error: unknown) => {
      lock.release();
      throw error;
    },
  );
  const stop = () =>
    void running
      .stop()
      .finally(() => lock.release())
      .finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return stop;
}

async function runBot(config: Config, token: string): Promise<void> {
  // Issue 40: counted from the start (the store's first reads too); /readyz says no until the
  // bot has logged in. A shard's figures are served by its manager.
  let ready: () => Promise<boolean> = () => Promise.resolve(false);
  if (isShardProcess()) await countForManager(config);
  else await serveBotMetrics(config, () => ready());
  // Two bots on one SQLite file would both answer every click; on PostgreSQL each shard
  // process serves its own servers (issue 27), so there is no one folder to lock. Shards on
  // one SQLite file each serve their own servers too: their manager holds the lock for them.
  const stop = await runLocked(config, token, !isShardProcess(), async (api, database, logger) => {
    const bot = await startBot({
      token,
      commands,
      databaseFile: database,
      logger,
      clientOptions: api ? { rest: { api } } : undefined,
    });
    if (bot.ready) ready = bot.ready;
    return bot;
  });
  // A shard whose manager is gone stops too: a manager started again starts its own shards,
  // and two processes answering one server's clicks would both apply them.
  if (isShardProcess()) process.once('disconnect', stop);
}

/**
 * Issue 27: this process starts one process per shard, each running this same entry with
 * this process's Node flags, and keeps them running; it opens no store itself.
 */
async function runShards(config: Config, token: string, count: ShardCount): Promise<void> {
  await runLocked(config, token, true, async (api, _database, logger) => {
    const shards = await startShards({
      file: process.argv[1],
      token,
      count,
      execArgv: process.execArgv,
      logger,
      api,
    });
    // Issue 40: one endpoint for all the shards, their figures added up (metrics/shards.ts).
    await serveManagerMetrics(config, shards.manager);
    return shards;
  });
}

const config = configOrExit();
if (config.DISCORD_TOKEN) {
  // SHARDS unset (or this being one of the shards): one bot in this process, as always.
  const started =
    config.SHARDS === undefined || isShardProcess()
      ? runBot(config, config.DISCORD_TOKEN)
      : runShards(config, config.DISCORD_TOKEN, config.SHARDS);
  started.catch((error: unknown) => {
    // A refused login is the usual case: say it plainly.
    const reason = error instanceof Error ? error.message : String(error);
    const plain = error instanceof LoginError || error instanceof ShardsError;
    console.error(plain ? reason : t('config.start-failed', { reason }));
    process.exit(1);
  });
} else {
  // The real bot, logged into the local Discord exactly as into Discord (its commands first);
  // its data folder is LOCAL_TABLE_DATA's (default `data`), read with the table's other variables.
  void runLocalTable({ bot: realBot({ logLevel: logLevel(config, 'table') }) });
}
