// Goods as counts by kind: a cog's hold, a city's pile, an office, the reserve.
import { GOODS, type Good } from './constants';

export type Goods = Record<Good, number>;

export function noGoods(): Goods {
  return { ore: 0, fur: 0, amber: 0, salt: 0 };
}

export function goodsOf(good: Good, count: number): Goods {
  const goods = noGoods();
  goods[good] = count;
  return goods;
}

export function totalGoods(goods: Goods): number {
  return goods.ore + goods.fur + goods.amber + goods.salt;
}

/** True when `have` holds at least every piece of `want`. */
export function hasGoods(have: Goods, want: Goods): boolean {
  return have.ore >= want.ore && have.fur >= want.fur && have.amber >= want.amber && have.salt >= want.salt;
}

/** Moves `goods` from one pile to another; the caller has checked `from` holds them. */
export function moveGoods(from: Goods, to: Goods, goods: Goods): void {
  for (const g of GOODS) {
    from[g] -= goods[g];
    to[g] += goods[g];
  }
}

/** Moves everything in `from` to `to`; returns what moved. */
export function moveAllGoods(from: Goods, to: Goods): Goods {
  const moved = { ...from };
  moveGoods(from, to, moved);
  return moved;
}

export function addGoods(a: Goods, b: Goods): Goods {
  return { ore: a.ore + b.ore, fur: a.fur + b.fur, amber: a.amber + b.amber, salt: a.salt + b.salt };
}

export function subtractGoods(a: Goods, b: Goods): Goods {
  return { ore: a.ore - b.ore, fur: a.fur - b.fur, amber: a.amber - b.amber, salt: a.salt - b.salt };
}

export function sameGoods(a: Goods, b: Goods): boolean {
  return a.ore === b.ore && a.fur === b.fur && a.amber === b.amber && a.salt === b.salt;
}
