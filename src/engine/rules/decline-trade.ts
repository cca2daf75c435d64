// K-46: the player an offer was made to declines it.
import { refusal } from '../vocabulary/errors';
import { findOffer, removeOffer } from './common/offers';
import { anyone, rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, offer }: ShapeKit) =>
  z.object({ type: z.literal('declineTrade'), player, offer });

/** What legalActions lists for it. */
type Choices = { type: 'declineTrade'; offers: number[] };

export const declineTrade = rule(shape)<Choices>({
  phases: 'anyTime',
  takeBack: false,
  who: anyone,
  check: (state, action) => {
    const offer = findOffer(state, action.offer);
    if (!offer) return refusal('OFFER_UNKNOWN', { offer: action.offer });
    return offer.to === action.player ? null : refusal('NOT_YOUR_DECISION', { owners: [offer.to] });
  },
  apply: (draft, action) => {
    const offer = findOffer(draft.state, action.offer);
    if (!offer) return;
    removeOffer(draft.state, offer.id);
    draft.emit({ type: 'tradeDeclined', offer: offer.id, from: offer.from, to: offer.to });
  },
  options: (state, player) => {
    const offers = state.offers.filter((o) => o.to === player).map((o) => o.id);
    return offers.length > 0 ? { type: 'declineTrade', offers } : null;
  },
  expand: (legal, player) => legal.offers.map((offer) => ({ type: 'declineTrade', player, offer })),
});
