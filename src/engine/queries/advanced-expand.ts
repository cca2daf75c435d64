// The advanced rules' listings (K-70 … K-73) turned into concrete actions (expand.ts), and a
// few sample offers to other players' offices (K-71).
import { GOODS, MARKER_VALUES } from '../vocabulary/constants';
import { noGoods, type Goods } from '../vocabulary/goods';
import type { Action, Payment } from '../vocabulary/actions';
import { enumerateBids } from '../rules/common/bidding';
import type { LegalAction } from '../rules/rule';

export type AdvancedLegalAction = Extract<
  LegalAction,
  {
    type:
      | 'startSwap'
      | 'payTax'
      | 'lookAtRoutes'
      | 'challenge'
      | 'declineConflict'
      | 'conflictBid'
      | 'demandGoods'
      | 'pushLoser';
  }
>;

export function expandAdvanced(
  legal: AdvancedLegalAction,
  player: number,
  limit: number,
  payments: (hold: { goods: Goods; markers: number[] }, cost: number) => Payment[][],
): Action[] {
  switch (legal.type) {
    case 'startSwap':
      return [
        { type: 'startSwap', player, swap: null },
        ...legal.squares.flatMap((square) =>
          legal.markers.map((marker) => ({ type: 'startSwap' as const, player, swap: { square, marker } })),
        ),
      ];
    case 'payTax':
      return legal.goods.map((good) => ({ type: 'payTax', player, good }));
    case 'lookAtRoutes':
      return payments(legal.payWith, 1).map((payment) => ({ type: 'lookAtRoutes', player, payment }));
    case 'challenge':
      return legal.opponents.map((opponent) => ({ type: 'challenge', player, opponent }));
    case 'declineConflict':
      return [{ type: 'declineConflict', player }];
    case 'conflictBid':
      return [[], ...enumerateBids(legal.hand, [], limit - 1)].map((markers) => ({
        type: 'conflictBid',
        player,
        markers,
      }));
    case 'demandGoods':
      return demands(legal.limit).map((goods) => ({ type: 'demandGoods', player, goods }));
    case 'pushLoser':
      return [null, ...legal.squares.map((s) => s.square)].map((square) => ({
        type: 'pushLoser',
        player,
        square,
      }));
  }
}

/** Every demand of at most `limit` goods (35 for three). */
function demands(limit: number): Goods[] {
  const out: Goods[] = [];
  const walk = (i: number, left: number, acc: Goods): void => {
    if (i === GOODS.length) return void out.push({ ...acc });
    for (let n = 0; n <= left; n++) walk(i + 1, left - n, { ...acc, [GOODS[i]]: n });
  };
  walk(0, limit, noGoods());
  return out;
}

/** K-71: a few sample office offers: one good or marker given into the office, one good taken from it. */
export function sampleOfficeOffers(
  player: number,
  offices: readonly { city: number; slot: 0 | 1; owner: number; goods: Goods }[],
  goods: Goods,
  markers: readonly number[],
): Action[] {
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
