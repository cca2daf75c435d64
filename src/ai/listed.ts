// Whether an action is one that the legal listing allows: the last check before a computer
// player's choice leaves it, since the choice was made on a sampled state (K-60: the cup's
// contents, for one, are not in the view).
import {
  GOODS,
  isLegalCityTrade,
  isRepeatedBid,
  totalGoods,
  type Action,
  type Goods,
  type LegalAction,
} from '../engine/play';

function within(a: Goods, b: Goods): boolean {
  return GOODS.every((g) => a[g] >= 0 && a[g] <= b[g]);
}

function holdsAll(counts: readonly number[], values: readonly number[]): boolean {
  const left = [...counts];
  for (const v of values) if (!(left[v]-- > 0)) return false;
  return true;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function isListed(action: Action, legal: readonly LegalAction[]): boolean {
  return legal.some((l) => matches(action, l));
}

function matches(a: Action, l: LegalAction): boolean {
  if (a.type !== l.type) return false;
  switch (l.type) {
    case 'chooseStart':
      return a.type === l.type && l.markers.includes(a.marker);
    case 'bid':
      return a.type === l.type && holdsAll(l.hand, a.markers) && !isRepeatedBid(a.markers, l.forbidden);
    case 'moveGuildMaster':
      return a.type === l.type && l.options.some((o) => o.steps === a.steps);
    case 'sail': {
      if (a.type !== l.type) return false;
      const route = l.routes.find((r) => r.route === a.route);
      const goods = a.payment.flatMap((p) => ('good' in p ? [p.good] : []));
      const markers = a.payment.flatMap((p) => ('marker' in p ? [p.marker] : []));
      const paid = { ore: 0, fur: 0, amber: 0, salt: 0 };
      for (const g of goods) paid[g] += 1;
      return (
        route !== undefined &&
        a.payment.length === route.cost &&
        within(paid, l.payWith.goods) &&
        holdsAll(l.payWith.markers, markers)
      );
    }
    case 'gmTrade':
      return a.type === l.type && l.trades.some((t) => same(t, a.trade));
    case 'buyMarkers':
      return a.type === l.type && l.pairs.includes(a.pair) && l.goods.includes(a.good);
    case 'cityTrade':
      return (
        a.type === l.type &&
        within(a.give, l.canGive) &&
        within(a.receive, l.canReceive) &&
        totalGoods(a.give) > 0 &&
        isLegalCityTrade(a.give, a.receive, l.ratio)
      );
    case 'changeRoute':
      return a.type === l.type && l.squares.includes(a.square) && l.markers.includes(a.marker);
    case 'raid':
      return a.type === l.type && l.targets.some((t) => same(t, a.target));
    case 'splitGoods':
      return a.type === l.type && l.splits.some((s) => same(s, a.pile));
    case 'moveRaider':
      return a.type === l.type && l.squares.some((s) => s.square === a.square);
    case 'acceptTrade':
    case 'declineTrade':
    case 'withdrawTrade':
      return (
        (a.type === 'acceptTrade' || a.type === 'declineTrade' || a.type === 'withdrawTrade') &&
        l.offers.includes(a.offer)
      );
    case 'setAutoCollect':
      return a.type === l.type && a.on === l.on;
    default:
      // takePile, collectOffice, buildOffice, endTurn, offerTrade: listed means allowed.
      return l.type !== 'offerTrade';
  }
}
