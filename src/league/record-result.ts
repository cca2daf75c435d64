// The result the bot records when a league game ends: placings, VP, DP, rounds and seats
// from the engine's state, with no one typing anything (issue 23).
import type { GameState } from '../engine';
import { seatRated, type AssistedRule } from './assistance';
import { placingsFromEnd, placingsFromForfeit } from './placings';
import { RESULT_SCHEMA_VERSION, type EndReason, type RecordedResult, type SeatHolder } from './result-schema';

export type GameFacts = {
  state: GameState;
  gameId: string;
  channelId: string;
  season: number;
  finishedAt: string;
  /** Per seat: the computer player's level, or null for a member (the seat's player id). */
  computers: readonly (string | null)[];
  /** Seats that forfeited (the league's missed-deadline rule); empty for a game played out. */
  forfeits?: ReadonlySet<number>;
  /** Issue 37: seats that made a move other than a deadline's default; absent when not kept. */
  moved?: ReadonlySet<number>;
  /** Issue 37: seats a computer player played for their person for part of the game. */
  assisted?: ReadonlySet<number>;
  /** Issue 37: the league's rule for an assisted seat (default: unrated). */
  assistedRule?: AssistedRule;
};

/**
 * The result to record, or null when the game neither ended nor was forfeited. Record a
 * forfeit only once play is over: a running game's VP count hidden goods (K-60).
 */
export function recordResult(facts: GameFacts): RecordedResult | null {
  const { state } = facts;
  const forfeits = facts.forfeits ?? new Set<number>();
  const placings = forfeits.size > 0 ? placingsFromForfeit(state, forfeits) : placingsFromEnd(state);
  if (placings === null) return null;
  const holders = state.players.map((player, seat) => holderOf(player.id, facts.computers[seat] ?? null));
  return {
    schemaVersion: RESULT_SCHEMA_VERSION,
    gameId: facts.gameId,
    channelId: facts.channelId,
    season: facts.season,
    finishedAt: facts.finishedAt,
    endReason: endReason(state, forfeits),
    rounds: state.round,
    seats: placings.map((p) => ({
      holder: holders[p.seat],
      place: p.place,
      vp: p.vp,
      dp: p.dp,
      forfeited: forfeits.has(p.seat),
      ...(facts.moved ? { moved: facts.moved.has(p.seat) } : {}),
      ...assistance(facts, p.seat, forfeits.has(p.seat)),
    })),
    rated: holders.every((h) => h.kind === 'member'),
  };
}

/** Issue 37: an assisted seat says so, and whether the league rates it; another says nothing. */
function assistance(facts: GameFacts, seat: number, forfeited: boolean): { assisted?: true; rated?: false } {
  if (!facts.assisted?.has(seat)) return {};
  const rated = seatRated({ assisted: true, forfeited }, facts.assistedRule ?? 'unrated');
  return rated ? { assisted: true } : { assisted: true, rated: false };
}

function holderOf(playerId: string, computer: string | null): SeatHolder {
  return computer === null ? { kind: 'member', userId: playerId } : { kind: 'computer', level: computer };
}

function endReason(state: GameState, forfeits: ReadonlySet<number>): EndReason {
  if (forfeits.size > 0) return 'forfeit';
  return state.phase.kind === 'ended' ? state.phase.reason : 'forfeit';
}
