// K-44: the city trade a player would make: surplus goods (cheapest first) for goods the next
// office lacks, else for goods worth more VP. Built unit by unit, so each given good brings 1
// to `ratio` goods of other kinds and the batch is legal by construction.
import { GOODS, GOOD_VP, cityGood, isLegalCityTrade, type GameState, type Goods } from '../../engine/play';
import { bestTarget, goodWorth } from './worth';

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
  const own = target ? cityGood(target.city) : null;
  // By good's index in GOODS: what the hold has, what is kept (one of each kind the target's
  // office takes), what the pile has left. The voyage calls this at every path's end in every
  // playout, so it works on a few small arrays and a bit set rather than objects and sets.
  const held = [goods.ore, goods.fur, goods.amber, goods.salt];
  const left = [pile.ore, pile.fur, pile.amber, pile.salt];
  const kept = [0, 0, 0, 0];
  let wanted = 0;
  if (target)
    for (let i = 0; i < 4; i++)
      if (GOODS[i] !== own) {
        kept[i] = Math.min(1, held[i]);
        if (held[i] === 0) wanted |= 1 << i;
      }
  const give = [0, 0, 0, 0];
  const receive = [0, 0, 0, 0];
  const got = [0, 0, 0, 0];
  let gain = 0;
  // Surplus units first, cheapest first: what the target does not need beyond one of each
  // kind (GOODS runs from the cheapest good to the dearest, so no sort is needed). Then the
  // kept units, at a premium: a short hold trades them too rather than sail about idle.
  for (let pass = 0; pass < 2; pass++)
    for (let g = 0; g < 4; g++) {
      const n = pass === 0 ? held[g] - kept[g] : kept[g];
      if (n <= 0) continue;
      const cost = goodWorth(GOODS[g], goods, target) + (pass === 0 ? 0 : KEPT_PREMIUM);
      for (let k = 0; k < n; k++) {
        got.fill(0);
        let worth = 0;
        for (let r = 0; r < ratio; r++) {
          const pick = bestPick(left, g, wanted);
          if (pick < 0) break;
          left[pick] -= 1;
          got[pick] += 1;
          worth += (wanted & (1 << pick)) !== 0 ? 20 + VP[pick] : VP[pick];
          // Taken once, a wanted kind is wanted no more (even if this unit is not given).
          wanted &= ~(1 << pick);
        }
        if (worth <= cost) {
          for (let r = 0; r < 4; r++) left[r] += got[r];
          continue;
        }
        give[g] += 1;
        for (let r = 0; r < 4; r++) receive[r] += got[r];
        gain += worth - cost;
      }
    }
  if (gain <= 0) return null;
  const plan = { give: asGoods(give), receive: asGoods(receive), gain };
  return check && !isLegalCityTrade(plan.give, plan.receive, ratio) ? null : plan;
}

/** GOOD_VP by good's index in GOODS. */
const VP = GOODS.map((g) => GOOD_VP[g]);

function asGoods(n: number[]): Goods {
  return { ore: n[0], fur: n[1], amber: n[2], salt: n[3] };
}

/** Kept units cost this much more to give than their worth. */
const KEPT_PREMIUM = 8;

/** The index of the most wanted good of another kind than `given` left in the pile, or -1. */
function bestPick(left: number[], given: number, wanted: number): number {
  let best = -1;
  let bestScore = -1;
  for (let g = 0; g < 4; g++) {
    if (g === given || left[g] === 0) continue;
    const score = ((wanted & (1 << g)) !== 0 ? 100 : 0) + VP[g];
    if (score > bestScore) [best, bestScore] = [g, score];
  }
  return best;
}
