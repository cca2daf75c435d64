// Take-backs, the fair way (issue 21): what asking, accepting and refusing do to a game's
// record. Pure: the click handler (handlers/take-back.ts) loads, saves, answers and posts;
// the request's message is owed in the record's outbox (take-back-notice.ts).
// A request stands only while the state is at the version it was asked at, so any action
// after it (the turn passing on included) voids it without anyone having to cancel it.
import { canTakeBack, type GameEvent, type GameState } from '../engine/index';
import { seatLevels, type GameRecord } from '../store/index';
import { owing } from './offer-outbox';
import type { Refusal } from './result';
import { takeBack, takeBackCheck } from './take-back';

export type TakeBackKey =
  | 'takeBack.nothing'
  | 'takeBack.notYours'
  | 'takeBack.notSafe'
  | 'takeBack.seen'
  | 'takeBack.damaged'
  | 'takeBack.league'
  | 'takeBack.stale'
  | 'takeBack.asked'
  | 'takeBack.lapsed'
  | 'takeBack.ownAsk'
  | 'takeBack.alreadyAccepted';

/** A click's result: refused with a sentence (nothing saved), or the record to save. */
export type TakeBackStep =
  | { kind: 'refused'; refusal: Refusal<TakeBackKey> }
  | { kind: 'asked'; record: GameRecord; asker: number; awaited: number[] }
  | { kind: 'accepted'; record: GameRecord; asker: number; awaited: number[] }
  | { kind: 'refusedBy'; record: GameRecord; asker: number }
  | { kind: 'takenBack'; record: GameRecord; asker: number; type: string };

const no = (key: TakeBackKey): TakeBackStep => ({ kind: 'refused', refusal: { key } });

/**
 * The seats whose answer is awaited: every other seat a person decides for. A computer player
 * (or one standing in for an absent person, K-80) accepts at once: undoing an action that drew
 * nothing, showed nothing and caused nothing the others saw (issue 42: the ask and the last
 * acceptance both re-check it, takeBackCheck) takes nothing from it, and it holds no grudge.
 */
export function awaitedSeats(record: GameRecord, asker: number, accepted: readonly number[] = []): number[] {
  const levels = seatLevels(record.seats);
  return record.seats.flatMap((_, i) => (i !== asker && !levels[i] && !accepted.includes(i) ? [i] : []));
}

/** The request standing now, or null (none asked, or an action came after it). */
export function standingAsk(record: GameRecord): GameRecord['takeBackAsk'] | null {
  const ask = record.takeBackAsk;
  const state = record.state as GameState | null;
  return ask && state && ask.version === state.version ? ask : null;
}

/**
 * Is "↩ Take back" offered to `player` right after their action, which led from `before` to
 * the record's state with `events`? The engine's test on the step itself, without replaying
 * the game (the ask replays it, takeBackCheck): cheap enough for every click.
 */
export function mayOffer(
  record: GameRecord,
  player: number,
  step: { before: GameState; events: readonly GameEvent[] },
  allowed: boolean,
): boolean {
  const last = record.actions.at(-1);
  const state = record.state as GameState | null;
  if (!allowed || !state || record.status !== 'playing' || !last || last.player !== player) return false;
  if (seatLevels(record.seats)[player] || standingAsk(record)) return false;
  return canTakeBack(step.before, last, state, step.events);
}

/**
 * `player` asks to take back the last action, from a panel shown at `version`. `allowed`: the
 * league's say (a casual game always allows). With nobody to ask, it is taken back at once.
 */
export function ask(record: GameRecord, player: number, version: number, allowed: boolean): TakeBackStep {
  const state = record.state as GameState | null;
  if (!state || record.status !== 'playing') return no('takeBack.nothing');
  if (version !== state.version) return no('takeBack.stale');
  if (!allowed) return no('takeBack.league');
  if (standingAsk(record)) return no('takeBack.asked');
  // A seat a computer player stands in for acts as the computer: its actions are not the person's.
  if (seatLevels(record.seats)[player]) return no('takeBack.notYours');
  const check = takeBackCheck(record, player);
  if (!check.ok) return { kind: 'refused', refusal: check.refusal };
  const awaited = awaitedSeats(record, player);
  if (awaited.length === 0) return done(record, player);
  // The request is owed the thread with the ask itself, in one save (issue 28's outbox).
  const request = { kind: 'takeBack' as const, version, asker: player, awaited };
  const asked = {
    ...record,
    takeBackAsk: { player, version, accepted: [] },
    messages: owing(record, [request]),
  };
  return { kind: 'asked', record: asked, asker: player, awaited };
}

/** `player` answers the request shown at `version`: accept (`yes`) or refuse. */
export function answer(record: GameRecord, player: number, version: number, yes: boolean): TakeBackStep {
  const standing = standingAsk(record);
  if (!standing || standing.version !== version) return no('takeBack.lapsed');
  if (player === standing.player) return no('takeBack.ownAsk');
  if (!yes)
    return { kind: 'refusedBy', record: { ...record, takeBackAsk: undefined }, asker: standing.player };
  if (standing.accepted.includes(player)) return no('takeBack.alreadyAccepted');
  const accepted = [...standing.accepted, player].sort();
  const awaited = awaitedSeats(record, standing.player, accepted);
  if (awaited.length === 0) return done(record, standing.player);
  const next = { ...record, takeBackAsk: { ...standing, accepted } };
  return { kind: 'accepted', record: next, asker: standing.player, awaited };
}

/** Everyone agreed: the action leaves the log, and the log notes its take-back. */
function done(record: GameRecord, asker: number): TakeBackStep {
  const taken = takeBack(record, asker);
  if (!taken.ok) return { kind: 'refused', refusal: taken.refusal };
  const { action, record: undone } = taken.value;
  const step = record.actions.length;
  const note = { step, player: asker, type: action.type };
  return {
    kind: 'takenBack',
    record: { ...undone, takeBackAsk: undefined, takenBack: [...(record.takenBack ?? []), note] },
    asker,
    type: action.type,
  };
}
