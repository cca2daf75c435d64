// Trading with offices (K-71): a cog trades with another player's office in its city when
// that player accepts: goods to and from the office, markers to and from the owner's hand.
// Offers share the player-trade offer list (K-46, N-12), marked with the office they name.
import { demand, Rejection } from '../errors';
import { moveGoods } from '../goods';
import { giveMarkers, takeMarkers } from '../markers';
import type { Play } from '../play';
import type { ActionOf } from '../actions';
import type { GameState, Offer } from '../state';
import { canTradeWith, isEmptyHoldings, officeAt } from './office-offers';
import { hasGoods } from '../goods';
import { holdsMarkers } from '../markers';
import type { OfficeRef } from './schemas';

type OfferAction = ActionOf<'offerTrade'> & { office: OfficeRef };

/** Checks shared by offering and accepting (N-74). */
function checkOfficeTrade(
  state: GameState,
  from: number,
  ref: OfficeRef,
  offer: Pick<Offer, 'give' | 'receive'>,
): void {
  demand(state.options.officeTrading, 'RULE_NOT_IN_GAME', { rule: 'officeTrading' });
  const office = officeAt(state, ref);
  demand(office !== null && office.owner !== from, 'NO_SUCH_OFFICE', { city: ref.city });
  demand(canTradeWith(state, from, ref), 'NOT_IN_SAME_CITY', { city: ref.city });
  demand(hasGoods(office.goods, offer.receive.goods), 'OFFICE_LACKS_GOODS', { city: ref.city });
  demand(holdsMarkers(state.players[office.owner].markers, offer.receive.markers), 'CANNOT_AFFORD', {
    player: office.owner,
  });
  const p = state.players[from];
  demand(
    hasGoods(p.goods, offer.give.goods) && holdsMarkers(p.markers, offer.give.markers),
    'CANNOT_AFFORD',
    {
      player: from,
    },
  );
}

/** K-71.1, K-71.2: the cog's owner offers; the office's owner will answer. */
export function offerOfficeTrade(play: Play, action: OfferAction, underRaid: boolean): void {
  const { state } = play;
  demand(!underRaid, 'DECISION_PENDING', { player: action.player });
  demand(!isEmptyHoldings(action.give) || !isEmptyHoldings(action.receive), 'EMPTY_OFFER');
  checkOfficeTrade(state, action.player, action.office, action);
  const owner = (officeAt(state, action.office) as { owner: number }).owner;
  demand(owner === action.to, 'NO_SUCH_OFFICE', { city: action.office.city });
  const offer: Offer = {
    id: state.nextOfferId,
    from: action.player,
    to: owner,
    give: action.give,
    receive: action.receive,
    office: { ...action.office },
  };
  state.nextOfferId += 1;
  state.offers.push(offer);
  const detail = { give: offer.give, receive: offer.receive, office: offer.office };
  play.emit({ type: 'tradeOffered', offer: offer.id, from: offer.from, to: offer.to }, [
    { player: offer.from, detail },
    { player: offer.to, detail },
  ]);
}

/** K-71.3, K-71.4: goods between the cog and the office, markers between the two hands. */
export function acceptOfficeTrade(
  play: Play,
  offer: Offer & { office: OfficeRef },
  underRaid: boolean,
): void {
  const { state } = play;
  demand(!underRaid, 'DECISION_PENDING', { player: offer.from });
  checkOfficeTrade(state, offer.from, offer.office, offer);
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
  const detail = { give: offer.give, receive: offer.receive, office: offer.office };
  play.emit({ type: 'tradeAccepted', offer: offer.id, from: offer.from, to: offer.to }, [
    { player: offer.from, detail },
    { player: offer.to, detail },
  ]);
}

/** N-74: an office offer stands while the cog is there, the offerer can pay and the office holds what was asked. */
export function officeOfferStands(
  state: GameState,
  offer: Offer & { office: OfficeRef },
  underRaid: boolean,
): boolean {
  if (underRaid) return false;
  try {
    checkOfficeTrade(state, offer.from, offer.office, offer);
    return true;
  } catch (error) {
    if (error instanceof Rejection) return false;
    throw error;
  }
}
