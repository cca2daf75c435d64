// A few sample trade offers for the offer rule's concrete listing (K-46, K-71): offers
// multiply without end, so the listing gives a gift of one of each thing held and a request
// for one good, and to each office in reach one thing given and one good taken.
import type { OfferTrade } from './offer-shape';
import { GOODS, MARKER_VALUES, type Good } from '../../vocabulary/constants';
import { noGoods, type Goods } from '../../vocabulary/goods';

/** A few sample offers: a gift of one of each thing held, and a request for one good. */
export function sampleOffers(goods: Goods, markers: number[]) {
  const none = { goods: noGoods(), markers: [] as number[] };
  const gifts = [
    ...GOODS.filter((g) => goods[g] > 0).map((g: Good) => ({
      give: { goods: { ...noGoods(), [g]: 1 }, markers: [] },
      receive: none,
    })),
    ...MARKER_VALUES.filter((v) => markers[v] > 0).map((v) => ({
      give: { goods: noGoods(), markers: [v] },
      receive: none,
    })),
  ];
  return [...gifts, { give: none, receive: { goods: { ...noGoods(), ore: 1 }, markers: [] } }];
}

/** K-71: a few sample office offers: one good or marker given into the office, one good taken from it. */
export function sampleOfficeOffers(
  player: number,
  offices: readonly { city: number; slot: 0 | 1; owner: number; goods: Goods }[],
  goods: Goods,
  markers: readonly number[],
): OfferTrade[] {
  const none = { goods: noGoods(), markers: [] as number[] };
  return offices.flatMap((o) => {
    const base = { type: 'offerTrade' as const, player, to: o.owner, office: { city: o.city, slot: o.slot } };
    const gifts = GOODS.filter((g) => goods[g] > 0).map((g) => ({
      ...base,
      give: { goods: { ...noGoods(), [g]: 1 }, markers: [] },
      receive: none,
    }));
    const markerGifts = MARKER_VALUES.filter((v) => markers[v] > 0).map((v) => ({
      ...base,
      give: { goods: noGoods(), markers: [v] },
      receive: none,
    }));
    const takes = GOODS.filter((g) => o.goods[g] > 0).map((g) => ({
      ...base,
      give: none,
      receive: { goods: { ...noGoods(), [g]: 1 }, markers: [] },
    }));
    return [...gifts, ...markerGifts, ...takes];
  });
}
