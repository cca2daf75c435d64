// Capacity figures (issue 27; printed, never asserted): how many games one bot plays at once
// while its answers stay under 250 ms at p99, and the actions per second that makes, on
// SQLite and on PostgreSQL, with the bot's memory. People play at their pace (a second or
// more of looking before each click, as in the bot bench), and the games are added step by
// step (BENCH_CAPACITY_GAMES, default 10,25,50,100) until a step's p99 passes 250 ms or a
// click goes unanswered: the last step under it is the capacity.
//
// BENCH_CAPACITY_STORES=sqlite,postgres chooses the stores, BENCH_CAPACITY_SHARDS=1,2 the
// shard counts. Two shard processes are started as SHARDS=2 starts them (discord.js's
// ShardingManager, one process per shard, capacity/shards.ts), the games spread over one
// server per shard, on PostgreSQL only: one SQLite file cannot be shared by processes on
// several machines, which is what shards are for. Their memory is given per shard.
// For a short run on a busy 2-core machine: BENCH_CAPACITY_GAMES=10,20 BENCH_CAPACITY_ACTIONS=5.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import KeyvPostgres from '@keyv/postgres';
import { deployTo } from '../test/support/deploy-to';
import { renderWorkers } from '../src/bot/start';
import { loadConfig } from '../src/config';
import { LocalDiscord } from '../src/local-discord/index';
import type { StoreTarget } from '../src/store/index';
import { BotProcess } from '../test/support/bot-process';
import { openGame } from '../test/e2e/harness';
import { TablePlayers, seeded } from '../test/e2e/players';
import { benchPostgres } from './capacity/postgres';
import { mb } from './bot/figures';
import { RssSampler, type StatsSource } from './bot/rss-sampler';
import { shardServers, startShardedBot, type ShardedBot } from './capacity/shards';
import { Timing, timedTable } from './bot/timing';

const STEPS = (process.env.BENCH_CAPACITY_GAMES ?? '10,25,50,100').split(',').map(Number);
const ACTIONS = Number(process.env.BENCH_CAPACITY_ACTIONS ?? 10);
const STORES = (process.env.BENCH_CAPACITY_STORES ?? 'sqlite,postgres').split(',');
const SHARDS = (process.env.BENCH_CAPACITY_SHARDS ?? '1,2').split(',').map(Number);
const THINK_MS = [1000, 3000];
const GOAL_P99_MS = 250;
const CHANNELS = 10;

interface Step {
  games: number;
  actionsPerSecond: number;
  p99: number;
  max: number;
  deferred: number;
  late: number;
  lost: number;
  /** Each bot process's peak RSS (one per shard). */
  rssPeaks: number[];
  /** The bots' CPU time (every thread: the render worker's too) per action played, in ms. */
  cpuMsPerAction: number;
}

export async function run(): Promise<void> {
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  console.log(
    `capacity: people's pace (${THINK_MS.join('–')} ms before each click), ${ACTIONS} actions a game per step; ${load()}`,
  );
  for (const shards of SHARDS) {
    if (shards > 1 && !shardsAvailable()) {
      console.log(`${shards} shards: not measured (SHARDS not available)`);
      continue;
    }
    for (const store of STORES) {
      if (shards > 1 && store === 'sqlite') {
        console.log(
          `SQLite, ${shards} shard processes: not measured (one SQLite file cannot be shared by processes on several machines, which shards are for: measured on PostgreSQL)`,
        );
        continue;
      }
      await measureStore(store, shards);
    }
  }
  console.log(`capacity done; ${load()}`);
}

/** Whether the bot can start shard processes (SHARDS in its configuration, issue 27). */
function shardsAvailable(): boolean {
  // The configuration keeps only the variables it knows: SHARDS survives once the bot reads it.
  try {
    return 'SHARDS' in loadConfig({ SHARDS: '2' });
  } catch {
    return true; // it knows SHARDS, and refused this value
  }
}

async function measureStore(store: string, shards: number): Promise<void> {
  const processes = shards === 1 ? '1 process' : `${shards} shard processes`;
  if (store === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'kogge-capacity-'));
    try {
      await measure('SQLite, 1 process', join(dir, 'kogge.sqlite'));
    } finally {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
    return;
  }
  const postgres = benchPostgres();
  if ('missing' in postgres) {
    console.log(`PostgreSQL, ${processes}: not measured (${postgres.missing})`);
    return;
  }
  const schema = `capacity_${process.pid}`;
  try {
    await measure(`PostgreSQL, ${processes}`, { kind: 'postgres', url: postgres.url, schema }, shards);
  } finally {
    const admin = new KeyvPostgres({ uri: postgres.url });
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.disconnect();
    postgres.stop();
  }
}

/** Adds games step by step until the answers' p99 passes the goal; prints each step. */
async function measure(name: string, database: string | StoreTarget, shards = 1): Promise<void> {
  const most = Math.max(...STEPS);
  const users = Array.from({ length: most * 2 }, (_, i) => `p${i}`);
  const servers = shardServers(shards, CHANNELS);
  const channels =
    shards === 1 ? Array.from({ length: CHANNELS }, (_, i) => `tavern-${i}`) : servers.channels;
  const discord = await LocalDiscord.start(
    shards === 1 ? { users, channels } : { users, channels: ['tavern'], guilds: servers.guilds },
  );
  let bot: BotProcess | ShardedBot | undefined;
  const steps: Step[] = [];
  try {
    // One server: its own commands; several (a sharded bot): global ones, as in every server.
    await deployTo(discord, { global: shards !== 1 });
    const settings = { token: discord.token, api: discord.apiUrl, firstSeed: 11, logLevel: 'error' };
    bot =
      shards === 1 || typeof database === 'string'
        ? await BotProcess.start({ ...settings, databaseFile: database, renderWorkers: renderWorkers() })
        : await startShardedBot(shards, { ...settings, databaseFile: database, renderWorkers: 1 });
    const processes = bot instanceof BotProcess ? [bot] : bot.shards;
    const timing = new Timing(discord);
    const table = timedTable(discord, timing);
    const threads: string[] = [];
    for (const games of STEPS) {
      while (threads.length < games) {
        const batch = channels.slice(0, Math.min(CHANNELS, games - threads.length));
        const opened = await Promise.all(
          batch.map((channel, i) => {
            const at = threads.length + i;
            return openGame(table, users[2 * at], [users[2 * at + 1]], '', channel);
          }),
        );
        threads.push(...opened.map((o) => o.thread));
      }
      const step = await playStep(processes, timing, table, threads, users);
      steps.push(step);
      console.log(
        `${name}: ${games} games at once: ${step.actionsPerSecond.toFixed(1)} actions/s, answers p99 ${step.p99.toFixed(0)} ms ` +
          `(max ${step.max.toFixed(0)}; ${step.deferred} deferred, ${step.late} after 3 s, ${step.lost} never answered), ` +
          `bot CPU ${step.cpuMsPerAction.toFixed(1)} ms per action (render worker included), ` +
          `${memory(step)}; load average ${loadavg()[0].toFixed(1)}`,
      );
      if (step.p99 >= GOAL_P99_MS || step.lost > 0) break;
    }
  } finally {
    await (bot instanceof BotProcess ? bot.kill() : bot?.stop());
    await discord.stop();
  }
  const within = steps.filter((s) => s.p99 < GOAL_P99_MS && s.lost === 0).pop();
  console.log(
    within
      ? `${name}: capacity ${within.games} games at once at p99 under ${GOAL_P99_MS} ms, ${within.actionsPerSecond.toFixed(1)} actions/s; ` +
          `${within.late} after 3 s, ${within.lost} lost, bot CPU ${within.cpuMsPerAction.toFixed(1)} ms per action; ${memory(within)}${within === steps[steps.length - 1] ? ' (the largest step tried: more may fit)' : ''}`
      : `${name}: not even ${STEPS[0]} games at once kept p99 under ${GOAL_P99_MS} ms (this machine's load: see above)`,
  );
}

/** The bot's peak RSS, or each shard's. */
function memory(step: Step): string {
  if (step.rssPeaks.length === 1) return `bot RSS peak ${mb(step.rssPeaks[0])} MB`;
  return `bot RSS peak per shard ${step.rssPeaks.map((peak) => `${mb(peak)} MB`).join(', ')}`;
}

async function playStep(
  processes: StatsSource[],
  timing: Timing,
  table: ReturnType<typeof timedTable>,
  threads: string[],
  users: string[],
): Promise<Step> {
  timing.reset();
  const cpuBefore = await cpuMicros(processes);
  const samplers = processes.map((bot) => new RssSampler(bot));
  const players = threads.map((thread, i) => {
    const look = seeded(5000 + i);
    const thinkMs = () => THINK_MS[0] + look() * (THINK_MS[1] - THINK_MS[0]);
    return new TablePlayers(table, thread, [users[2 * i], users[2 * i + 1]], i, { thinkMs });
  });
  const started = performance.now();
  // A game whose player waited in vain stops there; the lost click is counted below.
  await Promise.all(players.map((p) => p.playUntil(ACTIONS).catch(() => undefined)));
  const seconds = (performance.now() - started) / 1000;
  const peaks = await Promise.all(samplers.map(async (s) => (await s.stop()).peak));
  const played = players.reduce((n, p) => n + p.actions, 0);
  const cpuMs = ((await cpuMicros(processes)) - cpuBefore) / 1000;
  const sorted = [...timing.answers].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    games: threads.length,
    actionsPerSecond: played / seconds,
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    deferred: timing.deferred,
    late: sorted.filter((ms) => ms > 3000).length,
    lost: timing.unanswered,
    rssPeaks: peaks,
    cpuMsPerAction: played > 0 ? cpuMs / played : 0,
  };
}

/** Issue 40: the bot processes' CPU time so far, in µs (process-wide: its worker threads too). */
async function cpuMicros(processes: StatsSource[]): Promise<number> {
  const stats = await Promise.all(processes.filter((p) => p.alive).map((p) => p.stats()));
  return stats.reduce((sum, s) => sum + s.cpuMicros, 0);
}
