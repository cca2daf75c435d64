// N-76: the asked player starts no conflict; the next is asked, and when nobody is left the
// window closes (the round hands over).
import { withOption } from './common/advanced-option';
import { conflictOf, decides } from './common/conflict';
import { rule } from './rule';

export const declineConflict = rule<'declineConflict'>({
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
