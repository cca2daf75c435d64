// K-70.2: an owner whose cog lies in the taxed city pays one good of their choice (N-71).
import { GOODS, type Good } from '../vocabulary/constants';
import { refusal } from '../vocabulary/errors';
import { withOption } from './common/advanced-option';
import { collectTax } from './common/tax-levy';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** K-70.2: the good this cog pays in tax. */
const shape = ({ z, player, good }: ShapeKit) => z.object({ type: z.literal('payTax'), player, good });

/** What legalActions lists for it. */
type Choices = { type: 'payTax'; goods: Good[] };

export const payTax = rule(shape)<Choices>({
  phases: ['taxes'],
  takeBack: false,
  who: withOption('taxes', (state, player) => {
    const owing = state.phase.kind === 'taxes' ? state.phase.owing : [];
    return owing.includes(player) ? null : refusal('NOT_YOUR_DECISION', { owners: [...owing] });
  }),
  check: (state, action) =>
    state.players[action.player].goods[action.good] > 0 ? null : refusal('CANNOT_AFFORD'),
  apply: (draft, action) => collectTax(draft, action.player, action.good),
  options: (state, player) => ({
    type: 'payTax',
    goods: GOODS.filter((g) => state.players[player].goods[g] > 0),
  }),
  expand: (legal, player) => legal.goods.map((good) => ({ type: 'payTax', player, good })),
});
