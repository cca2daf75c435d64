// The capacity bench's bot as shard processes (issue 27): discord.js's ShardingManager
// (src/bot/shard-manager.ts, as SHARDS starts it) running the bench's bot bundle, one process
// per shard, all on one store, each asked for its own memory over the manager's IPC channel.
import type { Shard } from 'discord.js';
import pino from 'pino';
import { startShards } from '../../src/bot/shard-manager';
import type { StoreTarget } from '../../src/store/index';
import { builtChild, type BotProcessSettings, type BotStats } from '../../test/support/bot-process';
import type { StatsSource } from '../bot/rss-sampler';

export interface ShardedBot {
  /** One per shard, in shard order. */
  shards: StatsSource[];
  stop(): Promise<void>;
}

/** The local Discord's servers for `count` shards: one each, routed to it, `channels` spread over them. */
export function shardServers(count: number, channels: number) {
  const guilds = Array.from({ length: count }, (_, shard) => ({
    name: `harbour-${shard}`,
    channels: Array.from({ length: Math.ceil(channels / count) }, (_, i) => `tavern-${shard}-${i}`),
    shard: [shard, count] as [number, number],
  }));
  // Taken in turn, so each step's games are spread evenly over the shards.
  const order = guilds[0].channels.flatMap((_, i) => guilds.map((g) => g.channels[i]));
  return { guilds, channels: order.slice(0, channels) };
}

export async function startShardedBot(
  count: number,
  settings: Omit<BotProcessSettings, 'databaseFile'> & { databaseFile: StoreTarget },
): Promise<ShardedBot> {
  const envBefore = { ...process.env };
  const { entry, flags } = await builtChild();
  const started = await startShards({
    file: entry,
    token: settings.token,
    count,
    execArgv: flags,
    shardArgs: [JSON.stringify(settings)],
    logger: pino({ level: 'silent' }),
    spawnDelayMs: 0,
    readyTimeoutMs: 180_000,
  });
  const shards = [...started.manager.shards.values()].sort((a, b) => a.id - b.id).map(shardStats);
  return {
    shards,
    async stop() {
      await started.stop();
      // The manager marks this process as its own (discord.js sets these); put them back.
      for (const key of ['SHARDING_MANAGER', 'SHARDING_MANAGER_MODE', 'DISCORD_TOKEN']) {
        if (envBefore[key] === undefined) Reflect.deleteProperty(process.env, key);
        else process.env[key] = envBefore[key];
      }
    },
  };
}

/** A shard's figures, asked as BotProcess asks its child (test/support/bot-process.ts). */
function shardStats(shard: Shard): StatsSource {
  return {
    get alive() {
      const child = shard.process;
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    stats: () =>
      new Promise<BotStats>((resolve, reject) => {
        const timer = setTimeout(() => {
          shard.off('message', answer);
          reject(new Error(`shard ${shard.id}: no figures within 60 s`));
        }, 60_000);
        const answer = (message: { kind?: string; stats?: BotStats }) => {
          if (message?.kind !== 'stats' || !message.stats) return;
          clearTimeout(timer);
          shard.off('message', answer);
          resolve(message.stats);
        };
        shard.on('message', answer);
        shard.send({ kind: 'stats' }).catch(reject);
      }),
  };
}
