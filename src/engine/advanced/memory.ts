// Memory (K-73): the start look and swap, routes shown and turned face down again, and the
// paid look at a city's two markers. Setup face down (K-73.1) is in setup.ts; change route on
// face-down squares (K-73.7) in city-actions.ts.
import { demand } from '../errors';
import { pay } from '../payment';
import type { Play } from '../play';
import type { ActionOf } from '../actions';
import type { GameState, RouteSquare } from '../state';
import { knowsBoth, learnedBy, placedBy, shownToAll } from './knowledge';

export type StartSwapAction = ActionOf<'startSwap'>;

/** K-73.3: each player sees both markers of their start city; then the swaps (N-80). */
export function beginStartSwaps(play: Play): void {
  const { state } = play;
  const secrets = state.players.map((p, player) => {
    const city = p.cog as number;
    const squares = play.city(city).squares;
    squares[0] = learnedBy(squares[0], [player]);
    squares[1] = learnedBy(squares[1], [player]);
    return { player, detail: { city, values: [squares[0].value, squares[1].value] } };
  });
  play.emit({ type: 'startRoutesShown' }, secrets);
  state.phase = { kind: 'startSwap', next: 0 };
}

/** Whose start swap is awaited, or null when the swaps are over. */
export function startSwapper(state: GameState): number | null {
  return state.phase.kind === 'startSwap' ? (state.order[state.phase.next] ?? null) : null;
}

/** K-73.4: swap one start-city marker for one of the player's own (not the city's number), or keep both. */
export function startSwap(play: Play, action: StartSwapAction): boolean {
  const { state } = play;
  demand(state.phase.kind === 'startSwap', 'WRONG_PHASE', { phase: state.phase.kind });
  const owner = startSwapper(state);
  demand(owner === action.player, 'NOT_YOUR_DECISION', { owner });
  const p = play.player(action.player);
  const city = p.cog as number;
  const swap = action.swap;
  if (swap !== null) {
    demand(p.markers[swap.marker] > 0, 'MARKER_NOT_HELD', { marker: swap.marker });
    demand(swap.marker !== city, 'CITY_NUMBER_ON_ROUTE', { city });
    const squares = play.city(city).squares;
    const taken = squares[swap.square].value;
    p.markers[swap.marker] -= 1;
    p.markers[taken] += 1;
    squares[swap.square] = placedBy(swap.marker, action.player);
    play.emit({ type: 'startSwapped', player: action.player, city, swapped: true }, [
      { player: action.player, detail: { square: swap.square, placed: swap.marker, taken } },
    ]);
  } else {
    play.emit({ type: 'startSwapped', player: action.player, city, swapped: false });
  }
  if (state.phase.kind === 'startSwap') state.phase.next += 1;
  // True when the last swap is made and the first round may start.
  return startSwapper(state) === null;
}

/** K-73.5, N-81: in Memory a used route is shown to all and lies face down again. */
export function afterUse(state: GameState, square: RouteSquare): RouteSquare {
  if (state.options.memory) return shownToAll(square, state.players.length);
  return { value: square.value, faceUp: true, knownBy: [] };
}

/** K-73.8, N-82: the turn player, before the first move, pays one to look at both markers. */
export function lookAtRoutes(play: Play, action: ActionOf<'lookAtRoutes'>): void {
  const { state } = play;
  demand(state.options.memory, 'RULE_NOT_IN_GAME', { rule: 'memory' });
  const phase = state.phase;
  demand(phase.kind === 'turn' && phase.turn.raid === null, 'WRONG_PHASE', { phase: phase.kind });
  demand(phase.turn.player === action.player, 'NOT_YOUR_TURN', { player: phase.turn.player });
  demand(phase.turn.moves === 0 && !phase.turn.acting, 'ALREADY_MOVED');
  const city = state.players[action.player].cog as number;
  demand(!knowsBoth(state.cities[city].squares, action.player), 'ALREADY_KNOWN', { city });
  pay(play, action.player, action.payment, 1);
  const squares = play.city(city).squares;
  squares[0] = learnedBy(squares[0], [action.player]);
  squares[1] = learnedBy(squares[1], [action.player]);
  play.emit({ type: 'routesLooked', player: action.player, city, paid: 1 }, [
    {
      player: action.player,
      detail: { values: [squares[0].value, squares[1].value], payment: action.payment },
    },
  ]);
}

/** Whether the look is open to `player` now (for legalActions). */
export function canLook(state: GameState, player: number): boolean {
  const phase = state.phase;
  if (!state.options.memory || phase.kind !== 'turn' || phase.turn.raid !== null) return false;
  if (phase.turn.player !== player || phase.turn.moves > 0 || phase.turn.acting) return false;
  const city = state.players[player].cog as number;
  return !knowsBoth(state.cities[city].squares, player);
}
