// Invariants every reachable state keeps; simulations and property tests count breaks.
import {
  CITY_COUNT,
  GOODS,
  GOOD_SUPPLY,
  MARKER_SUPPLY,
  RAID_MARKERS_PER_PLAYER,
  developmentPoints,
  officesOf,
  type GameState,
} from '../../engine/play';

/** Every broken invariant, as a sentence for a developer; empty when all hold. */
export function invariantBreaks(state: GameState): string[] {
  return [...goodsBreaks(state), ...markerBreaks(state), ...pieceBreaks(state)];
}

/** K-2: 66 goods across reserve, cities, offices and cogs; none negative. */
function goodsBreaks(state: GameState): string[] {
  const out: string[] = [];
  for (const g of GOODS) {
    const places = [
      state.reserve.goods[g],
      ...state.cities.flatMap((c) => [c.goods[g], ...c.offices.map((o) => o.goods[g])]),
      ...state.players.map((p) => p.goods[g]),
    ];
    if (places.some((n) => n < 0 || !Number.isInteger(n))) out.push(`negative or broken ${g} count`);
    const total = places.reduce((a, b) => a + b, 0);
    if (total !== GOOD_SUPPLY[g]) out.push(`${g} total ${total}, expected ${GOOD_SUPPLY[g]}`);
  }
  return out;
}

/** K-4: 90 markers across reserve, hands, board squares, market and open bids. */
function markerBreaks(state: GameState): string[] {
  const counts = [...state.reserve.markers];
  for (const p of state.players) p.markers.forEach((c, v) => (counts[v] += c));
  for (const city of state.cities) for (const s of city.squares) counts[s.value] += 1;
  for (const pair of state.market) for (const v of pair ?? []) counts[v] += 1;
  // Bids lie on the table until bidding closes; afterwards they are back in the reserve.
  if (state.phase.kind === 'bidding')
    for (const b of state.bids) for (const v of b.markers ?? []) counts[v] += 1;
  // K-72, N-77: conflict bids lie face down on the table until the exchange.
  if (state.phase.kind === 'conflict')
    for (const b of state.phase.conflict.bids) for (const v of b ?? []) counts[v] += 1;
  const out: string[] = [];
  counts.forEach((c, v) => {
    if (c !== MARKER_SUPPLY[v]) out.push(`marker ${v}: ${c}, expected ${MARKER_SUPPLY[v]}`);
  });
  for (const p of state.players)
    if (p.markers.some((c) => c < 0)) out.push(`${p.name} holds a negative marker count`);
  if (state.reserve.markers.some((c) => c < 0)) out.push('reserve holds a negative marker count');
  return out;
}

/** Offices ≤ 2 a city, DP = offices + chits, raid markers 2 a player, GM steps ≤ 18 + 2 laps. */
function pieceBreaks(state: GameState): string[] {
  const out: string[] = [];
  if (state.cities.length !== CITY_COUNT) out.push('wrong number of cities');
  for (const city of state.cities)
    if (city.offices.length > 2) out.push('a city holds more than two offices');
  state.players.forEach((p, i) => {
    const placed = state.cities.reduce((n, c) => n + c.raids.filter((r) => r === i).length, 0);
    if (p.raidsInHand + p.raidSetAside + placed !== RAID_MARKERS_PER_PLAYER)
      out.push(`${p.name} raid markers do not add up`);
    if (developmentPoints(state, i) !== officesOf(state, i) + p.chits.length)
      out.push(`${p.name} DP mismatch`);
    if (state.phase.kind !== 'ended' && developmentPoints(state, i) >= 5)
      out.push(`${p.name} has 5 DP but the game goes on`);
  });
  const chitsHeld = state.players.flatMap((p) => p.chits);
  for (const [chit, left] of Object.entries(state.chitSupply)) {
    if (left < 0 || left + chitsHeld.filter((c) => c === chit).length !== 2)
      out.push(`bonus chit ${chit} count broken`);
  }
  if (state.round > 18) out.push(`round ${state.round} is past the 18-step end`);
  return out;
}
