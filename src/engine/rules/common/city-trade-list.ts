// The city trades a player could make (K-44), up to a limit: every pair of sub-multisets of
// what may be given and received whose ratio the city accepts.
import { GOODS } from '../../vocabulary/constants';
import { noGoods, type Goods } from '../../vocabulary/goods';
import { isLegalCityTrade } from './trade-batch';

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

export function cityTrades(
  canGive: Goods,
  canReceive: Goods,
  ratio: number,
  limit: number,
): [Goods, Goods][] {
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
