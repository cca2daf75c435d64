// K-45a: the raider takes one of the two piles; two equal piles are not asked about (N-9).
import { raidDecider, raidOf } from './common/raid-decision';
import { takePileOf } from './common/raid-steps';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';
import type { Goods } from '../vocabulary/goods';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player }: ShapeKit) =>
  z.object({ type: z.literal('takePile'), player, pile: z.union([z.literal(0), z.literal(1)]) });

/** What legalActions lists for it. */
type Choices = { type: 'takePile'; piles: [Goods, Goods] };

export const takePile = rule(shape)<Choices>({
  phases: ['turn'],
  takeBack: false,
  who: raidDecider('pick'),
  check: () => null,
  apply: (draft, { pile }) => takePileOf(draft, raidOf(draft.state), pile),
  options: (state) => {
    const piles = raidOf(state).piles;
    return piles ? { type: 'takePile', piles: [{ ...piles[0] }, { ...piles[1] }] } : null;
  },
  expand: (_legal, player) => [0, 1].map((pile) => ({ type: 'takePile', player, pile: pile as 0 | 1 })),
});
