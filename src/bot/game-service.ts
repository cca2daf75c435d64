// The flow of one action, in one place for buttons, selects and slash commands alike:
// queue for the game → load → check → engine apply → save (version) → answer → render and
// publish. The answer goes out before the slow part (the board image).
import {
  applyAction,
  checkAction,
  type Action,
  type EngineError,
  type GameEvent,
  type GameState,
} from '../engine/index';
import { APPLIED_CLICKS, seatLevels, seatOfUser, type GameRecord } from '../store/index';
import type { BotContext } from './context';
import type { Warn } from './services';
import { saveRecord } from './records';
import { withNotices } from './offer-outbox';
import { notFinished, seatedPlayer, stillPlaying, storedGame } from './preconditions';
import { ok, refused, type Refusal, type Result } from './result';
import { announceReturn, givenBack, isForfeited, isHandedOver } from './seat-handover';
import { endsSameTurn } from './same-decision';

export type Outcome =
  /**
   * A precondition failed (preconditions.ts): the game gone, not the asker's, over, a seat
   * forfeited; or the save found the game saved by another process meanwhile (records.ts).
   */
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'stale'; record: GameRecord; player: number }
  | {
      kind: 'rejected';
      record: GameRecord;
      player: number;
      error: EngineError;
      /** The refused action (its entry and its data name the rules topic); null when none was read. */
      action: Action | null;
    }
  | {
      kind: 'applied';
      record: GameRecord;
      player: number;
      events: GameEvent[];
      /** The state the action was applied to (issue 21: may it be taken back?). */
      before: GameState;
      /** K-80: the person acted in a seat a computer player held for them, and has it back. */
      returned?: boolean;
    };

export interface PlayRequest {
  gameId: string;
  /** The person acting; a computer player's action names its `seat` instead. */
  userId: string | null;
  /** A computer player's seat (computer-turns.ts): refused unless a computer player decides for it. */
  seat?: number;
  /** The state version the clicked panel showed; null when not from a panel (slash). */
  version: number | null;
  /** The interaction asking, kept with the applied action (pending-clicks.ts). */
  interactionId?: string;
  /** The action for the clicker's seat, or null where the click or command names none. */
  action: (player: number, state: GameState) => Action | null;
  /** Answers the interaction; runs before the board is drawn. */
  answer: (outcome: Outcome) => Promise<void>;
  /** Says a problem with the public post to the clicker (e.g. a missing permission). */
  warn?: Warn;
}

export function seatOf(record: GameRecord, userId: string): number {
  return seatOfUser(record.seats, userId);
}

export async function play(ctx: BotContext, request: PlayRequest): Promise<Outcome> {
  let saved: Outcome | null = null;
  try {
    return await ctx.queue.run(request.gameId, async () => {
      const decided = await decide(ctx, request);
      if (decided.kind === 'applied') saved = decided;
      await request.answer(decided);
      return decided;
    });
  } finally {
    // A saved action reaches the board even when its answer could not be sent.
    const applied = saved as Outcome | null;
    if (applied?.kind === 'applied') {
      void ctx.publisher.request(applied.record, request.warn);
      // Issue 38: the game's other panels, brought up to date or marked out of date.
      ctx.panels?.moved(applied.record);
      if (applied.returned) announceReturn(ctx, applied.record, applied.player);
      // After every save: a computer player may owe the next decision.
      ctx.computers.nudge(applied.record);
      // K-80: the next decision's deadline runs from this save.
      ctx.deadlines.arm(request.gameId, applied.record);
    }
  }
}

/** The seat the request acts for: the person's own, or a seat a computer player decides for. */
function actingSeat(record: GameRecord, request: PlayRequest): Result<{ state: GameState; player: number }> {
  if (request.seat === undefined)
    return request.userId === null ? refused('reply.notPlayer') : seatedPlayer(record, request.userId);
  return record.state && seatLevels(record.seats)[request.seat]
    ? ok({ state: record.state, player: request.seat })
    : refused('reply.notPlayer');
}

/** Issue 23: a forfeited seat is the computer's to the end; its person cannot take it back by acting. */
function notForfeited(record: GameRecord, request: PlayRequest, player: number): Result<number> {
  return request.seat === undefined && isForfeited(record, player)
    ? refused('reply.seatForfeited')
    : ok(player);
}

/** The stored game, the acting seat, the game not over, the seat not forfeited: composed. */
async function actor(
  ctx: BotContext,
  request: PlayRequest,
): Promise<Result<{ record: GameRecord; state: GameState; player: number }>> {
  const stored = await storedGame(ctx, request.gameId);
  if (!stored.ok) return stored;
  const record = stored.value;
  const seat = actingSeat(record, request);
  if (!seat.ok) return seat;
  const open = notFinished(record);
  if (!open.ok) return open;
  const playing = stillPlaying(seat.value.state);
  if (!playing.ok) return playing;
  const kept = notForfeited(record, request, seat.value.player);
  return kept.ok ? ok({ record, ...seat.value }) : kept;
}

async function decide(ctx: BotContext, request: PlayRequest): Promise<Outcome> {
  const found = await actor(ctx, request);
  if (!found.ok) return { kind: 'refused', refusal: found.refusal };
  const { record, state, player } = found.value;
  // Issue 38: End turn one move old still ends the turn when that is the same turn (same-decision.ts).
  const shown = request.version;
  if (
    shown !== null &&
    shown !== state.version &&
    !endsSameTurn(record, player, shown, request.action(player, state))
  )
    return { kind: 'stale', record, player };
  // Typed by its maker, and checked again here: an option's numbers come from outside.
  const checked = checkAction(request.action(player, state));
  if (!checked.ok) return { kind: 'rejected', record, player, error: checked.error, action: null };
  const action = checked.action;
  const result = applyAction(state, action);
  if (!result.ok) return { kind: 'rejected', record, player, error: result.error, action };
  const ended = result.state.phase.kind === 'ended';
  // K-80: a person acting in their own seat takes it back from the computer player.
  const returned = request.seat === undefined && isHandedOver(record, player);
  const saved = await saveRecord(ctx, {
    // K-80: the stretch the computer player played ends before this action, the person's own.
    ...(returned ? givenBack(record, player) : record),
    state: result.state,
    status: ended ? 'ended' : record.status,
    actions: [...record.actions, action],
    moved: movedSeats(record, player),
    clicks: appliedClicks(record, request.interactionId),
    // Issue 28: the offer notices the action owes, saved with it (offer-outbox.ts).
    messages: withNotices(record, result.events),
  });
  if (!saved.ok) return { kind: 'refused', refusal: saved.refusal };
  return { kind: 'applied', record: saved.value, player, events: result.events, before: state, returned };
}

/**
 * Issue 37: the seats that made a move of their own, with `player` (sorted, each once): by
 * their person or a computer player in their place; a deadline's default move is not one.
 */
function movedSeats(record: GameRecord, player: number): number[] {
  return [...new Set([...(record.moved ?? []), player])].sort((a, b) => a - b);
}

/** The record's applied clicks with this one: saved with its action, so a kill cannot part them. */
function appliedClicks(record: GameRecord, interactionId: string | undefined): string[] | undefined {
  if (!interactionId) return record.clicks;
  return [...(record.clicks ?? []), interactionId].slice(-APPLIED_CLICKS);
}
