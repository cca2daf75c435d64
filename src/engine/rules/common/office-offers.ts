// K-71: the pure parts of trading with an office: which offices a cog may trade with, and
// whether an offer's two sides can be met.
import { totalGoods } from '../../vocabulary/goods';
import type { GameState, Holdings, Office } from '../../vocabulary/state';
import { freezeOf, officeOwnerRefusal } from './freeze';
import type { OfficeRef } from '../../vocabulary/advanced-schemas';

/** The office at `ref`, or null when there is none. */
export function officeAt(state: GameState, ref: OfficeRef): Office | null {
  return state.cities[ref.city].offices[ref.slot] ?? null;
}

/**
 * K-71.1, K-71.5, N-73: the offices `player`'s cog may trade with now: those of other players
 * in the city where the cog lies.
 */
export function tradableOffices(state: GameState, player: number): OfficeRef[] {
  const city = state.players[player].cog;
  if (city === null) return [];
  const out: OfficeRef[] = [];
  state.cities[city].offices.forEach((office, slot) => {
    if (office.owner !== player) out.push({ city, slot: slot as 0 | 1 });
  });
  return out;
}

export function canTradeWith(state: GameState, player: number, ref: OfficeRef): boolean {
  const office = officeAt(state, ref);
  return office !== null && office.owner !== player && state.players[player].cog === ref.city;
}

export function isEmptyHoldings(h: Holdings): boolean {
  return totalGoods(h.goods) === 0 && h.markers.length === 0;
}

/** K-71: the offices `player` may offer a trade to now, with their (public) goods. */
export function officePartners(state: GameState, player: number) {
  // N-14, N-74, K-70a, K-72a: a frozen cog is offered no office to trade with.
  if (!state.options.officeTrading || freezeOf(state, player) !== null) return [];
  const p = state.players[player];
  const hasSomething = totalGoods(p.goods) > 0 || p.markers.some((c) => c > 0);
  return tradableOffices(state, player).flatMap((ref) => {
    const office = state.cities[ref.city].offices[ref.slot];
    if (officeOwnerRefusal(state, office.owner)) return [];
    // Only where some offer can be made: something to give, or office goods to ask for.
    if (!hasSomething && totalGoods(office.goods) === 0) return [];
    return [{ ...ref, owner: office.owner, goods: { ...office.goods } }];
  });
}
