// K-44: trading with the city's own pile, only after the cog moved to another city this turn,
// as one batch: each good given brings 1 to 2 goods of other kinds (3 with the 3:1 chit).
import { GOODS } from '../vocabulary/constants';
import { refusal } from '../vocabulary/errors';
import { hasGoods, moveGoods, type Goods } from '../vocabulary/goods';
import type { Player } from '../vocabulary/state';
import { isLegalCityTrade } from './common/trade-batch';
import { onceATurn, turnOf } from './common/turn';
import { rule } from './rule';
import { cityTrades } from './common/city-trade-list';
import type { ShapeKit } from '../vocabulary/actions';

const ratioOf = (player: Player) => (player.chits.includes('threeToOne') ? 3 : 2);

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, goods }: ShapeKit) =>
  z.object({ type: z.literal('cityTrade'), player, give: goods, receive: goods });

/** What legalActions lists for it. */
type Choices = { type: 'cityTrade'; ratio: number; canGive: Goods; canReceive: Goods };

export const cityTrade = rule(shape)<Choices>(
  onceATurn('cityTrade', {
    takeBack: true,
    check: (state, action) => {
      const p = state.players[action.player];
      const city = p.cog as number;
      if (city === turnOf(state).startCity) return refusal('COG_DID_NOT_MOVE');
      if (!hasGoods(p.goods, action.give)) return refusal('CANNOT_AFFORD');
      if (!hasGoods(state.cities[city].goods, action.receive))
        return refusal('GOODS_NOT_IN_CITY', { goods: action.receive });
      const ratio = ratioOf(p);
      return isLegalCityTrade(action.give, action.receive, ratio)
        ? null
        : refusal('ILLEGAL_TRADE', { ratio });
    },
    apply: (draft, action) => {
      const p = draft.state.players[action.player];
      const city = p.cog as number;
      const pile = draft.city(city).goods;
      moveGoods(p.goods, pile, action.give);
      moveGoods(pile, p.goods, action.receive);
      draft.emit({
        type: 'cityTraded',
        player: action.player,
        city,
        give: { ...action.give },
        receive: { ...action.receive },
      });
    },
    options: (state, p) => {
      const player = state.players[p];
      const city = player.cog as number;
      if (city === turnOf(state).startCity) return null;
      const pile = state.cities[city].goods;
      const possible = GOODS.some((g) => player.goods[g] > 0 && GOODS.some((r) => r !== g && pile[r] > 0));
      if (!possible) return null;
      return {
        type: 'cityTrade',
        ratio: ratioOf(player),
        canGive: { ...player.goods },
        canReceive: { ...pile },
      };
    },
    expand: (legal, player, limit) =>
      cityTrades(legal.canGive, legal.canReceive, legal.ratio, limit).map(([give, receive]) => ({
        type: 'cityTrade',
        player,
        give,
        receive,
      })),
  }),
);
