// Every way to pay a cost in units of one good or one marker (K-31, K-73.8), for the rules
// that list their concrete actions (sail, the paid look) and for the panel's payment menus.
import type { Payment } from '../../vocabulary/actions';
import { GOODS, MARKER_VALUES } from '../../vocabulary/constants';
import type { Goods } from '../../vocabulary/goods';

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
