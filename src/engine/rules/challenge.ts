// K-72.3, K-72.4: in the conflict window the asked player challenges: the active player any
// other cog in the city, the others the active player.
import { refusal } from '../vocabulary/errors';
import { withOption } from './common/advanced-option';
import { conflictOf, decides } from './common/conflict';
import { opponentsOf } from './common/conflict-bids';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** K-72.3, K-72.4: challenge a cog in the city (the active player) or the active player (others). */
const shape = ({ z, player }: ShapeKit) =>
  z.object({ type: z.literal('challenge'), player, opponent: player });

/** What legalActions lists for it. */
type Choices = { type: 'challenge'; opponents: number[] };

export const challenge = rule(shape)<Choices>({
  phases: ['conflict'],
  takeBack: false,
  who: withOption('conflicts', decides('challenge')),
  check: (state, action) => {
    const c = conflictOf(state);
    const allowed = opponentsOf(state, c.active, action.player, c.city);
    return allowed.includes(action.opponent)
      ? null
      : refusal('NOT_IN_SAME_CITY', { player: action.opponent });
  },
  apply: (draft, action) => {
    const c = conflictOf(draft.state);
    c.challenger = action.player;
    c.defender = action.opponent;
    c.asking = [];
    c.stage = 'bids';
    draft.emit({ type: 'challenged', player: action.player, opponent: action.opponent, city: c.city });
  },
  options: (state, player) => {
    const c = conflictOf(state);
    const opponents = opponentsOf(state, c.active, player, c.city);
    return opponents.length > 0 ? { type: 'challenge', opponents } : null;
  },
  expand: (legal, player) => legal.opponents.map((opponent) => ({ type: 'challenge', player, opponent })),
});
