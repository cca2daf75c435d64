// One bot's hooks into its metrics (issue 40), set by start.ts when metrics are on: the time
// each interaction's first acknowledgement reached Discord (seen on discord.js's REST client,
// so every reply, defer, update and autocomplete counts, whichever handler sent it), the
// gateway's heartbeat per shard, the open games, and what /readyz asks. For the shards' manager
// the client also carries its registry's figures, which its broadcastEval collects (shards.ts).
import { SnowflakeUtil, type Client } from 'discord.js';
import { metricsRegistry, observeAnswer, watchGateway, watchRunningGames } from './hooks';

/** An interaction's callback: POST /interactions/{id}/{token}/callback (the id read, the token not). */
const CALLBACK = /^\/interactions\/(\d{17,20})\/[^/]+\/callback$/;

/** What the manager's broadcastEval reads on a shard's client. */
export const SHARD_HOOK = 'koggeMetrics';
export interface ShardHook {
  json(): Promise<unknown>;
  ready(): Promise<boolean>;
}

/**
 * What the metrics read of the game store: the running games by server, and one index read for
 * readiness. Named here rather than imported, so the store (which the metrics time) stands
 * above nothing of the metrics' own.
 */
export interface RunningGames {
  allRunning(): Promise<readonly { guildId: string; games: readonly unknown[] }[]>;
  listRunning(guildId: string): Promise<unknown>;
}

export interface BotProbe {
  client: Client;
  store: RunningGames;
  /** Whether a server's games are this process's (shard-owner.ts). */
  owns(guildId: string): boolean;
}

/** Hooks one bot in; returns its readiness check (null when metrics are off). */
export function instrumentBot(probe: BotProbe): (() => Promise<boolean>) | null {
  const registry = metricsRegistry();
  if (!registry) return null;
  const { client, store } = probe;
  client.rest.on('response', (request) => {
    const id = CALLBACK.exec(String(request.path))?.[1];
    if (id && request.method.toUpperCase() === 'POST')
      observeAnswer(Date.now() - SnowflakeUtil.timestampFrom(id));
  });
  for (const shard of shardIds(client.options.shards))
    watchGateway(shard, {
      pingMs: () => client.ws.shards.get(shard)?.ping ?? client.ws.ping,
      ready: () => client.isReady(),
    });
  watchRunningGames(async () => {
    let open = 0;
    for (const { guildId, games } of await store.allRunning()) if (probe.owns(guildId)) open += games.length;
    return open;
  });
  // One index read: the gateway up and the store answering.
  const ready = async () => client.isReady() && (await store.listRunning('0').then(() => true));
  const hook: ShardHook = { json: () => registry.getMetricsAsJSON(), ready };
  Object.defineProperty(client, SHARD_HOOK, { value: hook, enumerable: false });
  return ready;
}

function shardIds(shards: number | readonly number[] | 'auto' | undefined): readonly number[] {
  if (typeof shards === 'number') return [shards];
  return Array.isArray(shards) ? shards : [0];
}
