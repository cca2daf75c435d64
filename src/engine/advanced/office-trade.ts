// Trading with offices (K-71): a cog trades with another player's office in its city when
// that player accepts: goods to and from the office, markers to and from the owner's hand.
// Offers share the player-trade offer list (K-46, N-12), marked with the office they name;
// the offer and accept rules call these checks and effects for such offers.
import { demand, type EngineError } from '../errors';
import { hasGoods, moveGoods } from '../goods';
import { giveMarkers, holdsMarkers, takeMarkers } from '../markers';
import type { Play } from '../play';
import type { ActionOf } from '../actions';
import type { GameState, Holdings, Offer } from '../state';
import { canTradeWith, isEmptyHoldings, officeAt } from './office-offers';
import { refusalOf } from './rule';
import type { OfficeRef } from './schemas';

export type OfficeOfferAction = ActionOf<'offerTrade'> & { office: OfficeRef };
export type OfficeOffer = Offer & { office: OfficeRef };

interface Terms {
  from: number;
  office: OfficeRef;
  give: Holdings;
  receive: Holdings;
}

/** N-74: what both offering and accepting need, as demands. */
function demandTerms(state: GameState, t: Terms): void {
  demand(state.options.officeTrading, 'RULE_NOT_IN_GAME', { rule: 'officeTrading' });
  const office = officeAt(state, t.office);
  demand(office !== null && office.owner !== t.from, 'NO_SUCH_OFFICE', { city: t.office.city });
  demand(canTradeWith(state, t.from, t.office), 'NOT_IN_SAME_CITY', { player: office.owner });
  demand(hasGoods(office.goods, t.receive.goods), 'OFFICE_LACKS_GOODS', { city: t.office.city });
  demand(holdsMarkers(state.players[office.owner].markers, t.receive.markers), 'CANNOT_AFFORD', {
    player: office.owner,
  });
  const p = state.players[t.from];
  demand(hasGoods(p.goods, t.give.goods) && holdsMarkers(p.markers, t.give.markers), 'CANNOT_AFFORD', {
    player: t.from,
  });
}

/** K-71.1, K-71.2, N-74: whether the cog's owner may make this offer. */
export function officeOfferRefusal(
  state: GameState,
  action: OfficeOfferAction,
  underRaid: boolean,
): EngineError | null {
  return refusalOf(() => {
    demand(!underRaid, 'DECISION_PENDING', { player: action.player });
    demand(!isEmptyHoldings(action.give) || !isEmptyHoldings(action.receive), 'EMPTY_OFFER', {});
    demandTerms(state, { from: action.player, ...action });
    demand(officeAt(state, action.office)?.owner === action.to, 'NO_SUCH_OFFICE', {
      city: action.office.city,
    });
  });
}

/** The offer goes on the list; the office's owner will answer (K-71.2). */
export function makeOfficeOffer(play: Play, action: OfficeOfferAction): void {
  const { state } = play;
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
  play.emit({ type: 'tradeOffered', offer: offer.id, from: offer.from, to: offer.to }, termsFor(offer));
}

/** N-74: accepting checks everything again. */
export function officeAcceptRefusal(
  state: GameState,
  offer: OfficeOffer,
  underRaid: boolean,
): EngineError | null {
  return refusalOf(() => {
    demand(!underRaid, 'DECISION_PENDING', { player: offer.from });
    demandTerms(state, offer);
  });
}

/** K-71.3, K-71.4: goods between the cog and the office, markers between the two hands. */
export function acceptOfficeOffer(play: Play, offer: OfficeOffer): void {
  const { state } = play;
  const office = play.city(offer.office.city).offices[offer.office.slot];
  const cog = state.players[offer.from];
  const owner = state.players[office.owner];
  moveGoods(cog.goods, office.goods, offer.give.goods);
  moveGoods(office.goods, cog.goods, offer.receive.goods);
  takeMarkers(cog.markers, offer.give.markers);
  giveMarkers(owner.markers, offer.give.markers);
  takeMarkers(owner.markers, offer.receive.markers);
  giveMarkers(cog.markers, offer.receive.markers);
  state.offers = state.offers.filter((o) => o.id !== offer.id);
  play.emit({ type: 'tradeAccepted', offer: offer.id, from: offer.from, to: offer.to }, termsFor(offer));
}

/** N-74: an office offer stands while the cog is there, the offerer can pay and the office holds what was asked. */
export function officeOfferStands(state: GameState, offer: OfficeOffer, underRaid: boolean): boolean {
  return officeAcceptRefusal(state, offer, underRaid) === null;
}

/** N-12: the terms go to the two players only. */
function termsFor(offer: OfficeOffer) {
  const detail = { give: offer.give, receive: offer.receive, office: offer.office };
  return [
    { player: offer.from, detail },
    { player: offer.to, detail },
  ];
}
