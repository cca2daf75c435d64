// Issue 27: SHARDS starts the bot as discord.js's ShardingManager does it, one process per
// shard, each a whole bot for the servers Discord routes to it (`(guild_id >> 22) % count`),
// all on one store (PostgreSQL). This process only watches them: it logs in nowhere, opens no
// store and starts no pool. A shard that dies is started again by the manager (`respawn`).
import { REST, Routes, ShardingManager, type Shard } from 'discord.js';
import type pino from 'pino';
import type { ShardCount } from '../config';
import { t } from '../i18n/index';

export interface ShardsOptions {
  /** The script each shard runs: this very entry (dist/index.mjs, or src/index.ts under tsx). */
  file: string;
  token: string;
  count: ShardCount;
  /** Node's flags for each shard: the running process's own, so a shard runs as it does. */
  execArgv: readonly string[];
  /** Arguments for the shard script (tests pass their settings). */
  shardArgs?: readonly string[];
  logger: pino.Logger;
  /** Another API than Discord's for `auto` (tests: the local Discord's). */
  api?: string;
  /**
   * The wait between two shards' starts. Discord lets a bot identify once per 5 s (its
   * session start limit's max_concurrency of 1), and the manager waits for each shard to be
   * ready first; discord.js's default is 5.5 s.
   */
  spawnDelayMs?: number;
  /** How long one shard may take to be ready (its start-up checks the store first). */
  readyTimeoutMs?: number;
}

/** A shard's start could not be made: one sentence for the operator. */
export class ShardsError extends Error {
  override readonly name = 'ShardsError';
}

/** Starts every shard and resolves once each is ready; `stop` ends them all. */
export async function startShards(
  options: ShardsOptions,
): Promise<{ manager: ShardingManager; stop(): Promise<void> }> {
  const total =
    options.count === 'auto' ? await recommendedShards(options.token, options.api) : options.count;
  const manager = new ShardingManager(options.file, {
    token: options.token,
    totalShards: total,
    mode: 'process',
    respawn: true,
    execArgv: [...options.execArgv],
    shardArgs: [...(options.shardArgs ?? [])],
  });
  manager.on('shardCreate', (shard) => watch(shard, total, options.logger));
  await manager.spawn({
    amount: total,
    delay: options.spawnDelayMs ?? 5_500,
    timeout: options.readyTimeoutMs ?? 300_000,
  });
  options.logger.info({ shards: total }, 'every shard ready');
  return { manager, stop: () => stopAll(manager) };
}

/**
 * Discord's recommended number of shards (GET /gateway/bot, `shards`), asked here rather than
 * through the manager's `auto` so that the same REST client and API base as the bot's are used.
 */
export async function recommendedShards(token: string, api?: string): Promise<number> {
  const rest = new REST(api ? { api } : {}).setToken(token);
  try {
    const info = (await rest.get(Routes.gatewayBot())) as { shards?: unknown };
    const shards = Number(info.shards);
    if (!Number.isInteger(shards) || shards < 1) throw new Error(`shards: ${String(info.shards)}`);
    return shards;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ShardsError(t('config.shards.auto', { reason }));
  }
}

function watch(shard: Shard, total: number, logger: pino.Logger): void {
  const log = logger.child({ shard: shard.id, shards: total });
  log.info('shard starting');
  shard.on('ready', () => log.info('shard ready'));
  // The manager starts it again (respawn); its games wait in the store meanwhile. Issue 40: a
  // shard that exits 0 (stopped by SIGTERM, its bot saved and closed) stopped; it did not die.
  shard.on('death', (child) => {
    const exitCode = 'exitCode' in child ? child.exitCode : null;
    if (exitCode === 0) log.info({ exitCode }, 'shard stopped');
    else log.warn({ exitCode }, 'shard died');
  });
  shard.on('error', (error) => log.error({ err: String(error) }, 'shard error'));
}

/** Asks each shard to stop cleanly (SIGTERM: its bot saves and closes), then waits for it. */
async function stopAll(manager: ShardingManager): Promise<void> {
  manager.respawn = false;
  await Promise.all(
    manager.shards.map(async (shard) => {
      const child = shard.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await gone;
    }),
  );
}
