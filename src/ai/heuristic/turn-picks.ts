// The heuristic's picks within one turn action: which bonus chit or marker a guild-master
// trade asks for, which market pair to buy, whom to raid.
import {
  GOODS,
  GOOD_VP,
  developmentPoints,
  goodsValue,
  markerGood,
  type Action,
  type Chit,
  type GameState,
} from '../../engine/play';
import { bestTarget, goodWorth, kindsFor, markerWorth, openCities } from './worth';
import type { Legal } from './legal-of';

const CHIT_PREFERENCE: readonly Chit[] = ['threeToOne', 'moveTwo', 'extraMarker', 'secretPassage'];

/**
 * K-41b: six identical goods for a bonus chit, the cheapest goods first, the most useful chit;
 * only when the chit's 20 VP and its DP (K-50, K-51) are worth the six goods' VP: a
 * chit that wins at once always is, one bought with amber or salt otherwise is not.
 */
export function bonusChit(state: GameState, player: number, legal: Legal<'gmTrade'>) {
  const chits = legal.trades.filter((t) => t.kind === 'bonusChit');
  if (chits.length === 0) return null;
  const rank = (t: (typeof chits)[number]) =>
    t.kind === 'bonusChit' ? GOOD_VP[t.good] * 10 + CHIT_PREFERENCE.indexOf(t.chit) : 0;
  const best = chits.reduce((a, b) => (rank(b) < rank(a) ? b : a));
  if (best.kind !== 'bonusChit') return null;
  const wins = developmentPoints(state, player) + 1 >= 5;
  return wins || 6 * GOOD_VP[best.good] <= 20 + CHIT_DP_WORTH ? best : null;
}

/** What a DP is worth in VP when weighing a bonus chit: offices bring DP more cheaply. */
const CHIT_DP_WORTH = 4;

/** K-41d: a spare marker for a good the next office lacks. */
export function markerForMissingGood(state: GameState, player: number, legal: Legal<'gmTrade'>) {
  const p = state.players[player];
  const target = bestTarget(state, player, p.goods, p.markers);
  if (!target) return null;
  const lacking = kindsFor(target.city).filter((g) => p.goods[g] === 0);
  for (const t of legal.trades) {
    if (t.kind !== 'markerForGood' || !lacking.includes(markerGood(t.value))) continue;
    if (markerWorth(state, player, t.value, p.markers, target) < 5) return t;
  }
  return null;
}

/** Guild master steps from which the game's end is near (it ends at 18, K-26). */
const LATE_STEPS = 14;

/** K-42: a pair holding a marker the next offices need, paid with the good missed least. */
export function pairToBuy(state: GameState, player: number, legal: Legal<'buyMarkers'>): Action | null {
  const p = state.players[player];
  const target = bestTarget(state, player, p.goods, p.markers);
  const open = new Set(openCities(state, player));
  const held = p.markers.reduce((a, b) => a + b, 0);
  // Near the game's end (K-26) markers score nothing (K-51): only the next office's count.
  const late = state.guildMaster.steps >= LATE_STEPS;
  let best: { pair: number; score: number } | null = null;
  for (const index of legal.pairs) {
    const pair = state.market[index];
    if (!pair) continue;
    const score = pair.reduce(
      (s, v) =>
        s +
        (target && v === target.city && p.markers[v] < 2 ? 6 : 0) +
        (late ? 0 : (open.has(v) && p.markers[v] === 0 ? 2 : 0) + 0.5),
      held < 3 && !late ? 2 : 0,
    );
    if (best === null || score > best.score) best = { pair: index, score };
  }
  if (!best) return null;
  const good = legal.goods.reduce((a, b) =>
    goodWorth(b, p.goods, target) < goodWorth(a, p.goods, target) ? b : a,
  );
  if (best.score <= goodWorth(good, p.goods, target)) return null;
  return { type: 'buyMarkers', player, pair: best.pair, good };
}

/**
 * K-45: raid when the haul outweighs the raid marker's 10 VP and the closed city: a rich
 * cog (hidden goods guessed at 3 VP a piece, half of them taken) or a rich city.
 */
export function raidTarget(state: GameState, player: number, legal: Legal<'raid'>) {
  let best: Legal<'raid'>['targets'][number] | null = null;
  let bestGain = 22;
  for (const t of legal.targets) {
    let gain: number;
    if (t.kind === 'cog') {
      const count = GOODS.reduce((n, g) => n + state.players[t.victim].goods[g], 0);
      gain = (count / 2) * 3 + (developmentPoints(state, t.victim) >= 4 ? 10 : 0);
    } else {
      const city = state.cities[state.players[player].cog as number];
      gain = goodsValue(city.goods) + city.offices.reduce((s, o) => s + goodsValue(o.goods), 0);
    }
    if (gain > bestGain) [best, bestGain] = [t, gain];
  }
  return best;
}
