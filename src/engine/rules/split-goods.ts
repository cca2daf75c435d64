// K-45a: the raided player splits the goods on their cog into two piles differing by one good
// at most. A victim with only one possible split is not asked (N-9).
import { refusal } from '../vocabulary/errors';
import { hasGoods, totalGoods } from '../vocabulary/goods';
import { raidDecider, raidOf } from './common/raid-decision';
import { applySplit, possibleSplits } from './common/raid-steps';
import { rule } from './rule';

export const splitGoods = rule<'splitGoods'>({
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
