// What things are worth to one player: goods by VP plus what their next office needs, route
// markers by the offices they open. Reads only what that player may see: their own hold, the
// board, and other players' counts.
import {
  GOODS,
  GOOD_VP,
  MARKER_VALUES,
  cityGood,
  type GameState,
  type Good,
  type Goods,
  type Payment,
} from '../../engine/play';

/** A city where `player` could found an office: room left and no own raid marker there (K-30). */
export function openCities(state: GameState, player: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < state.cities.length; c++) {
    const city = state.cities[c];
    if (city.offices.length < 2 && !city.raids.includes(player)) out.push(c);
  }
  return out;
}

/** K-40: markers an office in `city` takes now. */
export function markersNeeded(state: GameState, city: number): number {
  return state.cities[city].offices.length === 0 ? 1 : 2;
}

/** What an office in `city` still lacks from a hold: missing goods kinds plus missing markers. */
export function missingFor(state: GameState, city: number, goods: Goods, markers: readonly number[]): number {
  let missing = Math.max(0, markersNeeded(state, city) - markers[city]);
  const own = cityGood(city);
  for (const g of GOODS) if (g !== own && goods[g] === 0) missing += 1;
  return missing;
}

export interface Target {
  city: number;
  missing: number;
}

/**
 * The open city whose office lies closest to the hold (fewest things missing); on a tie the
 * lowest city. The search calls this most of all, so it allocates nothing but the answer.
 */
export function bestTarget(
  state: GameState,
  player: number,
  goods: Goods,
  markers: readonly number[],
): Target | null {
  // Goods kinds held at all, and so the kinds an office anywhere lacks (K-40): counted once.
  const lacking =
    (goods.ore === 0 ? 1 : 0) +
    (goods.fur === 0 ? 1 : 0) +
    (goods.amber === 0 ? 1 : 0) +
    (goods.salt === 0 ? 1 : 0);
  let bestCity = -1;
  let bestMissing = Infinity;
  const cities = state.cities;
  for (let c = 0; c < cities.length; c++) {
    const city = cities[c];
    const offices = city.offices.length;
    if (offices >= 2 || city.raids.includes(player)) continue;
    const needed = offices === 0 ? 1 : 2;
    // The city's own good is not part of its office's price.
    const missing = Math.max(0, needed - markers[c]) + lacking - (goods[cityGood(c)] === 0 ? 1 : 0);
    if (missing < bestMissing) [bestCity, bestMissing] = [c, missing];
  }
  return bestCity < 0 ? null : { city: bestCity, missing: bestMissing };
}

/** The goods kinds an office in `city` takes. */
export function kindsFor(city: number): Good[] {
  return GOODS.filter((g) => g !== cityGood(city));
}

/** Worth of one more or one less of good `g` in this hold: its VP, more when the target needs it. */
export function goodWorth(g: Good, goods: Goods, target: Target | null): number {
  const needed = target !== null && cityGood(target.city) !== g && goods[g] <= 1;
  return GOOD_VP[g] + (needed ? 6 : 0) + (goods[g] >= 4 ? 1 : 0);
}

/** Worth of route marker `v`: little in VP, much when it opens the target's office. */
export function markerWorth(
  state: GameState,
  player: number,
  v: number,
  markers: readonly number[],
  target: Target | null,
): number {
  if (target !== null && target.city === v && markers[v] <= markersNeeded(state, v)) return 9;
  const city = state.cities[v];
  if (city.offices.length < 2 && !city.raids.includes(player) && markers[v] <= markersNeeded(state, v))
    return 2.5;
  return 1;
}

export function holdWorth(goods: Goods): number {
  let vp = 0;
  for (const g of GOODS) vp += goods[g] * GOOD_VP[g];
  return vp;
}

/**
 * The `cost` units (goods or markers) the player misses least, for a move (K-31). Chosen
 * one at a time, re-valuing after each, so a pair is not taken from a kind held once.
 */
export function cheapestUnits(state: GameState, player: number, cost: number): Payment[] {
  const p = state.players[player];
  const goods = { ...p.goods };
  const markers = [...p.markers];
  const target = bestTarget(state, player, goods, markers);
  const out: Payment[] = [];
  for (let i = 0; i < cost; i++) {
    let best: Payment | null = null;
    let bestWorth = Infinity;
    for (const g of GOODS) {
      if (goods[g] === 0) continue;
      const w = goodWorth(g, goods, target);
      if (w < bestWorth) [best, bestWorth] = [{ good: g }, w];
    }
    for (const v of MARKER_VALUES) {
      if (markers[v] === 0) continue;
      const w = markerWorth(state, player, v, markers, target);
      if (w < bestWorth) [best, bestWorth] = [{ marker: v }, w];
    }
    if (best === null) break;
    if ('good' in best) goods[best.good] -= 1;
    else markers[best.marker] -= 1;
    out.push(best);
  }
  return out;
}

/** Total worth of the units `cheapestUnits` would pay. */
export function unitsWorth(state: GameState, player: number, units: Payment[]): number {
  const p = state.players[player];
  const target = bestTarget(state, player, p.goods, p.markers);
  return units.reduce(
    (sum, u) =>
      sum +
      ('good' in u
        ? goodWorth(u.good, p.goods, target)
        : markerWorth(state, player, u.marker, p.markers, target)),
    0,
  );
}
