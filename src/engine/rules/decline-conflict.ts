// N-76: the asked player starts no conflict; the next is asked, and when nobody is left the
// window closes (the round hands over).
import { withOption } from './common/advanced-option';
import { conflictOf, decides } from './common/conflict';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player }: ShapeKit) => z.object({ type: z.literal('declineConflict'), player });

/** What legalActions lists for it. */
type Choices = { type: 'declineConflict' };

export const declineConflict = rule(shape)<Choices>({
  phases: ['conflict'],
  takeBack: false,
  who: withOption('conflicts', decides('challenge')),
  check: () => null,
  apply: (draft, action) => {
    const c = conflictOf(draft.state);
    c.asking = c.asking.slice(1);
    draft.emit({ type: 'conflictDeclined', player: action.player });
    if (c.asking.length === 0) draft.endPhase();
  },
  options: () => ({ type: 'declineConflict' }),
  expand: (_legal, player) => [{ type: 'declineConflict', player }],
});
