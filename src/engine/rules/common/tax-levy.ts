// K-70: the pure parts of taxes: whose cogs pay, which goods of the city are foreign, and
// which good a prompt may be answered with (K-70a: when the owner is asked).
import { GOODS, GOOD_VP, cityGood, type Good } from '../../vocabulary/constants';
import { noGoods, totalGoods, type Goods } from '../../vocabulary/goods';
import type { GameState } from '../../vocabulary/state';
import type { Draft } from '../draft';

/**
 * K-70.2, K-70.3, K-70a: the owners of the cogs lying in `city` now that hold goods, in order
 * of play: the tax is owed at the guild master's stop (a cog's size is public, K-60).
 */
export function taxedCogs(state: GameState, city: number): number[] {
  return state.order.filter((p) => state.players[p].cog === city && totalGoods(state.players[p].goods) > 0);
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
 * K-70a, N-71: the good a cog pays without being asked, or null to ask. Only with open
 * holdings and goods of one kind: with hidden holdings an unasked payment would tell everyone
 * that the cog holds one kind only (K-60), so then the owner is always asked.
 */
export function automaticTax(state: GameState, player: number): Good | null {
  const open = state.options.holdings === 'open' && !state.options.conflicts;
  const kinds = taxKinds(state.players[player].goods);
  return open && kinds.length === 1 ? kinds[0] : null;
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
