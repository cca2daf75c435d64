// The instruments behind the hooks (issue 40), made once by enableMetrics: loaded only when
// METRICS_PORT is set. Gauges read their sources when scraped, so nothing counts between scrapes.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { METRIC, type PoolName } from './names';

/** What the gauges read at a scrape: each pool's queues, each shard's ping, the open games. */
export interface Sources {
  queues: Map<PoolName, Set<() => number>>;
  pings: Map<string, Gateway>;
  running(): (() => Promise<number>) | null;
}

/** One shard's gateway connection, read at a scrape. */
export interface Gateway {
  pingMs(): number;
  ready(): boolean;
}

export type Instruments = ReturnType<typeof makeInstruments>;

export function makeInstruments(sources: Sources) {
  const { queues, pings } = sources;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    interactions: new Counter({
      name: METRIC.interactions,
      help: 'Interactions handled, by kind and outcome.',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    answerSeconds: new Histogram({
      name: METRIC.answerSeconds,
      help: "Time from an interaction's creation to its first acknowledgement reaching Discord.",
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 5],
      registers,
    }),
    answersLate: new Counter({
      name: METRIC.answersLate,
      help: 'Acknowledgements later than Discord allows (3 s): the person saw "This interaction failed".',
      registers,
    }),
    deferred: new Counter({
      name: METRIC.deferred,
      help: 'Interactions acknowledged with a defer before their answer.',
      registers,
    }),
    neverAnswered: new Counter({
      name: METRIC.neverAnswered,
      help: 'Interactions the bot finished handling without any acknowledgement (lost clicks).',
      labelNames: ['kind'] as const,
      registers,
    }),
    poolQueue: new Gauge({
      name: METRIC.poolQueue,
      help: 'Jobs waiting for a worker, by pool.',
      labelNames: ['pool'] as const,
      registers,
      collect() {
        for (const [pool, set] of queues)
          this.set(
            { pool },
            [...set].reduce((n, depth) => n + depth(), 0),
          );
      },
    }),
    poolTaskSeconds: new Histogram({
      name: METRIC.poolTaskSeconds,
      help: "A pool's task from submission to result (queue wait included), by pool.",
      labelNames: ['pool'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    storeSeconds: new Histogram({
      name: METRIC.storeSeconds,
      help: 'Store reads and writes, by store kind and operation.',
      labelNames: ['store', 'op'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    }),
    storeErrors: new Counter({
      name: METRIC.storeErrors,
      help: 'Store reads and writes that failed, by store kind and operation.',
      labelNames: ['store', 'op'] as const,
      registers,
    }),
    runningGames: new Gauge({
      name: METRIC.runningGames,
      help: 'Games open (lobbies and games in play) on the servers this process serves.',
      registers,
      async collect() {
        const running = sources.running();
        if (running) this.set(await running().catch(() => 0));
      },
    }),
    timersFired: new Counter({
      name: METRIC.timersFired,
      help: 'Game timers that fired: deadlines applied, reminders sent, lobbies closed.',
      labelNames: ['timer'] as const,
      registers,
    }),
    gatewayPing: new Gauge({
      name: METRIC.gatewayPing,
      help: 'Gateway heartbeat round trip, by shard (absent until the first heartbeat).',
      labelNames: ['shard'] as const,
      registers,
      collect() {
        for (const [shard, gateway] of pings) {
          const ms = gateway.pingMs();
          if (ms >= 0) this.set({ shard }, ms / 1000);
        }
      },
    }),
    gatewayReady: new Gauge({
      name: METRIC.gatewayReady,
      help: "1 while a shard's gateway connection is ready, else 0, by shard.",
      labelNames: ['shard'] as const,
      registers,
      collect() {
        for (const [shard, gateway] of pings) this.set({ shard }, gateway.ready() ? 1 : 0);
      },
    }),
  };
}
