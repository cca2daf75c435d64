// The hidden goods of a determinised state (determinize.ts): what the box's 66 leave over
// once the view's goods are counted, and their deal to the holds the viewer cannot see.
import { GOODS, GOOD_SUPPLY, type Good } from '../vocabulary/constants';
import type { Goods } from '../vocabulary/goods';
import type { Dice } from '../vocabulary/random';
import type { Player } from '../vocabulary/state';
import type { PlayerView } from './views';

/** Hidden goods left to deal, cheapest kind first, and who receives how many, in order. */
export interface GoodsDeal {
  units: Good[];
  to: { player: number; count: number }[];
}

/**
 * K-2: the 66 goods less those the view shows, and who receives how many of them (the public
 * sizes of hidden holds). A raider about to pick knows the victim's hold: it is the two piles.
 */
export function goodsPlan(view: PlayerView, players: Player[]): GoodsDeal {
  const pool: Goods = { ...GOOD_SUPPLY };
  const take = (g: Goods) => GOODS.forEach((k) => (pool[k] -= g[k]));
  take(view.reserve.goods);
  for (const c of view.cities) {
    take(c.goods);
    for (const o of c.offices) take(o.goods);
  }
  const hidden: number[] = [];
  players.forEach((p, i) => {
    if (i === view.viewer || view.players[i].goods !== null) take(p.goods);
    else hidden.push(i);
  });
  const victim = knownVictim(view);
  if (victim !== null && view.raidPiles) {
    const [a, b] = view.raidPiles;
    players[victim].goods = {
      ore: a.ore + b.ore,
      fur: a.fur + b.fur,
      amber: a.amber + b.amber,
      salt: a.salt + b.salt,
    };
    take(players[victim].goods);
  }
  const units = GOODS.flatMap((g) => Array<Good>(Math.max(0, pool[g])).fill(g));
  const to = hidden
    .filter((i) => i !== victim)
    .map((player) => ({ player, count: view.players[player].goodsCount }));
  const dealt = to.reduce((n, t) => n + t.count, 0);
  if (dealt !== units.length)
    throw new RangeError(`view inconsistent: ${units.length} hidden goods, ${dealt} dealt`);
  return { units, to };
}

/** The hidden goods dealt to the hidden holds. */
export function dealGoods(deal: GoodsDeal, players: Player[], dice: Dice): void {
  const units = dice.shuffle(deal.units.slice());
  let at = 0;
  for (const { player, count } of deal.to) {
    const goods = players[player].goods;
    for (let k = 0; k < count; k++) goods[units[at++]] += 1;
  }
}

/** The victim whose hold the viewer knows from the piles (raider, victim hidden, pick stage). */
function knownVictim(view: PlayerView): number | null {
  const phase = view.phase;
  if (phase.kind !== 'turn' || !phase.raid || phase.raid.victim === null) return null;
  const r = phase.raid;
  const hiddenVictim = r.victim !== view.viewer && view.players[r.victim as number].goods === null;
  return r.stage === 'pick' && hiddenVictim && view.raidPiles ? r.victim : null;
}
