// Memory (K-73): the start look and swap, routes shown and turned face down again, and the
// paid look at a city's two markers. Setup face down (K-73.1) is in setup.ts; change route on
// face-down squares (K-73.7) in city-actions.ts.
import { MARKER_VALUES } from '../constants';
import { demand } from '../errors';
import { canPay, pay, unitsHeld } from '../payment';
import type { Play } from '../play';
import type { GameState, RouteSquare } from '../state';
import { knowsBoth, learnedBy, placedBy, shownToAll } from './knowledge';
import { refusalOf, type AdvancedRule } from './rule';

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
export const startSwapRule: AdvancedRule<'startSwap'> = {
  phases: ['startSwap'],
  who: (state, player) =>
    refusalOf(() => {
      const owner = startSwapper(state);
      demand(owner === player, 'NOT_YOUR_DECISION', { owner });
    }),
  check: (state, action) =>
    refusalOf(() => {
      const p = state.players[action.player];
      if (action.swap === null) return;
      demand(p.markers[action.swap.marker] > 0, 'MARKER_NOT_HELD', { markers: [action.swap.marker] });
      demand(action.swap.marker !== p.cog, 'CITY_NUMBER_ON_ROUTE', { city: p.cog as number });
    }),
  apply: (play, action) => {
    const { state } = play;
    const p = play.player(action.player);
    const city = p.cog as number;
    const swap = action.swap;
    if (swap !== null) {
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
    // The last swap is made: the first round may start.
    return startSwapper(state) === null;
  },
  options: (state, player) => {
    if (startSwapper(state) !== player) return null;
    const city = state.players[player].cog as number;
    const markers = MARKER_VALUES.filter((v) => v !== city && state.players[player].markers[v] > 0);
    return { type: 'startSwap', city, squares: markers.length > 0 ? [0, 1] : [], markers };
  },
};

/** K-73.5, N-81: in Memory a used route is shown to all and lies face down again. */
export function afterUse(state: GameState, square: RouteSquare): RouteSquare {
  if (state.options.memory) return shownToAll(square, state.players.length);
  return { value: square.value, faceUp: true, knownBy: [] };
}

/** K-73.8, N-82: the turn player, before the first move, pays one to look at both markers. */
export const lookAtRoutesRule: AdvancedRule<'lookAtRoutes'> = {
  phases: ['turn'],
  who: (state, player) =>
    refusalOf(() => {
      const phase = state.phase;
      if (phase.kind !== 'turn') return;
      demand(phase.turn.raid === null, 'DECISION_PENDING', { owner: phase.turn.raid?.mover ?? player });
      demand(phase.turn.player === player, 'NOT_YOUR_TURN', { player: phase.turn.player });
    }),
  check: (state, action) =>
    refusalOf(() => {
      const phase = state.phase;
      demand(phase.kind === 'turn' && phase.turn.moves === 0 && !phase.turn.acting, 'ALREADY_MOVED', {});
      const city = state.players[action.player].cog as number;
      demand(!knowsBoth(state.cities[city].squares, action.player), 'ALREADY_KNOWN', { city });
      demand(action.payment.length === 1, 'WRONG_PAYMENT', { cost: 1, paid: action.payment.length });
      demand(canPay(state.players[action.player], action.payment), 'CANNOT_AFFORD', {});
    }),
  apply: (play, action) => {
    const city = play.state.players[action.player].cog as number;
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
    return false;
  },
  options: (state, player) => {
    const phase = state.phase;
    if (phase.kind !== 'turn' || phase.turn.raid !== null || phase.turn.player !== player) return null;
    if (phase.turn.moves > 0 || phase.turn.acting) return null;
    const p = state.players[player];
    if (unitsHeld(p) === 0 || knowsBoth(state.cities[p.cog as number].squares, player)) return null;
    return { type: 'lookAtRoutes', payWith: { goods: { ...p.goods }, markers: [...p.markers] } };
  },
};
