// K-70: the pure parts of taxes: whose cogs pay, which goods of the city are foreign, and
// which good a prompt may be answered with.
import { GOODS, GOOD_VP, cityGood, type Good } from '../../vocabulary/constants';
import { noGoods, type Goods } from '../../vocabulary/goods';
import type { GameState } from '../../vocabulary/state';
import type { Draft } from '../draft';

/** K-70.2: the owners of the cogs lying in `city` now, in order of play. */
export function cogsIn(state: GameState, city: number): number[] {
  return state.order.filter((p) => state.players[p].cog === city);
}

/** K-70.4: the goods of the city's pile that the city does not produce. */
export function foreignGoods(pile: Goods, city: number): Goods {
  const out = noGoods();
  for (const g of GOODS) if (g !== cityGood(city)) out[g] = pile[g];
  return out;
}

/** The kinds a cog could pay its tax with (K-70.2). */
export function taxKinds(goods: Goods): Good[] {
  return GOODS.filter((g) => goods[g] > 0);
}

/**
 * N-71: a cog with nothing pays nothing (K-70.3); a cog with one kind pays it without being
 * asked. Returns the good paid automatically, null to ask, or 'none' when nothing is owed.
 */
export function automaticTax(goods: Goods): Good | null | 'none' {
  const kinds = taxKinds(goods);
  if (kinds.length === 0) return 'none';
  return kinds.length === 1 ? kinds[0] : null;
}

/** N-71: the deadline's tax: the held good of least VP. */
export function cheapestGood(goods: Goods): Good | null {
  const kinds = taxKinds(goods).sort((a, b) => GOOD_VP[a] - GOOD_VP[b]);
  return kinds[0] ?? null;
}

/** K-70.2: one good from the cog to the reserve; public by kind (K-60a). */
export function collectTax(draft: Draft, player: number, good: Good): void {
  const { state } = draft;
  if (state.phase.kind !== 'taxes') return;
  const city = state.phase.city;
  state.players[player].goods[good] -= 1;
  state.reserve.goods[good] += 1;
  state.phase.owing = state.phase.owing.filter((p) => p !== player);
  draft.emit({ type: 'taxPaid', player, city, good });
}
