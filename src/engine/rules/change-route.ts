// K-43: swapping a face-up route marker of the cog's city for one of the player's own, laid
// face down (with Memory, K-73, a face-down one too). What is laid stays hidden (K-60).
import { MARKER_VALUES } from '../vocabulary/constants';
import { refusal } from '../vocabulary/errors';
import { onceATurn } from './common/turn';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, marker, square }: ShapeKit) =>
  z.object({
    type: z.literal('changeRoute'),
    player,
    square,
    marker,
  });

/** What legalActions lists for it. */
type Choices = { type: 'changeRoute'; squares: (0 | 1)[]; markers: number[] };

export const changeRoute = rule(shape)<Choices>(
  onceATurn('changeRoute', {
    takeBack: true,
    check: (state, action) => {
      const p = state.players[action.player];
      const city = p.cog as number;
      const square = state.cities[city].squares[action.square];
      if (!square.faceUp && !state.options.memory)
        return refusal('SQUARE_FACE_DOWN', { square: action.square });
      if (p.markers[action.marker] === 0) return refusal('MARKER_NOT_HELD', { markers: [action.marker] });
      if (action.marker === city) return refusal('CITY_NUMBER_ON_ROUTE', { city });
      return null;
    },
    apply: (draft, action) => {
      const p = draft.state.players[action.player];
      const city = p.cog as number;
      const square = draft.state.cities[city].squares[action.square];
      const taken = square.value;
      const takenWasPublic = square.faceUp;
      p.markers[action.marker] -= 1;
      p.markers[taken] += 1;
      draft.city(city).squares[action.square] = {
        value: action.marker,
        faceUp: false,
        knownBy: [action.player],
      };
      draft.emit(
        {
          type: 'routeChanged',
          player: action.player,
          city,
          square: action.square,
          taken: takenWasPublic ? taken : null,
        },
        [{ player: action.player, detail: { placed: action.marker, taken } }],
      );
    },
    options: (state, p) => {
      const city = state.players[p].cog as number;
      const squares = ([0, 1] as const).filter(
        (i) => state.cities[city].squares[i].faceUp || state.options.memory,
      );
      const markers = MARKER_VALUES.filter((v) => v !== city && state.players[p].markers[v] > 0);
      return squares.length > 0 && markers.length > 0
        ? { type: 'changeRoute', squares: [...squares], markers }
        : null;
    },
    expand: (legal, player) =>
      legal.squares.flatMap((square) =>
        legal.markers.map((marker) => ({ type: 'changeRoute' as const, player, square, marker })),
      ),
  }),
);
