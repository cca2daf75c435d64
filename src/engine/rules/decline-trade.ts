// K-46: the player an offer was made to declines it.
import { refusal } from '../vocabulary/errors';
import { findOffer, removeOffer } from './common/offers';
import { anyone, rule } from './rule';

export const declineTrade = rule<'declineTrade'>({
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
