// Taxes (K-70), the round's part: after the guild master's move his city's foreign goods go
// to the reserve and every cog there owes a good (N-70); owners with nothing owe nothing and
// owners with one kind pay it at once, re-checked after every action (N-71).
import { moveGoods, totalGoods } from '../vocabulary/goods';
import type { Draft } from '../rules/draft';
import { automaticTax, cogsIn, collectTax, foreignGoods } from '../rules/common/tax-levy';

/** K-70.1 … K-70.4: the guild master's city is taxed; the phase waits for those who owe. */
export function levyTaxes(draft: Draft): void {
  const { state } = draft;
  const city = state.guildMaster.city;
  const confiscated = foreignGoods(state.cities[city].goods, city);
  if (totalGoods(confiscated) > 0) moveGoods(draft.city(city).goods, state.reserve.goods, confiscated);
  draft.emit({ type: 'taxesLevied', city, confiscated });
  state.phase = { kind: 'taxes', city, owing: cogsIn(state, city) };
}

/** N-71: the tax phase's automatic step. */
export function settleTaxes(draft: Draft): void {
  const { state } = draft;
  const phase = state.phase;
  if (phase.kind !== 'taxes') return;
  for (const player of [...phase.owing]) {
    const auto = automaticTax(state.players[player].goods);
    if (auto === 'none') phase.owing = phase.owing.filter((p) => p !== player);
    else if (auto !== null) collectTax(draft, player, auto);
  }
}

export function taxesPaid(draft: Draft): boolean {
  return draft.state.phase.kind === 'taxes' && draft.state.phase.owing.length === 0;
}
