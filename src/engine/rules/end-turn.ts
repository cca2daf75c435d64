// K-27: the player ends their turn; the round hands it to the next player, or opens the next
// round after the last.
import { finishTurn, turnPlayer } from './common/turn';
import { rule } from './rule';

export const endTurn = rule<'endTurn'>({
  phases: ['turn'],
  takeBack: false,
  who: turnPlayer,
  check: () => null,
  apply: (draft) => finishTurn(draft),
  options: () => ({ type: 'endTurn' }),
  expand: (_legal, player) => [{ type: 'endTurn', player }],
});
