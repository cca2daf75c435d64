// K-34's digital default: office goods are taken automatically; a player may turn it off and
// on at any time. A repeated toggle (a stale button) is answered, not counted (N-15).
import { refusal } from '../vocabulary/errors';
import { anyone, rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player }: ShapeKit) =>
  z.object({ type: z.literal('setAutoCollect'), player, on: z.boolean() });

/** What legalActions lists for it. */
type Choices = { type: 'setAutoCollect'; on: boolean };

export const setAutoCollect = rule(shape)<Choices>({
  phases: 'anyTime',
  takeBack: true,
  who: anyone,
  check: (state, { player, on }) =>
    state.players[player].autoCollect === on ? refusal('ALREADY_CHOSEN') : null,
  apply: (draft, { player, on }) => {
    draft.state.players[player].autoCollect = on;
    draft.emit({ type: 'autoCollectSet', player, on });
  },
  options: (state, player) => ({ type: 'setAutoCollect', on: !state.players[player].autoCollect }),
  expand: (legal, player) => [{ type: 'setAutoCollect', player, on: legal.on }],
});
