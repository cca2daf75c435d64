// Computer players at the table. After every save, at a game's start, after a hand-over and
// at start-up, the game is nudged: if a computer player owes a decision (computerTurn), it
// waits a short pause so people can follow, thinks on a worker thread (AiPool, guarded by
// the state's version) and plays through the same queue and play() as a person's click, so
// its move is saved, logged and published like anyone's. A stale answer asks again; an error
// is logged and the game waits (the host may hand the seat back or abandon the game).
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AiPool,
  coachHint,
  reviewGame,
  computerTurn,
  type CoachHint,
  type ComputerTurn,
  type CoachRequest,
  type CurrentVersion,
  type DecideRequest,
  type PoolAnswer,
  type Review,
  type ReviewRequest,
} from '../ai/index';
import type { Action } from '../engine/index';
import { seatLevels, type GameRecord } from '../store/index';
import type { BotContext } from './context';
import { FairGate } from './fair/fair-gate';
import { play } from './game-service';
import { currentRecord } from './records';
import { scriptedTurn } from './tutorial/place';

/** What thinks for the table: the worker pool in the bot; tests may pass their own. */
export interface Thinker {
  decide(request: DecideRequest, currentVersion?: CurrentVersion, signal?: AbortSignal): Promise<PoolAnswer>;
  close(): Promise<void>;
  /** The coach's hint (issue 26; AiPool: on its threads); without it, worked out here (test stand-ins). */
  coach?(request: CoachRequest, signal?: AbortSignal): Promise<CoachHint>;
  /** The review after a game (issue 26); without it, worked out here (test stand-ins). */
  review?(request: ReviewRequest, signal?: AbortSignal): Promise<Review>;
  /** Starts a thread ahead of the first decision (AiPool.warm); stand-ins may leave it out. */
  warm?(): Promise<boolean>;
  /** How many decisions it thinks about at once (AiPool: its threads); without it, no turns are kept. */
  readonly capacity?: number;
}

export interface ComputerOptions {
  /** The pause before a computer player acts, in ms (default 1500; tests pass 0). */
  pauseMs?: number;
  /** Makes the thinker on first use (default: an AiPool), so a bot without computer games starts no thread. */
  thinker?: () => Thinker;
}

/**
 * Threads for the computer players: one fewer than the cores for any one server, so a single
 * busy server leaves the bot a core as before, and one more kept for the other servers
 * (issue 20). A hard decision takes about a second and cannot be paused: without the spare
 * thread another server's move waits for the decision in hand to end, 1.5× to 2× its time.
 */
export function computerThreads(cores = availableParallelism()): number {
  return Math.max(1, cores - 1) + 1;
}

/** The gate before the thinker's threads: by turns, and one thread out of any one server's reach. */
export function computerGate(threads: number): FairGate {
  return new FairGate(threads, { perServer: Math.max(1, threads - 1) });
}

/** A run stops after this many actions in a row, so a fault can never spin forever. */
const MAX_ACTIONS = 5000;
/** Answers outdated one after another before the run gives up (a person keeps acting meanwhile). */
const MAX_STALE = 50;

interface Run {
  /** Nudged while running: look again before stopping. */
  again: boolean;
}

export class ComputerTurns {
  private readonly runs = new Map<string, Run>();
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private thinker: Thinker | null = null;
  /** Hands the thinker's threads out by turns, so one server's many games cannot crowd out another's. */
  private gate: FairGate | null = null;
  private readonly pauseMs: number;
  private readonly makeThinker: () => Thinker;

  constructor(
    private readonly context: () => BotContext,
    options: ComputerOptions = {},
  ) {
    this.pauseMs = options.pauseMs ?? 1500;
    this.makeThinker = options.thinker ?? (() => new AiPool({ threads: computerThreads() }));
  }

  private get ctx(): BotContext {
    return this.context();
  }

  /**
   * Looks whether a computer player owes something in this game, and lets it answer. `game`:
   * the record just saved (looked at as it is unless something newer was saved since), or its id.
   */
  nudge(game: GameRecord | string): void {
    if (this.abort.signal.aborted) return;
    const gameId = typeof game === 'string' ? game : game.id;
    const current = this.runs.get(gameId);
    if (current) {
      current.again = true;
      return;
    }
    const run: Run = { again: false };
    this.runs.set(gameId, run);
    const done = this.drive(gameId, run, typeof game === 'string' ? undefined : game)
      .catch((error: unknown) => {
        if (this.abort.signal.aborted) return;
        this.ctx.logger.error(
          { game: gameId, err: error instanceof Error ? error.message : String(error) },
          'computer player failed; the game waits',
        );
      })
      .finally(() => {
        this.runs.delete(gameId);
        this.running.delete(done);
      });
    this.running.add(done);
  }

  /** Every run under way has ended (tests wait for this). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops thinking, waits for the runs to end and closes the worker threads. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.idle();
    await this.thinker?.close();
    this.thinker = null;
  }

  private async drive(gameId: string, run: Run, saved?: GameRecord): Promise<void> {
    let actions = 0;
    let stale = 0;
    const signal = this.abort.signal;
    for (let inHand = saved; !signal.aborted; inHand = undefined) {
      const loaded = await currentRecord(this.ctx, gameId, inHand);
      if (!loaded.ok || loaded.value.status !== 'playing' || !loaded.value.state) return;
      const record = loaded.value;
      const state = loaded.value.state;
      // A fresh thread takes a second or two to load its code and warm up: start one as soon as
      // a game with a computer seat is seen, while people play or the pause runs (issue 26).
      if (seatLevels(record.seats).some((level) => level !== null))
        void (this.thinker ??= this.makeThinker()).warm?.();
      // Issue 38: a tutorial's computer players play its script's steps and wait for the
      // person's (tutorial/place.ts); off the script or past it they think as in any game.
      const scripted = scriptedTurn(record, state);
      // A fresh salt per decision: the computer players' randomness owes nothing to the
      // game's secret seed (issue 21); their actions are logged, so replays need no salt.
      const turn = scripted ? null : computerTurn(state, seatLevels(record.seats), randomInt(0, 2 ** 31));
      if (!turn && scripted?.kind !== 'play') {
        if (!run.again) return;
        run.again = false;
        continue;
      }
      run.again = false;
      if (actions >= MAX_ACTIONS || stale >= MAX_STALE) {
        this.ctx.logger.warn({ game: gameId, actions, stale }, 'computer players paused');
        return;
      }
      if (this.pauseMs > 0) await sleep(this.pauseMs, undefined, { signal });
      const decided =
        scripted?.kind === 'play'
          ? { seat: scripted.seat, action: scripted.action, version: state.version }
          : turn && (await this.decision(record.guildId, gameId, turn, signal));
      if (!decided) {
        stale += 1;
        continue;
      }
      const { action, seat } = decided;
      const outcome = await play(this.ctx, {
        gameId,
        userId: null,
        seat,
        version: decided.version,
        action: () => action,
        answer: () => Promise.resolve(),
      });
      if (outcome.kind === 'refused') {
        // Another process saved the game meanwhile: this one leaves it to that one (logged).
        if (outcome.refusal.key === 'reply.savedMeanwhile')
          this.ctx.logger.warn({ game: gameId }, 'computer player overtaken by another save; the game waits');
        return;
      }
      if (outcome.kind === 'rejected')
        throw new Error(`the engine refused the computer player's ${action.type}: ${outcome.error.code}`);
      this.ctx.logger.info(
        { game: gameId, seat, action: action.type, outcome: outcome.kind, scripted: Boolean(scripted) },
        'computer player',
      );
      if (outcome.kind === 'stale') stale += 1;
      else {
        actions += 1;
        stale = 0;
      }
    }
  }

  /** The thinker's action for `turn`, with the seat and version it is for; null when outdated. */
  private async decision(
    server: string,
    game: string,
    turn: ComputerTurn,
    signal: AbortSignal,
  ): Promise<{ seat: number; action: Action; version: number } | null> {
    const answer = await this.think(server, game, turn.request, signal);
    if (answer.kind === 'stale') return null;
    if (!answer.action) throw new Error(`the computer player in seat ${turn.player} found no action`);
    return { seat: turn.player, action: answer.action, version: turn.request.view.version };
  }

  /** One decision, when it is this server's and this game's turn at the threads. */
  private think(
    server: string,
    game: string,
    request: DecideRequest,
    signal: AbortSignal,
  ): Promise<PoolAnswer> {
    const thinker = (this.thinker ??= this.makeThinker());
    this.gate ??= computerGate(thinker.capacity ?? Number.MAX_SAFE_INTEGER);
    return this.gate.run({ server, game }, () => thinker.decide(request, () => this.versionOf(game), signal));
  }

  /**
   * The coach's hint for a person (issue 26), through the same gate as the computer players'
   * decisions, so a burst of hints in one server waits its turn like their moves do.
   */
  coach(owner: { server: string; game: string }, request: CoachRequest): Promise<CoachHint> {
    if (this.abort.signal.aborted) return Promise.reject(new Error('the computer players stopped'));
    const thinker = (this.thinker ??= this.makeThinker());
    this.gate ??= computerGate(thinker.capacity ?? Number.MAX_SAFE_INTEGER);
    const signal = this.abort.signal;
    return this.gate.run(owner, () =>
      thinker.coach ? thinker.coach(request, signal) : Promise.resolve(coachHint(request)),
    );
  }

  /** The review after a game (issue 26), through the same gate as the rest of the thinking. */
  review(owner: { server: string; game: string }, request: ReviewRequest): Promise<Review> {
    if (this.abort.signal.aborted) return Promise.reject(new Error('the computer players stopped'));
    const thinker = (this.thinker ??= this.makeThinker());
    this.gate ??= computerGate(thinker.capacity ?? Number.MAX_SAFE_INTEGER);
    const signal = this.abort.signal;
    return this.gate.run(owner, () =>
      thinker.review ? thinker.review(request, signal) : Promise.resolve(reviewGame(request)),
    );
  }

  /** The stored state's version: the guard against applying a decision for an outdated state. */
  private async versionOf(gameId: string): Promise<number> {
    const loaded = await this.ctx.store.load(gameId);
    return loaded.ok && loaded.record.state ? loaded.record.state.version : -1;
  }
}
