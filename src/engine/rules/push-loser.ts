// K-72.11: the winner may push the loser's cog one step along a route of its city (K-35: into
// the loser's raid city the cog stays), or leave it; the conflict is over.
import { withOption } from './common/advanced-option';
import { conflictOf, decides, loserOf } from './common/conflict';
import { stepCog } from './common/forced-step';
import { knows } from './common/knowledge';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** K-72.11: one step along a route of the loser's city, or none. */
const shape = ({ z, player, square }: ShapeKit) =>
  z.object({ type: z.literal('pushLoser'), player, square: square.nullable() });

/** What legalActions lists for it. */
type Choices = { type: 'pushLoser'; squares: { square: 0 | 1; leadsTo: number | null }[] };

export const pushLoser = rule(shape)<Choices>({
  phases: ['conflict'],
  takeBack: false,
  who: withOption('conflicts', decides('push')),
  check: () => null,
  apply: (draft, action) => {
    const loser = loserOf(conflictOf(draft.state));
    if (action.square === null) draft.emit({ type: 'pushDeclined', player: action.player, loser });
    else stepCog(draft, 'cogPushed', loser, action.player, action.square);
    draft.endPhase();
  },
  options: (state, player) => {
    const from = state.players[loserOf(conflictOf(state))].cog as number;
    const squares = state.cities[from].squares.map((s, i) => ({
      square: i as 0 | 1,
      leadsTo: knows(s, player) ? s.value : null,
    }));
    return { type: 'pushLoser', squares };
  },
  expand: (legal, player) =>
    [null, ...legal.squares.map((s) => s.square)].map((square) => ({ type: 'pushLoser', player, square })),
});
