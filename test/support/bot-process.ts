// The bot in a process of its own, as it runs in production (`startBot`), logged into a local
// Discord that lives in the test's process, on a SQLite file the test chooses. Tests kill it
// with SIGKILL and start another on the same file (test/e2e/sigkill.test.ts).
//
// Run as a child (this file bundled, see builtChild), it takes its settings from the
// environment and talks to the parent over the IPC channel: it says `ready` once logged in,
// and it can be told to stop dead at one point of the next action (before its save, after its
// save but before the answer, or while its board is drawn), so that a kill lands
// mid-interaction on purpose instead of by luck. It says `paused` there and waits forever for
// the kill.
//
// Issue 27: the same bundle is the shard script of a ShardingManager (test/e2e/shards.test.ts,
// `shardScript()`): each shard process takes its settings from its first argument, discord.js
// its shard from the environment, and it speaks the same messages to the manager's Shard.
import { commands } from '../../commands/index';
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { PlayerView, PublicView } from '../../src/engine/index';
import type { Renderer, SeatBoardOptions } from '../../src/bot/context';
import type { GameRecord, GameStore, StoreTarget } from '../../src/store/index';
import { ManualClock } from '../e2e/manual-clock';

/**
 * Where the next action stops: before its save, after it, while its board is drawn, once a
 * new board post (issue 38: or a live board's line or round's board) is sent but before its id
 * is noted (issue 28), or once its id is noted but before the post mark is cleared (issue 22:
 * noted in the store's post note, not a save).
 */
export type PausePoint =
  | 'before-save'
  | 'after-save'
  | 'board'
  | 'after-send'
  | 'after-note'
  // Issue 42: the next game load hangs (a slow "Act", so it is deferred); the next deferred
  // interaction's note is written, then the process hangs (its defer still goes out, unfilled);
  // a new lobby's message is sent and noted, then the process hangs before `/kogge new` answers.
  | 'load'
  | 'noted'
  | 'after-lobby'
  // Issue 37: a new game's first save (a league round's table opened, its lobby not yet
  // posted nor the game added to its round), and the save that ends a game (its league result
  // not yet recorded): the process hangs right after it.
  | 'opened'
  | 'ended';

export interface BotProcessSettings {
  token: string;
  api: string;
  /** An SQLite file, or a store target (PostgreSQL for shards on one store). */
  databaseFile: string | StoreTarget;
  /** The first new game's seed (each further game takes the next). */
  firstSeed: number;
  /** Render workers; default 1, as the machine is shared with the test's own process. */
  renderWorkers?: number;
  /** The bot's pino level; default E2E_LOG, else silent (its log would mix into the test's). */
  logLevel?: string;
  /**
   * Issue 37: the bot's deadlines and lobbies' expiry on a manual clock (test/e2e/manual-clock.ts)
   * moved on by this much already (the time earlier processes were moved on); the parent moves
   * it with `clock()`. Absent: the real clock.
   */
  clockOffsetMs?: number;
  /** As the in-process harness (test/e2e/harness.ts): computers act at once, no welcome, no shedding. */
  quick?: boolean;
  /** The computer players' pause before each move; default the bot's own (1.5 s). */
  computerPauseMs?: number;
}

/** What the bot process says of itself when asked (`stats()`). */
export interface BotStats {
  rss: number;
  heapUsed: number;
  cpuMicros: number;
  /** The bot's own time for each interaction since the last ask (its log's `ms`). */
  interactionMs: number[];
  /** The event loop's longest delay since the last ask, in ms. */
  loopDelayMaxMs: number;
  /** Bytes of ArrayBuffers now (the images handed over by the render pool among them). */
  arrayBuffers: number;
  /** Full collections the render pool has asked for (src/render/pool/image-memory.ts). */
  collections: number;
}

type ToParent =
  | { kind: 'ready' }
  | { kind: 'armed'; at: PausePoint }
  | { kind: 'stats'; stats: BotStats }
  | { kind: 'paused'; at: PausePoint; game: string; version: number }
  | { kind: 'clock'; pending: number }
  | { kind: 'failed'; message: string };
type ToChild =
  | { kind: 'pause'; at: PausePoint; skip?: number }
  | { kind: 'stats' }
  | { kind: 'clock'; advanceMs?: number; jumpMs?: number };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_MS = 120_000;

/** The parent's side: one bot process, started, told where to pause, and killed. */
export class BotProcess {
  private readonly messages: ToParent[] = [];
  private readonly waiters: (() => void)[] = [];
  private exited = false;

  private constructor(readonly child: ChildProcess) {
    child.on('message', (message: ToParent) => {
      this.messages.push(message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    child.on('exit', () => {
      this.exited = true;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Starts the bot in a new process and resolves once it is logged in and listening. */
  static async start(settings: BotProcessSettings): Promise<BotProcess> {
    const { entry, flags, env } = await builtChild();
    const child = fork(entry, [], {
      execArgv: flags,
      env: {
        ...process.env,
        ...env,
        KOGGE_CHILD_SETTINGS: JSON.stringify(settings),
        KOGGE_CHILD_LOG: settings.logLevel ?? process.env.E2E_LOG ?? 'silent',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const bot = new BotProcess(child);
    try {
      await bot.next('ready', STARTUP_MS);
    } catch (error) {
      await bot.kill();
      throw error;
    }
    return bot;
  }

  /**
   * The next action stops at `at` (resolves once the bot has heard); see `paused()`. `skip`:
   * the first `skip` times it passes `at` it goes on.
   */
  async pauseAt(at: PausePoint, skip = 0): Promise<void> {
    const message: ToChild = { kind: 'pause', at, skip };
    this.child.send(message);
    await this.next('armed', 60_000);
  }

  /** The process's memory and CPU time, as it measures them. */
  async stats(): Promise<BotStats> {
    const message: ToChild = { kind: 'stats' };
    if (this.exited) throw new Error('bot process: gone');
    this.child.send(message, (error) => {
      if (error) this.messages.push({ kind: 'failed', message: error.message });
    });
    const reply = await this.next('stats', 60_000);
    if (reply.kind !== 'stats') throw new Error('unreachable');
    return reply.stats;
  }

  /** Resolves once the bot has stopped where it was told, with the game and its version. */
  async paused(timeoutMs = 60_000): Promise<{ at: PausePoint; game: string; version: number }> {
    const message = await this.next('paused', timeoutMs);
    if (message.kind !== 'paused') throw new Error('unreachable');
    return message;
  }

  /**
   * Moves the bot's manual clock (settings.clockOffsetMs): `advanceMs` fires the timers due,
   * `jumpMs` fires none. Resolves with how many timers are still armed.
   */
  async clock(move: { advanceMs?: number; jumpMs?: number }): Promise<number> {
    const message: ToChild = { kind: 'clock', ...move };
    this.child.send(message);
    const reply = await this.next('clock', 60_000);
    if (reply.kind !== 'clock') throw new Error('unreachable');
    return reply.pending;
  }

  /**
   * SIGTERM, as a service manager stops it: the bot stops cleanly (as src/index.ts does) and
   * the process exits; resolves with its exit code.
   */
  terminate(timeoutMs = 120_000): Promise<number | null> {
    if (this.exited) return Promise.resolve(this.child.exitCode);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bot process: no exit after SIGTERM')), timeoutMs);
      this.child.once('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
      this.child.kill('SIGTERM');
    });
  }

  /** SIGKILL, as an operating system or an operator would end it: no clean-up runs. */
  kill(): Promise<void> {
    if (this.exited) return Promise.resolve();
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGKILL');
    return gone;
  }

  get alive(): boolean {
    return !this.exited;
  }

  private async next(kind: ToParent['kind'], timeoutMs: number): Promise<ToParent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const failed = this.messages.find((m) => m.kind === 'failed');
      if (failed?.kind === 'failed') throw new Error(`bot process failed: ${failed.message}`);
      const index = this.messages.findIndex((m) => m.kind === kind);
      if (index >= 0) return this.messages.splice(index, 1)[0];
      if (this.exited) throw new Error(`bot process exited before "${kind}"`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`bot process: no "${kind}" within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** The child's bundle, and how to run it. */
interface BuiltChild {
  entry: string;
  flags: string[];
  env: Readonly<Record<string, string>>;
}

let built: Promise<BuiltChild> | null = null;

/**
 * The child runs as the bot runs in production (`npm start`): bundled to plain JavaScript by
 * scripts/build-bot.ts and run with the same Node flags and malloc settings, not under tsx, whose loader thread
 * and transpiled sources would count in its memory (bench/bot.ts prints it). Built once per
 * test process and thread, into a folder of its own (test files run in parallel); folders of
 * processes gone are removed.
 */
export function builtChild(): Promise<BuiltChild> {
  built ??= (async () => {
    const { buildBot, BOT_NODE_FLAGS, BOT_MALLOC_ENV } = await import('../../scripts/build-bot');
    const parent = join(ROOT, 'dist', 'bot-process');
    removeLeftovers(parent);
    const outdir = join(parent, `${process.pid}-${threadId}`);
    await buildBot(outdir, { 'bot-process': 'test/support/bot-process.ts' });
    return { entry: join(outdir, 'bot-process.mjs'), flags: BOT_NODE_FLAGS, env: BOT_MALLOC_ENV };
  })();
  return built;
}

/** Bundles built for test processes that have ended (their children are gone with them). */
function removeLeftovers(parent: string): void {
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && !alive(pid)) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// ---- the child's side ----

let armed: PausePoint | null = null;
/** Times `armed` is passed before the process stops there. */
let armedSkip = 0;
const send = (message: ToParent) => process.send?.(message);

/** Stops here for good, telling the parent, if the next action was told to stop here. */
async function maybePause(at: PausePoint, game: string, version: number): Promise<void> {
  if (armed !== at) return;
  if (armedSkip > 0) {
    armedSkip -= 1;
    return;
  }
  armed = null;
  send({ kind: 'paused', at, game, version });
  await new Promise<never>(() => undefined);
}

/** The store, stopping before or after the save that records a new action. */
function pausingStore(store: GameStore): GameStore {
  return {
    async load(id) {
      await maybePause('load', id, -1);
      return store.load(id);
    },
    listRunning: (guildId) => store.listRunning(guildId),
    allRunning: () => store.allRunning(),
    scan: () => store.scan(),
    moveAside: (id, problem) => store.moveAside(id, problem),
    replaceIndex: (guildId, games) => store.replaceIndex(guildId, games),
    removeFromIndex: (guildId, id) => store.removeFromIndex(guildId, id),
    listUnposted: () => store.listUnposted(),
    notePosted: (id, version) => store.notePosted(id, version),
    withPostNote: (record) => store.withPostNote(record),
    async notePost(record, fields) {
      // The note of a sent message's id (bot/publish.ts, bot/live-board.ts): the record was
      // announcing one, the note no longer does (a live thread's silent notes announce none).
      const sent = !fields.sending && fields.post !== null && record.messages.sending !== undefined;
      if (sent) await maybePause('after-send', record.id, fields.shown ?? -1);
      const noted = await store.notePost(record, fields);
      if (sent) await maybePause('after-note', record.id, fields.shown ?? -1);
      if (fields.post === null && fields.lobby) await maybePause('after-lobby', record.id, -1);
      return noted;
    },
    async notePending(click) {
      await store.notePending(click);
      await maybePause('noted', click.gameId ?? '', -1);
    },
    forgetPending: (id) => store.forgetPending(id),
    listPending: () => store.listPending(),
    close: () => store.close(),
    async saveIfVersion(record: GameRecord, expected: number) {
      const before = await store.load(record.id);
      const isAction = before.ok && record.actions.length > before.record.actions.length;
      if (isAction) await maybePause('before-save', record.id, expected);
      const saved = await store.saveIfVersion(record, expected);
      if (isAction && saved) await maybePause('after-save', record.id, saved.state?.version ?? -1);
      if (!before.ok && before.reason === 'missing' && saved) await maybePause('opened', record.id, -1);
      const ends = before.ok && before.record.status !== 'ended' && record.status === 'ended';
      if (ends && saved) await maybePause('ended', record.id, saved.state?.version ?? -1);
      return saved;
    },
  };
}

const timings: number[] = [];
const loop = monitorEventLoopDelay({ resolution: 10 });

/** A logger at `level` that also notes each interaction's time (the router's `ms`). */
function timedLogger(pino: typeof import('pino').default, level: string) {
  const shown = level === 'silent' ? Infinity : pino.levels.values[level];
  return pino({
    level: 'info',
    hooks: {
      logMethod(args, method, levelValue) {
        const [fields, text] = args as unknown[];
        if (text === 'interaction') timings.push(Number((fields as { ms?: number }).ms));
        if (levelValue >= shown) method.apply(this, args);
      },
    },
  });
}

async function main(): Promise<void> {
  loop.enable();
  const settings = JSON.parse(childSettings() ?? '{}') as BotProcessSettings;
  const pino = (await import('pino')).default;
  const { startBot } = await import('../../src/bot/start');
  const { KeyvGameStore } = await import('../../src/store/index');
  // As start.ts: the pool's own module, so the bot's thread loads no renderer.
  const { RenderPool } = await import('../../src/render/pool/render-pool');
  // As startBot's own pool: no worker until someone interacts or a board is drawn.
  const pool = RenderPool.start(settings.renderWorkers ?? 1, { lazy: true });
  const clock = settings.clockOffsetMs === undefined ? null : new ManualClock();
  clock?.jump(settings.clockOffsetMs ?? 0);
  // A parent that is gone (a crashed test run) takes its bot with it.
  process.on('disconnect', () => process.exit(1));
  process.on('message', (message: ToChild) => {
    if (message.kind === 'stats') {
      const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
      const cpu = process.cpuUsage();
      const interactionMs = timings.splice(0);
      const loopDelayMaxMs = loop.max / 1e6;
      loop.reset();
      send({
        kind: 'stats',
        stats: {
          rss,
          heapUsed,
          cpuMicros: cpu.user + cpu.system,
          interactionMs,
          loopDelayMaxMs,
          arrayBuffers,
          collections: pool.imageMemory.collections,
        },
      });
      return;
    }
    if (message.kind === 'clock') {
      if (!clock) return send({ kind: 'failed', message: 'no manual clock: start with clockOffsetMs' });
      if (message.jumpMs) clock.jump(message.jumpMs);
      if (message.advanceMs !== undefined) clock.advance(message.advanceMs);
      return send({ kind: 'clock', pending: clock.pending() });
    }
    armed = message.at;
    armedSkip = message.skip ?? 0;
    send({ kind: 'armed', at: message.at });
  });
  const renders = {
    async board(view: PublicView, locale?: string, options?: Parameters<Renderer['board']>[2]) {
      await maybePause('board', '', view.version);
      return pool.board(view, locale, options);
    },
    hand: (view: PlayerView, locale?: string) => pool.hand(view, locale),
    // Issue 38: the panel's board; KOGGE_PANEL_BOARD=0 leaves it out (the bench's "before").
    ...(process.env.KOGGE_PANEL_BOARD === '0'
      ? {}
      : {
          seatBoard: (view: PlayerView, locale?: string, options: SeatBoardOptions = {}) =>
            pool.seatBoard(view, locale, { label: options.label, choices: options.choices }),
        }),
    warm: () => pool.warm(),
  };
  let seed = settings.firstSeed;
  const quick = settings.quick
    ? {
        computerPauseMs: 0,
        welcome: false,
        overload: { limits: { shedBacklog: Number.POSITIVE_INFINITY, shedLagMs: Number.POSITIVE_INFINITY } },
      }
    : {};
  const bot = await startBot({
    token: settings.token,
    commands,
    clientOptions: { rest: { api: settings.api } },
    databaseFile: settings.databaseFile,
    store: pausingStore(KeyvGameStore.open(settings.databaseFile)),
    logger: timedLogger(pino, process.env.KOGGE_CHILD_LOG ?? 'silent'),
    renderPool: renders,
    seeds: () => seed++,
    ...(clock ? { deadlineClock: clock } : {}),
    ...quick,
    ...(settings.computerPauseMs === undefined ? {} : { computerPauseMs: settings.computerPauseMs }),
  });
  // As src/index.ts: SIGTERM stops the bot cleanly, then the process exits.
  process.once('SIGTERM', () => void bot.stop().finally(() => process.exit(0)));
  send({ kind: 'ready' });
}

/** Forked by BotProcess: the environment; a ShardingManager's shard: its first argument. */
function childSettings(): string | undefined {
  return process.env.KOGGE_CHILD_SETTINGS ?? (process.env.SHARDING_MANAGER ? process.argv[2] : undefined);
}

if (childSettings() && process.send) {
  main().catch((error: unknown) => {
    send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
  });
}
