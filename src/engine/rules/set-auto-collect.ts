// K-34's digital default: office goods are taken automatically; a player may turn it off and
// on at any time. A repeated toggle (a stale button) is answered, not counted (N-15).
import { refusal } from '../vocabulary/errors';
import { anyone, rule } from './rule';

export const setAutoCollect = rule<'setAutoCollect'>({
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
