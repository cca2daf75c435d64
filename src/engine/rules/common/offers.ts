// K-46: trading between players, at any time, between two cogs in the same city: who may
// trade now, whether a side holds its part, and an offer's secret terms (N-12).
import { hasGoods } from '../../vocabulary/goods';
import { holdsMarkers } from '../../vocabulary/markers';
import type { SecretNote } from '../../vocabulary/events';
import type { GameState, Holdings, Offer } from '../../vocabulary/state';
import { freezeOf } from './freeze';

/** K-46: two cogs that may trade now: in the same city, and neither's goods frozen (freeze.ts). */
export function together(state: GameState, a: number, b: number): boolean {
  const cogA = state.players[a].cog;
  return (
    a !== b &&
    cogA !== null &&
    cogA === state.players[b].cog &&
    freezeOf(state, a) === null &&
    freezeOf(state, b) === null
  );
}

export function holds(state: GameState, player: number, holdings: Holdings): boolean {
  const p = state.players[player];
  return hasGoods(p.goods, holdings.goods) && holdsMarkers(p.markers, holdings.markers);
}

/** N-12: the terms are seen by the two players only. */
export function secretsOf(offer: Offer): SecretNote[] {
  const detail = { give: offer.give, receive: offer.receive };
  return [
    { player: offer.from, detail },
    { player: offer.to, detail },
  ];
}

export function findOffer(state: GameState, id: number): Offer | undefined {
  return state.offers.find((o) => o.id === id);
}

export function removeOffer(state: GameState, id: number): void {
  state.offers = state.offers.filter((o) => o.id !== id);
}
