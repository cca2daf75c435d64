// K-80: every decision has a deadline the game's host sets (none by default). When it passes,
// the game takes the engine's default for each person who still owes a decision (the lowest
// legal bid, the guild master one step, the turn ended, the fairest raid split …) and marks
// them absent; the thread hears of it, and the host may then hand the seat to a computer
// player (/kogge game seat). The clock starts at the game's last save, so a deadline is "this
// long without the game moving". Timers are not stored: at start-up every running game is
// armed again from its stored record, so a restart neither forgets nor doubles a deadline.
import { applyAction, defaultAction, type Action, type GameEvent } from '../engine/index';
import type { GameState } from '../engine/index';
import type { GameRecord } from '../store/index';
import { dueAt, latePeople } from './deadline-due';
import { closeDueLobby, lobbyClosesAt, tellLobbyClosed } from './lobby-expiry';
import { loadRecord, saveRecord } from './records';
import { plural } from '../i18n/index';
import { mentionOnly, type BotContext } from './context';
import { send } from './channel-posts';
import { nameText } from './name-text';

/** The longest deadline a host may set: one week, in minutes. */
export const MAX_DEADLINE_MINUTES = 7 * 24 * 60;

/** What tells the time: the real clock in production; tests move a manual one by hand. */
export interface DeadlineClock {
  now(): number;
  /** Calls `fire` after `ms` for the game `gameId`; returns what cancels it. */
  after(ms: number, fire: () => void, gameId: string): () => void;
}

export const realClock: DeadlineClock = {
  now: () => Date.now(),
  after(ms, fire) {
    // Node fires a longer timer at once (32-bit); an early fire only sets it again.
    const timer = setTimeout(fire, Math.min(2 ** 31 - 1, Math.max(0, ms)));
    // A waiting deadline never keeps the process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

interface Expired {
  record: GameRecord;
  events: GameEvent[];
  missed: string[];
}

export class Deadlines {
  private readonly cancels = new Map<string, () => void>();
  private stopped = false;

  constructor(
    private readonly context: () => BotContext,
    private readonly clock: DeadlineClock = realClock,
  ) {}

  /**
   * Sets (or clears) the game's timer from its stored record; called after every save, with
   * the record just saved where the caller has it (no second read). A timer set from an
   * older record does no harm: when it fires, the game's current record decides.
   */
  arm(gameId: string, saved?: GameRecord): void {
    if (this.stopped) return;
    void this.armFrom(gameId, saved).catch((error: unknown) =>
      this.context().logger.warn({ game: gameId, err: String(error) }, 'deadline not armed'),
    );
  }

  /** Clears every timer (the bot is stopping). */
  stop(): void {
    this.stopped = true;
    for (const cancel of this.cancels.values()) cancel();
    this.cancels.clear();
  }

  private async armFrom(gameId: string, saved?: GameRecord): Promise<void> {
    const loaded = saved ? { ok: true as const, record: saved } : await loadRecord(this.context(), gameId);
    this.cancels.get(gameId)?.();
    this.cancels.delete(gameId);
    if (!loaded.ok || this.stopped) return;
    const record = loaded.record;
    // Issue 20: a lobby's closing time is one of these deadlines too (lobby-expiry.ts).
    const due = dueAt(record) ?? lobbyClosesAt(record, this.context().limits.lobbyHours);
    if (due === null) return;
    const cancel = this.clock.after(
      due - this.clock.now(),
      () => {
        this.cancels.delete(gameId);
        void this.fire(gameId);
      },
      gameId,
    );
    this.cancels.set(gameId, cancel);
  }

  private async fire(gameId: string): Promise<void> {
    const ctx = this.context();
    try {
      const expired = await ctx.queue.run(gameId, () => this.expire(gameId));
      if (expired && 'lobby' in expired) await tellLobbyClosed(ctx, expired.lobby);
      else if (expired) await this.tell(expired);
    } catch (error) {
      ctx.logger.error({ game: gameId, err: String(error) }, 'deadline could not be applied');
    }
    this.arm(gameId);
  }

  /** In the game's queue: the defaults for everyone late, saved as one step. */
  private async expire(gameId: string): Promise<Expired | { lobby: GameRecord } | null> {
    const ctx = this.context();
    const loaded = await loadRecord(ctx, gameId);
    if (!loaded.ok || this.stopped) return null;
    const record = loaded.record;
    if (record.status === 'lobby') {
      const lobby = await closeDueLobby(ctx, record, this.clock.now());
      return lobby && { lobby };
    }
    const due = dueAt(record);
    // Not time yet: someone acted since the timer was set, or a save (a post's id noted, say)
    // moved the clock's start; the timer is set again from the record after this.
    if (due === null || this.clock.now() < due || !record.state) return null;
    let state = record.state;
    const actions: Action[] = [];
    const events: GameEvent[] = [];
    const missed: string[] = [];
    for (const player of latePeople(record, state)) {
      const action = defaultAction(state, player);
      if (!action) continue;
      const result = applyAction(state, action);
      if (!result.ok) {
        ctx.logger.warn({ game: gameId, player, code: result.error.code }, 'deadline default refused');
        continue;
      }
      state = markAbsent(result.state, player);
      actions.push(action);
      events.push(...result.events);
      missed.push(nameText(record.seats[player]?.name ?? '?'));
    }
    if (actions.length === 0) return null;
    const saved = await saveRecord(ctx, {
      ...record,
      state,
      status: state.phase.kind === 'ended' ? 'ended' : record.status,
      actions: [...record.actions, ...actions],
    });
    ctx.logger.info({ game: gameId, defaults: actions.map((a) => a.type) }, 'deadline passed');
    return { record: saved, events, missed };
  }

  /** The thread hears who missed the deadline, then the board moves on as after any save. */
  private async tell({ record, events, missed }: Expired): Promise<void> {
    const ctx = this.context();
    const minutes = record.settings.deadlineMinutes ?? 0;
    for (const player of missed)
      await send(ctx, record.channelId, {
        content: plural('deadline.missed', minutes, { player }, record.locale),
        allowedMentions: mentionOnly(),
      }).catch((error: unknown) =>
        ctx.logger.warn({ game: record.id, err: String(error) }, 'could not announce a missed deadline'),
      );
    void ctx.publisher.request(record.id, events);
    ctx.computers.nudge(record.id);
  }
}

/** K-80: the player who let the deadline pass is marked absent until they act again. */
function markAbsent(state: GameState, player: number): GameState {
  return { ...state, players: state.players.map((p, i) => (i === player ? { ...p, absent: true } : p)) };
}
