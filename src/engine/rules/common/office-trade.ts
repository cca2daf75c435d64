// Trading with offices (K-71): a cog trades with another player's office in its city when
// that player accepts: goods to and from the office, markers to and from the owner's hand.
// Offers share the player-trade offer list (K-46, N-12), marked with the office they name;
// the offer and accept rules use these checks and effects for such offers.
import type { OfferTrade } from './offer-shape';
import { refusal, type EngineError } from '../../vocabulary/errors';
import { hasGoods, moveGoods } from '../../vocabulary/goods';
import { giveMarkers, holdsMarkers, takeMarkers } from '../../vocabulary/markers';
import type { OfficeRef } from '../../vocabulary/advanced-schemas';
import type { GameState, Holdings, Offer } from '../../vocabulary/state';
import type { Draft } from '../draft';
import { ruleOff } from './advanced-option';
import { removeOffer, secretsOf } from './offers';
import { freezeRefusal, officeOwnerRefusal } from './freeze';
import { canTradeWith, isEmptyHoldings, officeAt } from './office-offers';

export type OfficeOfferAction = OfferTrade & { office: OfficeRef };
export type OfficeOffer = Offer & { office: OfficeRef };

interface Terms {
  from: number;
  office: OfficeRef;
  give: Holdings;
  receive: Holdings;
}

/**
 * N-74: what both offering and accepting need. The owner's markers are checked only when the
 * owner accepts (`ownerPays`): refusing or dropping an offer for them would tell the offerer
 * what the owner's hidden hand holds (K-60), as with trades between cogs (K-46).
 */
function termsRefusal(state: GameState, t: Terms, ownerPays = false, offererPays = true): EngineError | null {
  const off = ruleOff(state, 'officeTrading');
  if (off) return off;
  const office = officeAt(state, t.office);
  if (office === null || office.owner === t.from) return refusal('NO_SUCH_OFFICE', { city: t.office.city });
  if (!canTradeWith(state, t.from, t.office)) return refusal('NOT_IN_SAME_CITY', { player: office.owner });
  const frozen = freezeRefusal(state, t.from) ?? officeOwnerRefusal(state, office.owner);
  if (frozen) return frozen;
  if (!hasGoods(office.goods, t.receive.goods)) return refusal('OFFICE_LACKS_GOODS', { city: t.office.city });
  if (ownerPays && !holdsMarkers(state.players[office.owner].markers, t.receive.markers))
    return refusal('PARTNER_CANNOT_PAY', { player: office.owner });
  const p = state.players[t.from];
  if (offererPays && (!hasGoods(p.goods, t.give.goods) || !holdsMarkers(p.markers, t.give.markers)))
    return refusal('CANNOT_AFFORD');
  return null;
}

/** K-71.1, K-71.2, N-74: whether the cog's owner may make this offer to the office's owner. */
export function officeOfferRefusal(state: GameState, action: OfficeOfferAction): EngineError | null {
  if (isEmptyHoldings(action.give) && isEmptyHoldings(action.receive)) return refusal('EMPTY_OFFER');
  const terms = termsRefusal(state, { from: action.player, ...action });
  if (terms) return terms;
  const owner = officeAt(state, action.office)?.owner;
  return owner === action.to ? null : refusal('NO_SUCH_OFFICE', { city: action.office.city });
}

/** The offer goes on the list; the office's owner will answer (K-71.2). */
export function makeOfficeOffer(draft: Draft, action: OfficeOfferAction): void {
  const { state } = draft;
  const offer: OfficeOffer = {
    id: state.nextOfferId,
    from: action.player,
    to: action.to,
    give: action.give,
    receive: action.receive,
    office: { ...action.office },
  };
  state.nextOfferId += 1;
  state.offers.push(offer);
  draft.emit({ type: 'tradeOffered', offer: offer.id, from: offer.from, to: offer.to }, secretsOf(offer));
}

/** N-74: accepting checks everything again; the office owner pays the markers, the office the goods. */
export function officeAcceptRefusal(state: GameState, offer: OfficeOffer): EngineError | null {
  return termsRefusal(state, offer, true);
}

/**
 * Whether the office's owner is offered Accept: everything the owner can know (the office's
 * public goods, their own markers, where the cog lies). What the offerer holds is hidden from
 * the owner, and an offer the offerer can no longer pay lapses (N-74), so it is left out here.
 */
export function officeOfferAcceptable(state: GameState, offer: OfficeOffer): boolean {
  return termsRefusal(state, offer, true, false) === null;
}

/** K-71.3, K-71.4: goods between the cog and the office, markers between the two hands. */
export function acceptOfficeOffer(draft: Draft, offer: OfficeOffer): void {
  const { state } = draft;
  const office = draft.city(offer.office.city).offices[offer.office.slot];
  const cog = state.players[offer.from];
  const owner = state.players[office.owner];
  moveGoods(cog.goods, office.goods, offer.give.goods);
  moveGoods(office.goods, cog.goods, offer.receive.goods);
  takeMarkers(cog.markers, offer.give.markers);
  giveMarkers(owner.markers, offer.give.markers);
  takeMarkers(owner.markers, offer.receive.markers);
  giveMarkers(cog.markers, offer.receive.markers);
  removeOffer(state, offer.id);
  draft.emit({ type: 'tradeAccepted', offer: offer.id, from: offer.from, to: offer.to }, secretsOf(offer));
}

/** N-74: an office offer stands while its terms can be met. */
export function officeOfferStands(state: GameState, offer: OfficeOffer): boolean {
  return termsRefusal(state, offer) === null;
}
