// K-44: the city trade a player would make: surplus goods (cheapest first) for goods the next
// office lacks, else for goods worth more VP. Built unit by unit, so each given good brings 1
// to `ratio` goods of other kinds and the batch is legal by construction.
import {
  GOODS,
  GOOD_VP,
  isLegalCityTrade,
  noGoods,
  type GameState,
  type Good,
  type Goods,
} from '../../engine';
import { bestTarget, goodWorth, kindsFor, type Target } from './worth';

export interface CityTradePlan {
  give: Goods;
  receive: Goods;
  gain: number;
}

/** The best trade of `goods` with city pile `pile`, or null when none gains anything. */
export function planCityTrade(
  state: GameState,
  player: number,
  goods: Goods,
  pile: Goods,
  ratio: number,
  /**
   * Check the batch with the engine's flow test (K-44). The plan is legal by construction; a
   * voyage's scoring, which weighs it at every path's end, skips the check (the search's
   * costliest part); the trade actually offered is checked.
   */
  check = true,
): CityTradePlan | null {
  // Nothing to take, or nothing to give: no trade (the common case in a playout).
  if (pile.ore + pile.fur + pile.amber + pile.salt === 0) return null;
  if (goods.ore + goods.fur + goods.amber + goods.salt === 0) return null;
  const markers = state.players[player].markers;
  const target = bestTarget(state, player, goods, markers);
  const wanted = new Set<Good>(target ? kindsFor(target.city).filter((g) => goods[g] === 0) : []);
  const kept = reserved(goods, target);
  const give = noGoods();
  const receive = noGoods();
  const left = { ...pile };
  let gain = 0;
  // Surplus units first, cheapest first: what the target does not need beyond one of each
  // kind (GOODS runs from the cheapest good to the dearest, so no sort is needed). Then the
  // kept units, at a premium: a short hold trades them too rather than sail about idle.
  for (const [g, n, premium] of unitsToOffer(goods, kept)) {
    for (let k = 0; k < n; k++) {
      const got = noGoods();
      let worth = 0;
      for (let k = 0; k < ratio; k++) {
        const pick = bestPick(left, g, wanted);
        if (pick === null) break;
        left[pick] -= 1;
        got[pick] += 1;
        worth += wanted.has(pick) ? 20 + GOOD_VP[pick] : GOOD_VP[pick];
        wanted.delete(pick);
      }
      const cost = goodWorth(g, goods, target) + premium;
      if (worth <= cost) {
        for (const r of GOODS) left[r] += got[r];
        continue;
      }
      give[g] += 1;
      for (const r of GOODS) receive[r] += got[r];
      gain += worth - cost;
    }
  }
  if (gain <= 0 || (check && !isLegalCityTrade(give, receive, ratio))) return null;
  return { give, receive, gain };
}

/** Kept units cost this much more to give than their worth. */
const KEPT_PREMIUM = 8;

/** [good, units, premium]: the surplus of each kind, cheapest kind first, then the kept units. */
function unitsToOffer(goods: Goods, kept: Goods): [Good, number, number][] {
  const out: [Good, number, number][] = [];
  for (const g of GOODS) if (goods[g] > kept[g]) out.push([g, goods[g] - kept[g], 0]);
  for (const g of GOODS) if (kept[g] > 0) out.push([g, kept[g], KEPT_PREMIUM]);
  return out;
}

/** One of each kind the target's office takes stays on the cog. */
function reserved(goods: Goods, target: Target | null): Goods {
  const kept = noGoods();
  if (target) for (const g of kindsFor(target.city)) kept[g] = Math.min(1, goods[g]);
  return kept;
}

/** The most wanted good of another kind than `given` left in the pile. */
function bestPick(left: Goods, given: Good, wanted: Set<Good>): Good | null {
  let best: Good | null = null;
  let bestScore = -1;
  for (const g of GOODS) {
    if (g === given || left[g] === 0) continue;
    const score = (wanted.has(g) ? 100 : 0) + GOOD_VP[g];
    if (score > bestScore) [best, bestScore] = [g, score];
  }
  return best;
}
