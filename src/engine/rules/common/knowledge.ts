// K-73, N-83: what each player knows of the face-down route markers. A square records who
// knows its value (`knownBy`); squares are replaced, never changed in place (clone.ts shares
// them between a state and its working copy).
import type { RouteSquare } from '../../vocabulary/state';

/** `players` learn the square's value (a look, K-73.3, K-73.8); it stays face down. */
export function learnedBy(square: RouteSquare, players: readonly number[]): RouteSquare {
  const knownBy = [...square.knownBy];
  for (const p of players) if (!knownBy.includes(p)) knownBy.push(p);
  knownBy.sort((a, b) => a - b);
  return { value: square.value, faceUp: square.faceUp, knownBy };
}

/** K-73.5, N-81: a route used in Memory is shown to all and lies face down again. */
export function shownToAll(square: RouteSquare, playerCount: number): RouteSquare {
  const everyone = Array.from({ length: playerCount }, (_, i) => i);
  return { value: square.value, faceUp: false, knownBy: everyone };
}

/** K-43, K-73.4, N-83: a marker newly placed face down is known to its placer alone. */
export function placedBy(value: number, player: number): RouteSquare {
  return { value, faceUp: false, knownBy: [player] };
}

export function knows(square: RouteSquare, player: number): boolean {
  return square.faceUp || square.knownBy.includes(player);
}

/** N-82: a look teaches nothing when the player knows both squares already. */
export function knowsBoth(squares: readonly [RouteSquare, RouteSquare], player: number): boolean {
  return knows(squares[0], player) && knows(squares[1], player);
}
