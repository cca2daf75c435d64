// K-42: one good to the reserve for a whole market pair. The pair lies open, so buying it is
// public, and so is the good paid (K-60a).
import { GOODS, type Good } from '../vocabulary/constants';
import { refusal } from '../vocabulary/errors';
import { onceATurn } from './common/turn';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** K-42: one good for a whole market pair. */
const shape = ({ z, player, good }: ShapeKit) =>
  z.object({ type: z.literal('buyMarkers'), player, pair: z.number().int().min(0).max(3), good });

/** What legalActions lists for it. */
type Choices = { type: 'buyMarkers'; pairs: number[]; goods: Good[] };

export const buyMarkers = rule(shape)<Choices>(
  onceATurn('buyMarkers', {
    takeBack: true,
    check: (state, action) => {
      const pair = state.market[action.pair];
      if (pair === undefined || pair === null) return refusal('PAIR_GONE', { pair: action.pair });
      if (state.players[action.player].goods[action.good] === 0) return refusal('CANNOT_AFFORD');
      return null;
    },
    apply: (draft, action) => {
      const { state } = draft;
      const p = state.players[action.player];
      const pair = state.market[action.pair] as [number, number];
      p.goods[action.good] -= 1;
      state.reserve.goods[action.good] += 1;
      for (const v of pair) p.markers[v] += 1;
      state.market[action.pair] = null;
      draft.emit({
        type: 'markersBought',
        player: action.player,
        pair: action.pair,
        markers: [pair[0], pair[1]],
        good: action.good,
      });
    },
    options: (state, player) => {
      const pairs: number[] = [];
      for (let i = 0; i < state.market.length; i++) if (state.market[i]) pairs.push(i);
      const held = state.players[player].goods;
      const goods: Good[] = [];
      for (const g of GOODS) if (held[g] > 0) goods.push(g);
      return pairs.length > 0 && goods.length > 0 ? { type: 'buyMarkers', pairs, goods } : null;
    },
    expand: (legal, player) =>
      legal.pairs.flatMap((pair) =>
        legal.goods.map((good) => ({ type: 'buyMarkers' as const, player, pair, good })),
      ),
  }),
);
