// Turns legalActions' listing into concrete actions: all of them where they are few, up to
// a limit where they multiply (bids, city trades). Tests use it to check that everything
// listed is accepted; the AI searches over it.
import { GOODS, MARKER_VALUES, type Good } from '../vocabulary/constants';
import { enumerateBids } from '../rules/common/bidding';
import { isLegalCityTrade } from '../rules/common/trade-batch';
import { noGoods, type Goods } from '../vocabulary/goods';
import { legalActions, type LegalAction } from './legal';
import type { Action, Payment } from '../vocabulary/actions';
import type { GameState } from '../vocabulary/state';
import { expandAdvanced, sampleOfficeOffers } from './advanced-expand';

export function concreteActions(state: GameState, player: number, limitPerKind = 200): Action[] {
  return legalActions(state, player).flatMap((legal) => expand(legal, player, limitPerKind));
}

export function expand(legal: LegalAction, player: number, limit = 200): Action[] {
  switch (legal.type) {
    case 'chooseStart':
      return legal.markers.map((marker) => ({ type: 'chooseStart', player, marker }));
    case 'bid':
      return enumerateBids(legal.hand, legal.forbidden, limit).map((markers) => ({
        type: 'bid',
        player,
        markers,
      }));
    case 'moveGuildMaster':
      return legal.options.map((o) => ({ type: 'moveGuildMaster', player, steps: o.steps }));
    case 'sail':
      return legal.routes.flatMap((r) =>
        payments(legal.payWith, r.cost).map((payment) => ({
          type: 'sail' as const,
          player,
          route: r.route,
          payment,
        })),
      );
    case 'collectOffice':
    case 'buildOffice':
    case 'endTurn':
      return [{ type: legal.type, player }];
    case 'gmTrade':
      return legal.trades.map((trade) => ({ type: 'gmTrade', player, trade }));
    case 'buyMarkers':
      return legal.pairs.flatMap((pair) =>
        legal.goods.map((good) => ({ type: 'buyMarkers' as const, player, pair, good })),
      );
    case 'cityTrade':
      return cityTrades(legal.canGive, legal.canReceive, legal.ratio, limit).map(([give, receive]) => ({
        type: 'cityTrade',
        player,
        give,
        receive,
      }));
    case 'changeRoute':
      return legal.squares.flatMap((square) =>
        legal.markers.map((marker) => ({ type: 'changeRoute' as const, player, square, marker })),
      );
    case 'raid':
      return legal.targets.map((target) => ({ type: 'raid', player, target }));
    case 'splitGoods':
      return legal.splits.map((pile) => ({ type: 'splitGoods', player, pile }));
    case 'takePile':
      return [0, 1].map((pile) => ({ type: 'takePile', player, pile: pile as 0 | 1 }));
    case 'moveRaider':
      return legal.squares.map((s) => ({ type: 'moveRaider', player, square: s.square }));
    case 'offerTrade':
      return [
        ...legal.partners.flatMap((to) =>
          sampleOffers(legal.goods, legal.markers).map((o) => ({
            type: 'offerTrade' as const,
            player,
            to,
            ...o,
          })),
        ),
        ...sampleOfficeOffers(player, legal.offices, legal.goods, legal.markers),
      ];
    case 'acceptTrade':
    case 'declineTrade':
    case 'withdrawTrade':
      return legal.offers.map((offer) => ({ type: legal.type, player, offer }));
    case 'setAutoCollect':
      return [{ type: 'setAutoCollect', player, on: legal.on }];
    default:
      return expandAdvanced(legal, player, limit, payments);
  }
}

/** Every way to pay `cost` units (goods or markers) out of the holdings, as multisets. */
export function payments(hold: { goods: Goods; markers: number[] }, cost: number): Payment[][] {
  const units: Payment[] = [
    ...GOODS.map((good) => ({ good })),
    ...MARKER_VALUES.map((marker) => ({ marker })),
  ];
  const left = (u: Payment) => ('good' in u ? hold.goods[u.good] : hold.markers[u.marker]);
  const out: Payment[][] = [];
  const walk = (from: number, chosen: Payment[], used: Map<number, number>): void => {
    if (chosen.length === cost) return void out.push([...chosen]);
    for (let i = from; i < units.length; i++) {
      if ((used.get(i) ?? 0) >= left(units[i])) continue;
      used.set(i, (used.get(i) ?? 0) + 1);
      walk(i, [...chosen, units[i]], used);
      used.set(i, (used.get(i) as number) - 1);
    }
  };
  walk(0, [], new Map());
  return out;
}

/** Sub-multisets of `goods`, the empty one included. */
function subsets(goods: Goods): Goods[] {
  let out: Goods[] = [noGoods()];
  for (const g of GOODS) {
    const next: Goods[] = [];
    for (const base of out) for (let n = 0; n <= goods[g]; n++) next.push({ ...base, [g]: n });
    out = next;
  }
  return out;
}

function cityTrades(canGive: Goods, canReceive: Goods, ratio: number, limit: number): [Goods, Goods][] {
  const out: [Goods, Goods][] = [];
  const receives = subsets(canReceive);
  for (const give of subsets(canGive)) {
    for (const receive of receives) {
      if (out.length >= limit) return out;
      if (isLegalCityTrade(give, receive, ratio)) out.push([give, receive]);
    }
  }
  return out;
}

/** A few sample offers: a gift of one of each thing held, and a request for one good. */
function sampleOffers(goods: Goods, markers: number[]) {
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
