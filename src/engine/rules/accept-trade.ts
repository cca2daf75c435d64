// K-46: the player an offer was made to accepts it; both sides are checked again (N-12).
import { refusal } from '../vocabulary/errors';
import { moveGoods } from '../vocabulary/goods';
import { giveMarkers, takeMarkers } from '../vocabulary/markers';
import type { GameState, Holdings } from '../vocabulary/state';
import { findOffer, holds, removeOffer, secretsOf, together } from './common/offers';
import { freezeRefusal } from './common/freeze';
import { anyone, rule } from './rule';
import { acceptOfficeOffer, officeAcceptRefusal, officeOfferAcceptable } from './common/office-trade';
import type { ShapeKit } from '../vocabulary/actions';

function exchange(state: GameState, from: number, to: number, h: Holdings): void {
  moveGoods(state.players[from].goods, state.players[to].goods, h.goods);
  takeMarkers(state.players[from].markers, h.markers);
  giveMarkers(state.players[to].markers, h.markers);
}

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, offer }: ShapeKit) => z.object({ type: z.literal('acceptTrade'), player, offer });

/** What legalActions lists for it. */
type Choices = { type: 'acceptTrade'; offers: number[] };

export const acceptTrade = rule(shape)<Choices>({
  phases: 'anyTime',
  takeBack: false,
  who: anyone,
  check: (state, action) => {
    const offer = findOffer(state, action.offer);
    if (!offer) return refusal('OFFER_UNKNOWN', { offer: action.offer });
    if (offer.to !== action.player) return refusal('NOT_YOUR_DECISION', { owners: [offer.to] });
    // K-71: an offer to this player's office.
    if (offer.office) return officeAcceptRefusal(state, { ...offer, office: offer.office });
    const frozen = freezeRefusal(state, offer.from, offer.to);
    if (frozen) return frozen;
    if (!together(state, offer.from, offer.to)) return refusal('NOT_IN_SAME_CITY', { player: offer.from });
    if (!holds(state, offer.from, offer.give)) return refusal('PARTNER_CANNOT_PAY', { player: offer.from });
    return holds(state, offer.to, offer.receive) ? null : refusal('CANNOT_AFFORD');
  },
  apply: (draft, action) => {
    const { state } = draft;
    const offer = findOffer(state, action.offer);
    if (!offer) return;
    if (offer.office) return acceptOfficeOffer(draft, { ...offer, office: offer.office });
    exchange(state, offer.from, offer.to, offer.give);
    exchange(state, offer.to, offer.from, offer.receive);
    removeOffer(state, offer.id);
    draft.emit({ type: 'tradeAccepted', offer: offer.id, from: offer.from, to: offer.to }, secretsOf(offer));
  },
  options: (state, player) => {
    // K-71, N-74: an office's goods are paid from the office, not from its owner's cog.
    const offers = state.offers
      .filter((o) =>
        o.to !== player
          ? false
          : o.office
            ? officeOfferAcceptable(state, { ...o, office: o.office })
            : holds(state, player, o.receive),
      )
      .map((o) => o.id);
    return offers.length > 0 ? { type: 'acceptTrade', offers } : null;
  },
  expand: (legal, player) => legal.offers.map((offer) => ({ type: 'acceptTrade', player, offer })),
});
