// K-46: trading between players, at any time, between two cogs in the same city: goods and
// markers on any terms both accept. Offers are re-checked when accepted and dropped when
// the cogs part or the offerer can no longer pay.
import { demand, reject } from './errors';
import { hasGoods, moveGoods, totalGoods } from './goods';
import { holdsMarkers, takeMarkers, giveMarkers } from './markers';
import type { Play } from './play';
import type { ActionOf } from './actions';
import type { GameState, Holdings, Offer } from './state';
import {
  acceptOfficeOffer,
  makeOfficeOffer,
  officeAcceptRefusal,
  officeOfferRefusal,
  officeOfferStands,
} from './advanced/office-trade';

/** K-46: two cogs that may trade now: in the same city, and neither's goods under a raid split. */
export function together(state: GameState, a: number, b: number): boolean {
  const cogA = state.players[a].cog;
  return (
    a !== b && cogA !== null && cogA === state.players[b].cog && !underRaid(state, a) && !underRaid(state, b)
  );
}

/**
 * K-45a with K-46: from the raid until the raider has taken a pile, the victim's goods are
 * being divided and cannot change hands; the piles were fixed at the split, so a trade in
 * between would let the raider take goods that are gone.
 */
export function underRaid(state: GameState, player: number): boolean {
  const raid = state.phase.kind === 'turn' ? state.phase.turn.raid : null;
  return (
    raid !== null &&
    raid.target.kind === 'cog' &&
    raid.target.victim === player &&
    raid.stage !== 'destination'
  );
}

function demandNotUnderRaid(state: GameState, ...players: number[]): void {
  for (const player of players) demand(!underRaid(state, player), 'DECISION_PENDING', { player });
}

export function holds(state: GameState, player: number, holdings: Holdings): boolean {
  const p = state.players[player];
  return hasGoods(p.goods, holdings.goods) && holdsMarkers(p.markers, holdings.markers);
}

function isEmpty(h: Holdings): boolean {
  return totalGoods(h.goods) === 0 && h.markers.length === 0;
}

export function offerTrade(play: Play, action: ActionOf<'offerTrade'>): void {
  const { state } = play;
  // K-71: an offer to another player's office.
  if (action.office) {
    const officeAction = { ...action, office: action.office };
    const refusal = officeOfferRefusal(state, officeAction, underRaid(state, action.player));
    if (refusal) reject(refusal.code, { ...refusal.data });
    return makeOfficeOffer(play, officeAction);
  }
  demand(action.to < state.players.length && action.to !== action.player, 'UNKNOWN_PLAYER', {
    player: action.to,
  });
  demandNotUnderRaid(state, action.player, action.to);
  demand(together(state, action.player, action.to), 'NOT_IN_SAME_CITY', { player: action.to });
  demand(!isEmpty(action.give) || !isEmpty(action.receive), 'EMPTY_OFFER');
  demand(holds(state, action.player, action.give), 'CANNOT_AFFORD');
  const offer: Offer = {
    id: state.nextOfferId,
    from: action.player,
    to: action.to,
    give: action.give,
    receive: action.receive,
  };
  state.nextOfferId += 1;
  state.offers.push(offer);
  play.emit({ type: 'tradeOffered', offer: offer.id, from: offer.from, to: offer.to }, secretsOf(offer));
}

function secretsOf(offer: Offer) {
  const detail = { give: offer.give, receive: offer.receive };
  return [
    { player: offer.from, detail },
    { player: offer.to, detail },
  ];
}

function findOffer(state: GameState, id: number): Offer {
  const offer = state.offers.find((o) => o.id === id);
  demand(offer !== undefined, 'OFFER_UNKNOWN', { offer: id });
  return offer;
}

function removeOffer(state: GameState, id: number): void {
  state.offers = state.offers.filter((o) => o.id !== id);
}

export function acceptTrade(play: Play, action: ActionOf<'acceptTrade'>): void {
  const { state } = play;
  const offer = findOffer(state, action.offer);
  demand(offer.to === action.player, 'NOT_YOUR_DECISION', { owner: offer.to });
  if (offer.office) {
    const officeOffer = { ...offer, office: offer.office };
    const refusal = officeAcceptRefusal(state, officeOffer, underRaid(state, offer.from));
    if (refusal) reject(refusal.code, { ...refusal.data });
    return acceptOfficeOffer(play, officeOffer);
  }
  demandNotUnderRaid(state, offer.from, offer.to);
  demand(together(state, offer.from, offer.to), 'NOT_IN_SAME_CITY', { player: offer.from });
  demand(holds(state, offer.from, offer.give), 'CANNOT_AFFORD', { player: offer.from });
  demand(holds(state, offer.to, offer.receive), 'CANNOT_AFFORD', { player: offer.to });
  exchange(state, offer.from, offer.to, offer.give);
  exchange(state, offer.to, offer.from, offer.receive);
  removeOffer(state, offer.id);
  play.emit({ type: 'tradeAccepted', offer: offer.id, from: offer.from, to: offer.to }, secretsOf(offer));
}

function exchange(state: GameState, from: number, to: number, h: Holdings): void {
  moveGoods(state.players[from].goods, state.players[to].goods, h.goods);
  takeMarkers(state.players[from].markers, h.markers);
  giveMarkers(state.players[to].markers, h.markers);
}

export function declineTrade(play: Play, action: ActionOf<'declineTrade'>): void {
  const offer = findOffer(play.state, action.offer);
  demand(offer.to === action.player, 'NOT_YOUR_DECISION', { owner: offer.to });
  removeOffer(play.state, offer.id);
  play.emit({ type: 'tradeDeclined', offer: offer.id, from: offer.from, to: offer.to });
}

export function withdrawTrade(play: Play, action: ActionOf<'withdrawTrade'>): void {
  const offer = findOffer(play.state, action.offer);
  demand(offer.from === action.player, 'NOT_YOUR_DECISION', { owner: offer.from });
  removeOffer(play.state, offer.id);
  play.emit({ type: 'tradeWithdrawn', offer: offer.id, from: offer.from, to: offer.to });
}

/** After every action: offers whose cogs parted (or cannot trade now) or whose offerer cannot pay are dropped. */
export function dropStaleOffers(play: Play): void {
  const { state } = play;
  for (const offer of [...state.offers]) {
    if (offer.office) {
      if (officeOfferStands(state, { ...offer, office: offer.office }, underRaid(state, offer.from)))
        continue;
    } else if (together(state, offer.from, offer.to) && holds(state, offer.from, offer.give)) continue;
    removeOffer(state, offer.id);
    play.emit({ type: 'tradeCancelled', offer: offer.id, from: offer.from, to: offer.to });
  }
}
