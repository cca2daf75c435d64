// Taxes (K-70), the round's part: after the guild master's move his city's foreign goods go
// to the reserve and every cog there holding goods owes one (N-70, K-70a). The owners are
// asked; only with open holdings is a cog of one kind paid at once (N-71).
import { moveGoods, totalGoods } from '../vocabulary/goods';
import type { Draft } from '../rules/draft';
import { automaticTax, collectTax, foreignGoods, taxedCogs } from '../rules/common/tax-levy';

/** K-70.1 … K-70.4, K-70a: the guild master's city is taxed; the phase waits for those who owe. */
export function levyTaxes(draft: Draft): void {
  const { state } = draft;
  const city = state.guildMaster.city;
  const confiscated = foreignGoods(state.cities[city].goods, city);
  if (totalGoods(confiscated) > 0) moveGoods(draft.city(city).goods, state.reserve.goods, confiscated);
  draft.emit({ type: 'taxesLevied', city, confiscated });
  state.phase = { kind: 'taxes', city, owing: taxedCogs(state, city) };
}

/**
 * N-71: the tax phase's automatic step. The goods of those who owe are frozen (K-70a), so
 * what a cog holds cannot change before it pays.
 */
export function settleTaxes(draft: Draft): void {
  const { state } = draft;
  const phase = state.phase;
  if (phase.kind !== 'taxes') return;
  for (const player of [...phase.owing]) {
    const auto = automaticTax(state, player);
    if (auto !== null) collectTax(draft, player, auto);
  }
}

export function taxesPaid(draft: Draft): boolean {
  return draft.state.phase.kind === 'taxes' && draft.state.phase.owing.length === 0;
}
