// Uploaded records are read, checked and replayed on a worker thread (issue 42), never on the
// event loop that answers everyone's clicks: a forged record of 60,000 steps once held the
// bot's loop for seven seconds. One thread, started with the first record and ended when idle;
// records wait their turn for it (each person one at a time, src/bot/record-checks.ts). Every
// job has a time budget: the replay stops itself at its deadline (verify.tooSlow), and a thread
// that is still busy a moment later is ended by piscina, the answer being the same.
import { Piscina } from 'piscina';
import type { Action } from '../../engine/index';
import type { GameRecord } from '../../store/index';
import type { GameExport } from '../export-schema';
import type { GameDescription } from '../game';
import type { Trust } from '../origin';
import type { RecordReplay } from '../replay-record';
import type { ReplayStep } from '../replay-steps';
import type { Verdict } from '../verify';
import type { Claim, ExportJob, RecordAt, ReplayJob, StepJob, Timed, VerifyJob } from './record-worker';
import { timeTask, watchQueue } from '../../metrics/hooks';

/** How long one record's replay may take: a real game's takes well under a second. */
export const RECORD_BUDGET_MS = 4000;
/**
 * How long past its budget a job may take before its thread is ended: the backstop for a
 * thread that never answers. Generous, since a cold thread first loads its modules (seconds
 * under tsx on a busy machine) and the budget itself is kept by the replay's own clock.
 */
const BACKSTOP_MS = 20_000;

export interface RecordPoolOptions {
  budgetMs?: number;
  /** A thread with no record to check for this long ends (default 30 s). */
  idleMs?: number;
}

export class RecordPool {
  private readonly piscina: Piscina;
  readonly budgetMs: number;
  /** Issue 40: its queue no longer read by /metrics once closed. */
  private readonly unwatch: () => void;

  constructor(options: RecordPoolOptions = {}) {
    this.budgetMs = options.budgetMs ?? RECORD_BUDGET_MS;
    this.piscina = new Piscina({
      filename: workerEntry(),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: options.idleMs ?? 30_000,
    });
    this.unwatch = watchQueue('verify', () => this.piscina.queueSize);
  }

  /**
   * The game a record claims to be (for its trust), or why it is not JSON. Given its URL, the
   * worker fetches it: a 4 MB upload is then never copied, decoded or parsed on this thread.
   */
  claim(text: string | RecordAt): Promise<Claim> {
    return this.run<Claim>(text, 'claimTask').catch((error: unknown) => ({
      ok: false,
      reason: error instanceof Error ? error.message : '?',
    }));
  }

  /** The verdict on a record, given as fetched text or as a value already held. */
  async verify(
    record: { text: string } | { json: unknown } | { held: number },
    trust: Trust,
  ): Promise<Verdict> {
    const job: VerifyJob = { ...record, trust, budgetMs: this.budgetMs };
    return this.run<Verdict>(job, 'verifyTask').catch(() => this.tooSlow());
  }

  /** One step of a record and the verdict on it (the local table's viewer). */
  async replay(record: unknown, step: number): Promise<RecordReplay> {
    const job: ReplayJob = { record, step, budgetMs: this.budgetMs };
    return this.run<RecordReplay>(job, 'replayTask').catch(() => ({
      verdict: this.tooSlow(),
      shown: null,
      game: null,
    }));
  }

  /**
   * The bot's own finished game as its exported record (unsigned): its step fingerprints are a
   * whole replay, so it runs here too, not on the loop that answers clicks.
   */
  async export(record: GameRecord): Promise<Timed<GameExport | null>> {
    const job: ExportJob = { record, budgetMs: this.budgetMs };
    return this.run<Timed<GameExport | null>>(job, 'exportTask').catch(() => ({ tooSlow: true }));
  }

  /** A step of the bot's own finished game (⏯ Replay): the game rebuilt up to it on the thread. */
  async step(
    game: GameDescription,
    actions: readonly Action[],
    wanted: number,
  ): Promise<Timed<ReplayStep | null>> {
    const job: StepJob = { game, actions, wanted, budgetMs: this.budgetMs };
    return this.run<Timed<ReplayStep | null>>(job, 'stepTask').catch(() => ({ tooSlow: true }));
  }

  /** Starts the thread now (its modules loaded), so the next record does not wait for that. */
  async warm(): Promise<void> {
    await this.piscina.run(null, { name: 'readyTask' });
  }

  /** Records waiting for the thread. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  async close(): Promise<void> {
    this.unwatch();
    await this.piscina.close();
  }

  private run<R>(job: unknown, name: string): Promise<R> {
    const signal = AbortSignal.timeout(BACKSTOP_MS + (this.queued + 1) * this.budgetMs);
    return timeTask('verify', this.piscina.run(job, { name, signal }) as Promise<R>);
  }

  /** The verdict on a record whose replay ran past this pool's budget. */
  tooSlow(): Verdict {
    return {
      holds: false,
      key: 'verify.tooSlow',
      params: { seconds: Math.round(this.budgetMs / 1000), step: 0 },
    };
  }
}

/** Set by the bundled bot's build (scripts/build-bot.ts): the record worker's bundle. */
declare const KOGGE_RECORD_WORKER: string | undefined;

/** The worker's entry: the bundled one in the built bot, else the TypeScript one under tsx. */
function workerEntry(): string {
  return typeof KOGGE_RECORD_WORKER === 'string'
    ? KOGGE_RECORD_WORKER
    : new URL('./worker-entry.mjs', import.meta.url).href;
}
