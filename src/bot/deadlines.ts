// K-80: every decision has a deadline the game's host sets (none by default). When it passes,
// the game takes the engine's default for each person who still owes a decision (the lowest
// legal bid, the guild master one step, the turn ended, the fairest raid split …) and marks
// them absent; the thread hears of it, and the host may then hand the seat to a computer
// player (/kogge game seat). The clock starts at the game's last save, so a deadline is "this
// long without the game moving". Timers are not stored: at start-up every running game is
// armed again from its stored record, so a restart neither forgets nor doubles a deadline.
import { countTimer } from '../metrics/index';
import { applyAction, defaultAction, type Action, type GameEvent } from '../engine/index';
import type { GameState } from '../engine/index';
import type { GameRecord } from '../store/index';
import { deadlineSince, dueAt, latePeople } from './deadline-due';
import { nextReminderAt, reminderDue, withReminderSent, type ReminderStage } from './reminder-due';
import { Reminders } from './reminders';
import { countMissed, type Counted, type MissedRule } from './league/missed-deadlines';
import { closeDueLobby, lobbyClosesAt, tellLobbyClosed } from './lobby-expiry';
import { loadRecord, saveRecord, savedMeanwhile } from './records';
import { ok } from './result';
import { withNotices } from './offer-outbox';
import { missedLines } from './missed-notice';
import type { BotContext } from './context';
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

/** Start-up: a game whose next deadline (or reminder) fell due while the bot was down. */
interface Overdue {
  id: string;
  at: number;
  /** How many of its overdue steps were applied so far (a cap against a loop). */
  steps: number;
  /** Its record's version when queued: a step that saves nothing ends its catching up. */
  version: number;
}

/** Start-up: at most this many overdue steps per game; the timers take any left from there. */
const MAX_CATCH_UP_STEPS = 500;

interface Expired {
  record: GameRecord;
  events: GameEvent[];
  missed: string[];
  /** Issue 23: the league's missed-deadline rule, where a seat's count reached it now. */
  applied: Counted['applied'];
}

/** Issue 23: a reminder to send, noted in the record before it is sent. */
interface Reminder {
  remind: GameRecord;
  stage: ReminderStage;
  userIds: string[];
}

export class Deadlines {
  private readonly cancels = new Map<string, () => void>();
  private stopped = false;
  /** Issue 23: a league game's reminders before its deadline. */
  readonly reminders: Reminders;

  constructor(
    private readonly context: () => BotContext,
    private readonly clock: DeadlineClock = realClock,
  ) {
    this.reminders = new Reminders(context);
  }

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

  /**
   * Start-up: arms every running game again. The deadlines (and reminders) that passed while
   * the bot was down are applied first, one after another in the order they fell due, so
   * what the thread hears reads as it would have happened.
   */
  async catchUp(gameIds: readonly string[]): Promise<void> {
    const overdue: Overdue[] = [];
    for (const id of gameIds) await this.queueIfOverdue(overdue, id, 0);
    // A game may owe several: each deadline applied starts the next decision's at its own
    // due time (expire), so that one may have passed while the bot was down too.
    for (let next = overdue.shift(); next && !this.stopped; next = overdue.shift()) {
      await this.fire(next.id, false);
      await this.queueIfOverdue(overdue, next.id, next.steps + 1, next.version);
    }
  }

  /**
   * Start-up: the game joins `overdue` (kept in due order) if it needs the clock already;
   * otherwise, or when the last step changed nothing (no progress), its timer is set.
   */
  private async queueIfOverdue(
    overdue: Overdue[],
    id: string,
    steps: number,
    before?: number,
  ): Promise<void> {
    const loaded = await loadRecord(this.context(), id);
    if (!loaded.ok) return;
    const record = loaded.value;
    const at = wakeAt(record) ?? lobbyClosesAt(record, this.context().limits.lobbyHours);
    const stuck = record.version === before || steps >= MAX_CATCH_UP_STEPS;
    if (at === null || at > this.clock.now() || stuck) return this.arm(id, record);
    overdue.push({ id, at, steps, version: record.version });
    overdue.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Clears every timer (the bot is stopping). */
  stop(): void {
    this.stopped = true;
    for (const cancel of this.cancels.values()) cancel();
    this.cancels.clear();
  }

  private async armFrom(gameId: string, saved?: GameRecord): Promise<void> {
    const loaded = saved ? ok(saved) : await loadRecord(this.context(), gameId);
    this.cancels.get(gameId)?.();
    this.cancels.delete(gameId);
    if (!loaded.ok || this.stopped) return;
    const record = loaded.value;
    // Issue 20: a lobby's closing time is one of these deadlines too (lobby-expiry.ts).
    const due = wakeAt(record) ?? lobbyClosesAt(record, this.context().limits.lobbyHours);
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

  private async fire(gameId: string, rearm = true): Promise<void> {
    const ctx = this.context();
    try {
      const expired = await ctx.queue.run(gameId, () => this.expire(gameId));
      if (expired) countTimer('lobby' in expired ? 'lobby' : 'remind' in expired ? 'reminder' : 'deadline');
      if (expired && 'lobby' in expired) await tellLobbyClosed(ctx, expired.lobby);
      else if (expired && 'remind' in expired)
        await this.reminders.send(expired.remind, expired.stage, expired.userIds);
      else if (expired) this.tell(expired);
    } catch (error) {
      ctx.logger.error({ game: gameId, err: String(error) }, 'deadline could not be applied');
    }
    if (rearm) this.arm(gameId);
  }

  /** In the game's queue: the defaults for everyone late, saved as one step. */
  private async expire(gameId: string): Promise<Expired | Reminder | { lobby: GameRecord } | null> {
    const ctx = this.context();
    const loaded = await loadRecord(ctx, gameId);
    if (!loaded.ok || this.stopped) return null;
    const record = loaded.value;
    if (record.status === 'lobby') {
      const lobby = await closeDueLobby(ctx, record, this.clock.now());
      return lobby && { lobby };
    }
    const due = dueAt(record);
    // Not time yet: someone acted since the timer was set, or a save (a post's id noted, say)
    // moved the clock's start; the timer is set again from the record after this.
    if (due === null || !record.state) return null;
    if (this.clock.now() < due) return this.remind(record);
    let state = record.state;
    const actions: Action[] = [];
    const events: GameEvent[] = [];
    const missed: string[] = [];
    const seats: number[] = [];
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
      seats.push(player);
    }
    if (actions.length === 0) return null;
    const counted = countMissed(record, seats, await this.missedRule(record));
    const saved = await saveRecord(ctx, {
      ...counted.record,
      // The next decision's deadline runs from when this one fell due, not from this save:
      // at start-up, deadlines that passed while the bot was down are applied in turn.
      reminded: { stateVersion: state.version, since: due, sent: [] },
      state,
      status: state.phase.kind === 'ended' ? 'ended' : record.status,
      actions: [...record.actions, ...actions],
      // Issue 38: these are the deadline's moves, not their persons' (the review leaves them out).
      defaulted: [
        ...(counted.record.defaulted ?? []),
        ...actions.map((_, i) => record.actions.length + i),
      ].slice(-10_000),
      // Issue 28: the missed-deadline lines, and the edit of an offer a default move answers,
      // are owed by this save and kept with it, so a kill before they are sent loses neither.
      messages: withNotices(counted.record, events, missedLines(counted.record, seats, counted.applied)),
    });
    // Another process saved the game meanwhile: the timer is set again from its record.
    if (!saved.ok) return savedMeanwhile(ctx, gameId);
    ctx.logger.info({ game: gameId, defaults: actions.map((a) => a.type) }, 'deadline passed');
    return { record: saved.value, events, missed, applied: counted.applied };
  }

  /** Issue 23: in the game's queue, the reminder due now is noted as sent, then sent. */
  private async remind(record: GameRecord): Promise<Reminder | null> {
    const stage = reminderDue(record, this.clock.now());
    if (!stage || !record.state) return null;
    const userIds = latePeople(record, record.state).flatMap((p) => {
      const seat = record.seats[p];
      return seat?.kind === 'human' ? [seat.userId] : [];
    });
    // Noted before it is sent: a crash in between loses one reminder, never sends one twice.
    const ctx = this.context();
    const saved = await saveRecord(ctx, withReminderSent(record, stage, deadlineSince(record)));
    if (!saved.ok) return savedMeanwhile(ctx, record.id);
    return { remind: saved.value, stage, userIds };
  }

  /** Issue 23: the league's missed-deadline rule for a league game; none for a casual one. */
  private async missedRule(record: GameRecord): Promise<MissedRule | null> {
    if (!record.league) return null;
    // Issue 37: the rule the game opened with; a game from before kept none, so the league's.
    if (record.league.rules) return record.league.rules.missedDeadlines;
    const loaded = await this.context().leagues.store.load(record.guildId, record.league.id);
    return loaded.ok ? loaded.record.league.options.missedDeadlines : null;
  }

  /**
   * The board moves on as after any save; the publication first sends the lines saying who
   * missed the deadline, owed in the record's outbox (missed-notice.ts).
   */
  private tell({ record }: Expired): void {
    const ctx = this.context();
    void ctx.publisher.request(record);
    ctx.panels?.moved(record);
    ctx.computers.nudge(record);
  }
}

/** K-80: the player who let the deadline pass is marked absent until they act again. */
function markAbsent(state: GameState, player: number): GameState {
  return { ...state, players: state.players.map((p, i) => (i === player ? { ...p, absent: true } : p)) };
}

/** When the game next needs the clock: its next reminder (issue 23) or its deadline. */
function wakeAt(record: GameRecord): number | null {
  const times = [nextReminderAt(record), dueAt(record)].filter((at): at is number => at !== null);
  return times.length > 0 ? Math.min(...times) : null;
}
