// K-40: building an office in the cog's city: the three goods the city does not produce and
// its markers (1, or 2 when an office stands there already), while the city has room.
import { GOODS, cityGood } from '../vocabulary/constants';
import { refusal } from '../vocabulary/errors';
import { hasGoods, moveGoods, noGoods, type Goods } from '../vocabulary/goods';
import type { GameState } from '../vocabulary/state';
import { onceATurn } from './common/turn';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

export function officeCost(state: GameState, city: number): { goods: Goods; markers: number } {
  const goods = noGoods();
  for (const g of GOODS) if (g !== cityGood(city)) goods[g] = 1;
  return { goods, markers: state.cities[city].offices.length === 0 ? 1 : 2 };
}

/** Whether the city has room and the player could pay for an office there now. */
export function canBuildOffice(state: GameState, player: number, city: number): boolean {
  const cost = officeCost(state, city);
  const p = state.players[player];
  return (
    state.cities[city].offices.length < 2 && hasGoods(p.goods, cost.goods) && p.markers[city] >= cost.markers
  );
}

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player }: ShapeKit) => z.object({ type: z.literal('buildOffice'), player });

/** What legalActions lists for it. */
type Choices = { type: 'buildOffice'; goods: Goods; marker: number; markers: number };

export const buildOffice = rule(shape)<Choices>(
  onceATurn('buildOffice', {
    takeBack: true,
    check: (state, { player }) => {
      const p = state.players[player];
      const city = p.cog as number;
      if (state.cities[city].offices.length >= 2) return refusal('OFFICES_FULL', { city });
      const cost = officeCost(state, city);
      if (!hasGoods(p.goods, cost.goods) || p.markers[city] < cost.markers) return refusal('CANNOT_AFFORD');
      return null;
    },
    apply: (draft, { player }) => {
      const { state } = draft;
      const p = state.players[player];
      const city = p.cog as number;
      const cost = officeCost(state, city);
      moveGoods(p.goods, state.reserve.goods, cost.goods);
      p.markers[city] -= cost.markers;
      state.reserve.markers[city] += cost.markers;
      draft.city(city).offices.push({ owner: player, goods: noGoods() });
      draft.emit({ type: 'officeBuilt', player, city });
    },
    options: (state, player) => {
      const city = state.players[player].cog as number;
      if (!canBuildOffice(state, player, city)) return null;
      const cost = officeCost(state, city);
      return { type: 'buildOffice', goods: cost.goods, marker: city, markers: cost.markers };
    },
    expand: (_legal, player) => [{ type: 'buildOffice', player }],
  }),
);
