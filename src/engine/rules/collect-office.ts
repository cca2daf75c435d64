// K-34 with automatic pick-up turned off: the player takes their office goods by hand. It
// belongs to movement, so it is refused once an action was taken (N-15).
import { refusal } from '../vocabulary/errors';
import { collectOfficeGoods, hasOfficeGoods } from './common/office-goods';
import { turnOf, turnPlayer } from './common/turn';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player }: ShapeKit) => z.object({ type: z.literal('collectOffice'), player });

/** What legalActions lists for it. */
type Choices = { type: 'collectOffice' };

export const collectOffice = rule(shape)<Choices>({
  phases: ['turn'],
  takeBack: true,
  who: turnPlayer,
  check: (state, { player }) => {
    if (turnOf(state).acting) return refusal('MOVEMENT_OVER');
    const city = state.players[player].cog as number;
    return hasOfficeGoods(state, player, city) ? null : refusal('NO_OFFICE_GOODS', { city });
  },
  apply: (draft, { player }) => {
    collectOfficeGoods(draft, player, draft.state.players[player].cog as number);
  },
  options: (state, player) => {
    if (turnOf(state).acting) return null;
    return hasOfficeGoods(state, player, state.players[player].cog as number)
      ? { type: 'collectOffice' }
      : null;
  },
  expand: (_legal, player) => [{ type: 'collectOffice', player }],
});
