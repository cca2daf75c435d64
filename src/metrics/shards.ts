// The shards' manager's /metrics (issue 40): it serves no players itself, so it asks each
// shard for its registry's figures (Shard#eval on the hook bot.ts puts on each shard's client)
// and adds them up with prom-client's AggregatorRegistry, as its cluster mode does for
// workers. Counters and histograms add up over shards; the gateway ping keeps its shard label.
// A shard that does not answer (restarting) is left out and counted in kogge_shards_reporting.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client, ShardingManager } from 'discord.js';
import {
  AggregatorRegistry,
  Gauge,
  Registry,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';
import { SHARD_HOOK, type ShardHook } from './bot';
import { METRIC } from './names';
import type { MetricsSource } from './server';

type Json = MetricObjectWithValues<MetricValue<string>>[];

/** How long the manager waits for a shard's figures. */
const SHARD_TIMEOUT_MS = 1_500;

/** Each shard's answer, or undefined for one that did not give it in time. */
async function askShards<T>(
  manager: ShardingManager,
  ask: (client: Client, context: { hook: string }) => Promise<T> | undefined,
): Promise<(T | undefined)[]> {
  return Promise.all(
    manager.shards.map((shard) =>
      Promise.race([
        shard.eval(ask, { hook: SHARD_HOOK }).then(
          (value) => value as T | undefined,
          () => undefined,
        ),
        sleep(SHARD_TIMEOUT_MS, undefined, { ref: false }),
      ]),
    ),
  );
}

export function managerSource(manager: ShardingManager): MetricsSource {
  const own = new Registry();
  const registers = [own];
  const reporting = new Gauge({
    name: METRIC.shardsReporting,
    help: 'Shards whose figures this scrape holds.',
    registers,
  });
  new Gauge({
    name: METRIC.shards,
    help: 'Shards the manager runs.',
    registers,
    collect() {
      this.set(manager.shards.size);
    },
  });
  return {
    async metrics() {
      // Stringified and run in each shard: only its arguments and globals are in reach there.
      const answers = await askShards(manager, (client, context) => {
        const hook = (client as unknown as Record<string, ShardHook | undefined>)[context.hook];
        return hook?.json();
      });
      const shards = answers.filter((json): json is Json => Array.isArray(json));
      reporting.set(shards.length);
      const merged = AggregatorRegistry.aggregate([...shards, await own.getMetricsAsJSON()]);
      return { text: await merged.metrics(), contentType: merged.contentType };
    },
    async ready() {
      const answers = await askShards(manager, (client, context) => {
        const hook = (client as unknown as Record<string, ShardHook | undefined>)[context.hook];
        return hook?.ready();
      });
      return answers.length > 0 && answers.every((ready) => ready === true);
    },
  };
}
