// K-72.10, N-78: the conflict's winner names up to three goods and gets those the loser has,
// no substitutes.
import { refusal } from '../vocabulary/errors';
import { GOODS } from '../vocabulary/constants';
import { moveGoods, noGoods, totalGoods, type Goods } from '../vocabulary/goods';
import { withOption } from './common/advanced-option';
import { conflictOf, decides, loserOf } from './common/conflict';
import { DEMAND_LIMIT, demandedGoods, isDemandWithinLimit } from './common/conflict-bids';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** K-72.10: up to three goods named by the winner. */
const shape = ({ z, player, goods }: ShapeKit) => z.object({ type: z.literal('demandGoods'), player, goods });

/** What legalActions lists for it. */
type Choices = { type: 'demandGoods'; limit: number };

export const demandGoods = rule(shape)<Choices>({
  phases: ['conflict'],
  takeBack: false,
  who: withOption('conflicts', decides('demand')),
  check: (_, action) =>
    isDemandWithinLimit(action.goods) ? null : refusal('DEMAND_TOO_LARGE', { limit: DEMAND_LIMIT }),
  apply: (draft, action) => {
    const { state } = draft;
    const c = conflictOf(state);
    const loser = loserOf(c);
    const got = demandedGoods(action.goods, state.players[loser].goods);
    moveGoods(state.players[loser].goods, state.players[action.player].goods, got);
    c.stage = 'push';
    const detail = { named: { ...action.goods }, received: got };
    draft.emit({ type: 'goodsDemanded', player: action.player, loser, count: totalGoods(got) }, [
      { player: action.player, detail },
      { player: loser, detail },
    ]);
  },
  options: () => ({ type: 'demandGoods', limit: DEMAND_LIMIT }),
  expand: (legal, player) => demands(legal.limit).map((goods) => ({ type: 'demandGoods', player, goods })),
});

/** Every demand of at most `limit` goods (35 for three). */
function demands(limit: number): Goods[] {
  const out: Goods[] = [];
  const walk = (i: number, left: number, acc: Goods): void => {
    if (i === GOODS.length) return void out.push({ ...acc });
    for (let n = 0; n <= left; n++) walk(i + 1, left - n, { ...acc, [GOODS[i]]: n });
  };
  walk(0, limit, noGoods());
  return out;
}
