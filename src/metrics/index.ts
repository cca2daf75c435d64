// The operator's metrics (issue 40): what the entry point calls. METRICS_PORT unset: nothing
// is made and every hook stays a no-op. Set: a single bot serves its own registry; the shards'
// manager serves its shards' figures added up (shards.ts); a shard process only counts, its
// manager asks it.
import type { ShardingManager } from 'discord.js';
import { enableMetrics } from './hooks';
import { serveMetrics, type MetricsServer, type MetricsSource } from './server';

export { instrumentBot } from './bot';
export {
  countDeferred,
  countInteraction,
  countTimer,
  enableMetrics,
  metricsOn,
  observeStore,
  timeTask,
  watchQueue,
} from './hooks';
export { closed, METRIC } from './names';

export interface MetricsSettings {
  METRICS_PORT?: number;
  METRICS_HOST: string;
}

/** A bot's endpoint; `ready` is asked by /readyz (false until the bot has started). */
export async function serveBotMetrics(
  settings: MetricsSettings,
  ready: () => Promise<boolean>,
): Promise<MetricsServer | null> {
  if (settings.METRICS_PORT === undefined) return null;
  const registry = await enableMetrics();
  const source: MetricsSource = {
    metrics: async () => ({ text: await registry.metrics(), contentType: registry.contentType }),
    ready,
  };
  return serveMetrics(source, settings.METRICS_PORT, settings.METRICS_HOST);
}

/** The shards' manager's endpoint. */
export async function serveManagerMetrics(
  settings: MetricsSettings,
  manager: ShardingManager,
): Promise<MetricsServer | null> {
  if (settings.METRICS_PORT === undefined) return null;
  // Loaded here: prom-client only where metrics are on.
  const { managerSource } = await import('./shards');
  return serveMetrics(managerSource(manager), settings.METRICS_PORT, settings.METRICS_HOST);
}

/** A shard process: counted, asked by its manager, no port of its own. */
export async function countForManager(settings: MetricsSettings): Promise<void> {
  if (settings.METRICS_PORT !== undefined) await enableMetrics();
}
