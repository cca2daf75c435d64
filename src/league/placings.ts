// A game's placings from its end state (K-50, K-51) or from a forfeit (issue 23).
import { scoreOf, type GameState } from '../engine';
import { placesByScore, placesWithLast } from './places';

export type Placing = { seat: number; place: number; vp: number; dp: number };

/**
 * A finished game's placings. A 5-DP win (K-50) ranks the winner first, alone, whatever
 * their VP; the others follow by VP. A guild master ending (K-26) ranks all by VP (K-51).
 * Equal VP share a place. Null while the game is not over.
 */
export function placingsFromEnd(state: GameState): Placing[] | null {
  const phase = state.phase;
  if (phase.kind !== 'ended') return null;
  const scores = phase.scores;
  const vps = scores.map((s) => s.vp);
  const places =
    phase.reason === 'developmentPoints' ? placesWithFirst(vps, phase.winners[0]) : placesByScore(vps);
  return scores.map((s, seat) => ({ seat, place: places[seat], vp: s.vp, dp: s.dp }));
}

/**
 * Placings of a game the `forfeits` seats gave up: they share the last place; the others
 * are placed as the game ended, or by their VP so far when it had not ended yet.
 */
export function placingsFromForfeit(state: GameState, forfeits: ReadonlySet<number>): Placing[] {
  const placings = placingsFromEnd(state) ?? placingsSoFar(state);
  const places = placesWithLast(
    placings.map((p) => p.place),
    forfeits,
  );
  return placings.map((p) => ({ ...p, place: places[p.seat] }));
}

function placingsSoFar(state: GameState): Placing[] {
  const scores = state.players.map((_, seat) => scoreOf(state, seat));
  const places = placesByScore(scores.map((s) => s.vp));
  return scores.map((s, seat) => ({ seat, place: places[seat], vp: s.vp, dp: s.dp }));
}

/** K-50: the DP winner alone first, whatever their VP; the others by VP behind. */
function placesWithFirst(vps: readonly number[], winner: number): number[] {
  return vps.map((vp, seat) =>
    seat === winner ? 1 : 2 + vps.filter((other, o) => o !== winner && other > vp).length,
  );
}
