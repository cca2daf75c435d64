// K-45a: the raided player splits the goods on their cog into two piles differing by one good
// at most. A victim with only one possible split is not asked (N-9).
import { refusal } from '../vocabulary/errors';
import { hasGoods, totalGoods, type Goods } from '../vocabulary/goods';
import { raidDecider, raidOf } from './common/raid-decision';
import { applySplit, possibleSplits } from './common/raid-steps';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** K-45a: the victim names one pile; the other pile is the rest. */
const shape = ({ z, player, goods }: ShapeKit) =>
  z.object({ type: z.literal('splitGoods'), player, pile: goods });

/** What legalActions lists for it. */
type Choices = { type: 'splitGoods'; splits: Goods[] };

export const splitGoods = rule(shape)<Choices>({
  phases: ['turn'],
  takeBack: false,
  who: raidDecider('split'),
  check: (state, { player, pile }) => {
    const goods = state.players[player].goods;
    if (!hasGoods(goods, pile)) return refusal('CANNOT_AFFORD');
    const sizes: [number, number] = [totalGoods(pile), totalGoods(goods) - totalGoods(pile)];
    return Math.abs(sizes[0] - sizes[1]) <= 1 ? null : refusal('UNEVEN_SPLIT', { sizes });
  },
  apply: (draft, { pile }) => applySplit(draft, raidOf(draft.state), pile),
  options: (state, player) => ({ type: 'splitGoods', splits: possibleSplits(state.players[player].goods) }),
  expand: (legal, player) => legal.splits.map((pile) => ({ type: 'splitGoods', player, pile })),
});
