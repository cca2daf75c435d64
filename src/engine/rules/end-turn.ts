// K-27: the player ends their turn; the round hands it to the next player, or opens the next
// round after the last.
import { finishTurn, turnPlayer } from './common/turn';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player }: ShapeKit) => z.object({ type: z.literal('endTurn'), player });

/** What legalActions lists for it. */
type Choices = { type: 'endTurn' };

export const endTurn = rule(shape)<Choices>({
  phases: ['turn'],
  takeBack: false,
  who: turnPlayer,
  check: () => null,
  apply: (draft) => finishTurn(draft),
  options: () => ({ type: 'endTurn' }),
  expand: (_legal, player) => [{ type: 'endTurn', player }],
});
