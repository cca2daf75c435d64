// K-46: offering another player in the same city goods and markers on any terms. The public
// sees that an offer is open, not its terms (N-12).
import { refusal } from '../vocabulary/errors';
import { totalGoods, type Goods } from '../vocabulary/goods';
import type { Holdings, Offer } from '../vocabulary/state';
import { holds, secretsOf, together } from './common/offers';
import { freezeRefusal } from './common/freeze';
import { anyone, rule } from './rule';
import { makeOfficeOffer, officeOfferRefusal } from './common/office-trade';
import { officePartners } from './common/office-offers';
import { sampleOffers, sampleOfficeOffers } from './common/sample-offers';
import { offerTradeShape as shape } from './common/offer-shape';
import type { OfficeRef } from '../vocabulary/advanced-schemas';

const isEmpty = (h: Holdings) => totalGoods(h.goods) === 0 && h.markers.length === 0;

/** What legalActions lists for it. */
type Choices = {
  type: 'offerTrade';
  partners: number[];
  /** K-71: other players' offices in the cog's city, with their goods (public). */
  offices: (OfficeRef & { owner: number; goods: Goods })[];
  goods: Goods;
  markers: number[];
};

export const offerTrade = rule(shape)<Choices>({
  phases: 'anyTime',
  takeBack: false,
  who: anyone,
  check: (state, action) => {
    // K-71: an offer to another player's office.
    if (action.office) return officeOfferRefusal(state, { ...action, office: action.office });
    if (action.to >= state.players.length || action.to === action.player)
      return refusal('UNKNOWN_PLAYER', { player: action.to });
    const frozen = freezeRefusal(state, action.player, action.to);
    if (frozen) return frozen;
    if (!together(state, action.player, action.to)) return refusal('NOT_IN_SAME_CITY', { player: action.to });
    if (isEmpty(action.give) && isEmpty(action.receive)) return refusal('EMPTY_OFFER');
    return holds(state, action.player, action.give) ? null : refusal('CANNOT_AFFORD');
  },
  apply: (draft, action) => {
    const { state } = draft;
    if (action.office) return makeOfficeOffer(draft, { ...action, office: action.office });
    const offer: Offer = {
      id: state.nextOfferId,
      from: action.player,
      to: action.to,
      give: action.give,
      receive: action.receive,
    };
    state.nextOfferId += 1;
    state.offers.push(offer);
    draft.emit({ type: 'tradeOffered', offer: offer.id, from: offer.from, to: offer.to }, secretsOf(offer));
  },
  options: (state, player) => {
    // Plain loops: this runs for every player after every action (the AI and the fuzzers).
    const partners: number[] = [];
    for (let i = 0; i < state.players.length; i++) if (together(state, player, i)) partners.push(i);
    const offices = officePartners(state, player);
    if (partners.length === 0 && offices.length === 0) return null;
    const p = state.players[player];
    return { type: 'offerTrade', partners, offices, goods: { ...p.goods }, markers: [...p.markers] };
  },
  expand: (legal, player) => [
    ...legal.partners.flatMap((to) =>
      sampleOffers(legal.goods, legal.markers).map((o) => ({
        type: 'offerTrade' as const,
        player,
        to,
        ...o,
      })),
    ),
    ...sampleOfficeOffers(player, legal.offices, legal.goods, legal.markers),
  ],
});
