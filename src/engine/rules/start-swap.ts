// K-73.4, N-80: in Memory, each player in the first order may swap one of their start city's
// two markers for one of their own (not the city's number), or keep both.
import { MARKER_VALUES } from '../vocabulary/constants';
import { refusal } from '../vocabulary/errors';
import { withOption } from './common/advanced-option';
import { placedBy } from './common/knowledge';
import { startSwapper } from './common/memory';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** K-73.4: swap one start-city marker for one of the player's own, or keep both (null). */
const shape = ({ z, player, marker, square }: ShapeKit) =>
  z.object({
    type: z.literal('startSwap'),
    player,
    swap: z.object({ square, marker }).nullable(),
  });

/** What legalActions lists for it. */
type Choices = { type: 'startSwap'; city: number; squares: (0 | 1)[]; markers: number[] };

export const startSwap = rule(shape)<Choices>({
  phases: ['startSwap'],
  takeBack: false,
  who: withOption('memory', (state, player) => {
    const owner = startSwapper(state);
    return owner === player ? null : refusal('NOT_YOUR_DECISION', { owners: owner === null ? [] : [owner] });
  }),
  check: (state, action) => {
    const p = state.players[action.player];
    if (action.swap === null) return null;
    if (p.markers[action.swap.marker] === 0)
      return refusal('MARKER_NOT_HELD', { markers: [action.swap.marker] });
    if (action.swap.marker === p.cog) return refusal('CITY_NUMBER_ON_ROUTE', { city: p.cog });
    return null;
  },
  apply: (draft, action) => {
    const { state } = draft;
    const p = draft.player(action.player);
    const city = p.cog as number;
    const swap = action.swap;
    if (swap !== null) {
      const squares = draft.city(city).squares;
      const taken = squares[swap.square].value;
      p.markers[swap.marker] -= 1;
      p.markers[taken] += 1;
      squares[swap.square] = placedBy(swap.marker, action.player);
      draft.emit({ type: 'startSwapped', player: action.player, city, swapped: true }, [
        { player: action.player, detail: { square: swap.square, placed: swap.marker, taken } },
      ]);
    } else {
      draft.emit({ type: 'startSwapped', player: action.player, city, swapped: false });
    }
    if (state.phase.kind === 'startSwap') state.phase.next += 1;
  },
  options: (state, player) => {
    const city = state.players[player].cog as number;
    const markers = MARKER_VALUES.filter((v) => v !== city && state.players[player].markers[v] > 0);
    return { type: 'startSwap', city, squares: markers.length > 0 ? [0, 1] : [], markers };
  },
  expand: (legal, player) => [
    { type: 'startSwap', player, swap: null },
    ...legal.squares.flatMap((square) =>
      legal.markers.map((marker) => ({ type: 'startSwap' as const, player, swap: { square, marker } })),
    ),
  ],
});
