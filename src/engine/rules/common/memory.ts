// Memory (K-73): whose start swap is awaited, and a used route shown to all and turned face
// down again. The start look is in round/start-swaps.ts, the rules in start-swap.ts and
// look-at-routes.ts.
import type { GameState, RouteSquare } from '../../vocabulary/state';
import type { Draft } from '../draft';
import { shownToAll } from './knowledge';

/** Whose start swap is awaited, or null when the swaps are over (N-80). */
export function startSwapper(state: GameState): number | null {
  return state.phase.kind === 'startSwap' ? (state.order[state.phase.next] ?? null) : null;
}

/** K-32, K-73.5, N-81: a used face-down route: face up for good, or in Memory shown to all and face down again. */
export function afterUse(state: GameState, square: RouteSquare): RouteSquare {
  if (state.options.memory) return shownToAll(square, state.players.length);
  return { value: square.value, faceUp: true, knownBy: [] };
}

/** The square replaced, never changed in place (clone.ts shares squares). */
export function revealForMove(draft: Draft, city: number, square: 0 | 1): void {
  const squares = draft.city(city).squares;
  squares[square] = afterUse(draft.state, squares[square]);
}
