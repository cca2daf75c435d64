// K-73.8, N-82: in Memory the turn player, before the first move, pays one good or marker to
// look secretly at both markers of the cog's city.
import { refusal } from '../vocabulary/errors';
import { withOption } from './common/advanced-option';
import { knowsBoth, learnedBy } from './common/knowledge';
import { pay, paymentRefusal, unitsHeld } from './common/payment';
import { turnOf, turnPlayer } from './common/turn';
import { rule } from './rule';
import { payments } from './common/payment-ways';
import type { ShapeKit } from '../vocabulary/actions';
import type { Goods } from '../vocabulary/goods';

/** K-73.8: one good or marker to look at both markers of the cog's city. */
const shape = ({ z, player, payment }: ShapeKit) =>
  z.object({ type: z.literal('lookAtRoutes'), player, payment: z.array(payment).max(2) });

/** What legalActions lists for it. */
type Choices = { type: 'lookAtRoutes'; payWith: { goods: Goods; markers: number[] } };

export const lookAtRoutes = rule(shape)<Choices>({
  phases: ['turn'],
  takeBack: false,
  who: withOption('memory', turnPlayer),
  check: (state, action) => {
    const turn = turnOf(state);
    if (turn.moves > 0 || turn.acting) return refusal('ALREADY_MOVED');
    const city = state.players[action.player].cog as number;
    if (knowsBoth(state.cities[city].squares, action.player)) return refusal('ALREADY_KNOWN', { city });
    return paymentRefusal(state.players[action.player], action.payment, 1);
  },
  apply: (draft, action) => {
    const city = draft.state.players[action.player].cog as number;
    pay(draft, action.player, action.payment);
    const squares = draft.city(city).squares;
    squares[0] = learnedBy(squares[0], [action.player]);
    squares[1] = learnedBy(squares[1], [action.player]);
    draft.emit({ type: 'routesLooked', player: action.player, city, paid: 1 }, [
      {
        player: action.player,
        detail: { values: [squares[0].value, squares[1].value], payment: action.payment },
      },
    ]);
  },
  options: (state, player) => {
    const turn = turnOf(state);
    const p = state.players[player];
    if (turn.moves > 0 || turn.acting || unitsHeld(p) === 0) return null;
    if (knowsBoth(state.cities[p.cog as number].squares, player)) return null;
    return { type: 'lookAtRoutes', payWith: { goods: { ...p.goods }, markers: [...p.markers] } };
  },
  expand: (legal, player) =>
    payments(legal.payWith, 1).map((payment) => ({ type: 'lookAtRoutes', player, payment })),
});
