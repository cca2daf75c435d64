// Bot pipeline figures (printed, never asserted), issue 8: with 1,000 finished games in the
// store, 50 two-player games are played at once through the local Discord by simulated
// people (the end-to-end players, who click only what the messages show). Printed: the time
// from an interaction reaching Discord to the bot's answer (a deferred answer: to its
// content), the time from an action's click to the public board showing its result (the
// image drawn, uploaded and posted), and the bot process's resident memory. The games are
// played twice: at people's pace (a second or more of looking before each click), which is
// what the goal measures, and flat out, a stress test of what the two cores can carry.
//
// The bot runs in a process of its own (test/support/bot-process.ts), as in production, so
// its memory is its own and not the local Discord's (which keeps every image it was sent).
// Goals on this 2-core machine: answers p99 under 250 ms and none over 3 s; RSS under 200 MB.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { deployTo } from '../test/support/deploy-to';
import { renderWorkers } from '../src/bot/start';
import { LocalDiscord } from '../src/local-discord/index';
import { BotProcess } from '../test/support/bot-process';
import { openGame } from '../test/e2e/harness';
import { TablePlayers, seeded } from '../test/e2e/players';
import { mb, percentiles } from './bot/figures';
import { RssSampler } from './bot/rss-sampler';
import { seedFinished } from './bot/seed-finished';
import { Timing, timedTable } from './bot/timing';

const STORED = 1000;
const GAMES = 50;
/** Actions each game plays (a whole 2-player game is a few hundred); env BENCH_BOT_ACTIONS. */
const ACTIONS = Number(process.env.BENCH_BOT_ACTIONS ?? 24);
const CHANNELS = 10;
/** Which rounds to play: env BENCH_BOT_ROUNDS, "pace,flat" by default ("flat": the overload alone). */
const ROUNDS = (process.env.BENCH_BOT_ROUNDS ?? 'pace,flat').split(',');
/**
 * How long a simulated person looks at a panel before clicking, drawn per click (ms); env
 * BENCH_BOT_THINK="min,max". A person reads the panel first: a second or more is quick play.
 */
const THINK_MS = (process.env.BENCH_BOT_THINK ?? '1000,3000').split(',').map(Number) as [number, number];

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'kogge-bench-bot-'));
  const databaseFile = join(dir, 'kogge.sqlite');
  const users = Array.from({ length: GAMES * 2 }, (_, i) => `p${i}`);
  const channels = Array.from({ length: CHANNELS }, (_, i) => `tavern-${i}`);
  const discord = await LocalDiscord.start({ users, channels });
  let bot: BotProcess | undefined;
  try {
    await seedFinished(discord.guildId, databaseFile, STORED);
    await deployTo(discord);
    let started = performance.now();
    bot = await BotProcess.start({
      token: discord.token,
      api: discord.apiUrl,
      databaseFile,
      firstSeed: 11,
      // Warnings and errors only: a refused or failed interaction shows here.
      logLevel: process.env.BENCH_BOT_LOG ?? 'warn',
      // As in production (startBot's own pool); BENCH_BOT_WORKERS to compare.
      renderWorkers: Number(process.env.BENCH_BOT_WORKERS ?? renderWorkers()),
    });
    console.log(`bot process start-up to ready: ${(performance.now() - started).toFixed(0)} ms`);
    const atRest = await bot.stats();
    console.log(
      `bot RSS at rest, ${STORED} games stored: ${mb(atRest.rss)} MB (heap ${mb(atRest.heapUsed)} MB)`,
    );

    const timing = new Timing(discord);
    const table = timedTable(discord, timing);
    started = performance.now();
    const threads: string[] = [];
    for (let batch = 0; batch < GAMES; batch += CHANNELS) {
      const opened = await Promise.all(
        channels.map((channel, i) =>
          openGame(table, users[2 * (batch + i)], [users[2 * (batch + i) + 1]], '', channel),
        ),
      );
      threads.push(...opened.map((o) => o.thread));
    }
    console.log(
      `${GAMES} games opened and started in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // The same 50 games twice: first as people play (the goal's measure), then flat out.
    const atPace = threads.map((thread, i) => {
      const look = seeded(1000 + i);
      const thinkMs = () => THINK_MS[0] + look() * (THINK_MS[1] - THINK_MS[0]);
      return new TablePlayers(table, thread, [users[2 * i], users[2 * i + 1]], i, { thinkMs });
    });
    if (ROUNDS.includes('pace'))
      await playRound(
        bot,
        timing,
        atPace,
        ACTIONS,
        `at people's pace (${THINK_MS.join('–')} ms before each click)`,
      );
    if (!ROUNDS.includes('flat')) return;
    const flatOut = threads.map(
      (thread, i) => new TablePlayers(table, thread, [users[2 * i], users[2 * i + 1]], i),
    );
    await playRound(bot, timing, flatOut, ACTIONS, 'flat out (no pause between clicks: a stress test)');
  } finally {
    await bot?.kill();
    await discord.stop();
    // The killed process's SQLite companions may still be closing: retry, never mask an error.
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      console.log(`bench: could not remove ${dir}`);
    }
  }
}

/** Plays `actions` more actions in every game at once, then prints the round's figures. */
async function playRound(
  bot: BotProcess,
  timing: Timing,
  games: TablePlayers[],
  actions: number,
  pace: string,
): Promise<void> {
  console.log(`\n${games.length} games at once, ${pace}:`);
  timing.reset();
  const before = await bot.stats();
  const ownCpu = process.cpuUsage();
  const ownLoop = monitorEventLoopDelay({ resolution: 10 });
  ownLoop.enable();
  const sampler = new RssSampler(bot);
  const started = performance.now();
  const failures = new Set<string>();
  // A game whose player waited in vain (an answer Discord refused as late) stops there.
  const stalled = await Promise.all(
    games.map((g) =>
      g.playUntil(actions).then(
        () => 0,
        (error: unknown) => {
          failures.add(error instanceof Error ? error.message.replace(/\d{6,}/g, 'N') : String(error));
          return 1;
        },
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const { peak, arrayBuffersPeak } = await sampler.stop();
  const stuck = stalled.reduce((a: number, b: number) => a + b, 0);
  if (stuck > 0)
    console.log(`games stopped early: ${stuck} of ${games.length} (${[...failures].join('; ')})`);
  const end = await bot.stats();
  sampler.botMs.push(...end.interactionMs);
  ownLoop.disable();
  const own = process.cpuUsage(ownCpu);
  const played = games.reduce((n, g) => n + g.actions, 0);
  console.log(`${played} actions and ${timing.answers.length} interactions in ${seconds.toFixed(1)} s`);
  timing.print();
  console.log(
    `the same answers by the bot's own clock (arrival in the bot to answer sent): ${percentiles(sampler.botMs)}`,
  );
  console.log(
    `event loop delay, max: bot ${Math.max(sampler.botLoopMax, end.loopDelayMaxMs).toFixed(0)} ms, ` +
      `local Discord and players ${(ownLoop.max / 1e6).toFixed(0)} ms; CPU: bot ${((end.cpuMicros - before.cpuMicros) / 1e6).toFixed(1)} s ` +
      `(${((end.cpuMicros - before.cpuMicros) / 1e3 / Math.max(1, played)).toFixed(1)} ms per action, its render worker included), ` +
      `local Discord and players ${((own.user + own.system) / 1e6).toFixed(1)} s; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
  );
  console.log(
    `bot RSS with ${STORED} stored and ${games.length} playing: peak ${mb(peak)} MB, at the end ${mb(end.rss)} MB ` +
      `(heap ${mb(end.heapUsed)} MB; goal under 200 MB)`,
  );
  console.log(
    `bot ArrayBuffers (the images handed over among them): peak ${mb(arrayBuffersPeak)} MB; ` +
      `full collections asked for by the render pool: ${end.collections - before.collections}`,
  );
}
