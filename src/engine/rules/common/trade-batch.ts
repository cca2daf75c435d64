// K-44: whether a batch of goods given for goods received is a legal city trade.
import { GOODS, type Good } from '../../vocabulary/constants';
import { totalGoods, type Goods } from '../../vocabulary/goods';

/**
 * Whether some assignment of received goods to given goods exists in which every given good
 * brings 1 to `ratio` goods, none of its own kind. A max-flow over kinds: given kind → other
 * received kinds. Each given kind must carry at least its count (one per piece) and at most
 * ratio × its count. First the minimum is routed, then the rest; augmenting paths never
 * lower what a given kind already carries, so the minimum holds.
 */
export function isLegalCityTrade(give: Goods, receive: Goods, ratio: number): boolean {
  const given = totalGoods(give);
  const received = totalGoods(receive);
  if (given === 0 || received < given || received > ratio * given) return false;
  const carried: Record<Good, number> = { ore: 0, fur: 0, amber: 0, salt: 0 };
  const left: Record<Good, number> = { ...receive };
  const flow = new Map<string, number>();
  const route = (cap: (g: Good) => number): void => {
    let found = true;
    while (found)
      found = GOODS.some((g) => carried[g] < cap(g) && augment(g, new Set(), carried, left, flow));
  };
  route((g) => give[g]);
  if (GOODS.some((g) => carried[g] < give[g])) return false;
  route((g) => ratio * give[g]);
  return GOODS.every((g) => left[g] === 0);
}

/**
 * Finds one more unit of flow from given kind `g` to some received kind still left,
 * re-routing earlier units through other given kinds when needed (a DFS over kinds).
 */
function augment(
  g: Good,
  seen: Set<Good>,
  carried: Record<Good, number>,
  left: Record<Good, number>,
  flow: Map<string, number>,
): boolean {
  seen.add(g);
  for (const r of GOODS) {
    if (r === g) continue;
    if (left[r] > 0) {
      left[r] -= 1;
      carried[g] += 1;
      flow.set(g + r, (flow.get(g + r) ?? 0) + 1);
      return true;
    }
  }
  // No free received good: take a unit of kind r that another given kind h carries, and
  // let h find another (h keeps its carried count, so its minimum is not lowered).
  for (const r of GOODS) {
    if (r === g) continue;
    for (const h of GOODS) {
      if (h === r || h === g || seen.has(h) || (flow.get(h + r) ?? 0) === 0) continue;
      flow.set(h + r, (flow.get(h + r) as number) - 1);
      carried[h] -= 1;
      if (augment(h, seen, carried, left, flow)) {
        flow.set(g + r, (flow.get(g + r) ?? 0) + 1);
        carried[g] += 1;
        return true;
      }
      flow.set(h + r, (flow.get(h + r) as number) + 1);
      carried[h] += 1;
    }
  }
  return false;
}
