// K-46: the player who made an offer withdraws it.
import { refusal } from '../vocabulary/errors';
import { findOffer, removeOffer } from './common/offers';
import { anyone, rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, offer }: ShapeKit) =>
  z.object({ type: z.literal('withdrawTrade'), player, offer });

/** What legalActions lists for it. */
type Choices = { type: 'withdrawTrade'; offers: number[] };

export const withdrawTrade = rule(shape)<Choices>({
  phases: 'anyTime',
  takeBack: false,
  who: anyone,
  check: (state, action) => {
    const offer = findOffer(state, action.offer);
    if (!offer) return refusal('OFFER_UNKNOWN', { offer: action.offer });
    return offer.from === action.player ? null : refusal('NOT_YOUR_DECISION', { owners: [offer.from] });
  },
  apply: (draft, action) => {
    const offer = findOffer(draft.state, action.offer);
    if (!offer) return;
    removeOffer(draft.state, offer.id);
    draft.emit({ type: 'tradeWithdrawn', offer: offer.id, from: offer.from, to: offer.to });
  },
  options: (state, player) => {
    const offers = state.offers.filter((o) => o.from === player).map((o) => o.id);
    return offers.length > 0 ? { type: 'withdrawTrade', offers } : null;
  },
  expand: (legal, player) => legal.offers.map((offer) => ({ type: 'withdrawTrade', player, offer })),
});
