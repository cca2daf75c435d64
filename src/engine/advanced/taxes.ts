// Taxes (K-70): after the guild master's move, his city's foreign goods go to the reserve and
// every cog there pays one good of its owner's choice (N-70, N-71).
import { GOODS, type Good } from '../constants';
import { demand } from '../errors';
import { moveGoods, totalGoods } from '../goods';
import type { Play } from '../play';
import { automaticTax, cogsIn, foreignGoods } from './tax-levy';
import { refusalOf, type AdvancedRule } from './rule';

/**
 * K-70.1 … K-70.4: levies the taxes in `city`. Returns true when somebody must still choose
 * (the round waits in the 'taxes' phase), false when everything was settled at once.
 */
export function levyTaxes(play: Play, city: number): boolean {
  const { state } = play;
  const confiscated = foreignGoods(state.cities[city].goods, city);
  if (totalGoods(confiscated) > 0) moveGoods(play.city(city).goods, state.reserve.goods, confiscated);
  play.emit({ type: 'taxesLevied', city, confiscated });
  state.phase = { kind: 'taxes', city, owing: cogsIn(state, city) };
  return !settleTaxes(play);
}

/**
 * N-71: the automatic step of the tax phase, re-checked after every action: owners with no
 * goods owe nothing, owners with one kind pay it. Returns true when nobody owes any more.
 */
export function settleTaxes(play: Play): boolean {
  const { state } = play;
  const phase = state.phase;
  if (phase.kind !== 'taxes') return false;
  for (const player of [...phase.owing]) {
    const auto = automaticTax(state.players[player].goods);
    if (auto === 'none') phase.owing = phase.owing.filter((p) => p !== player);
    else if (auto !== null) collect(play, player, auto);
  }
  return phase.owing.length === 0;
}

/** K-70.2: the good an owing owner pays. */
export const payTaxRule: AdvancedRule<'payTax'> = {
  phases: ['taxes'],
  who: (state, player) =>
    refusalOf(() => {
      const owing = state.phase.kind === 'taxes' ? state.phase.owing : [];
      demand(owing.includes(player), 'NOT_YOUR_DECISION', { owner: owing[0] ?? null });
    }),
  check: (state, action) =>
    refusalOf(() => demand(state.players[action.player].goods[action.good] > 0, 'CANNOT_AFFORD', {})),
  apply: (play, action) => {
    collect(play, action.player, action.good);
    return settleTaxes(play);
  },
  options: (state, player) => {
    if (state.phase.kind !== 'taxes' || !state.phase.owing.includes(player)) return null;
    return { type: 'payTax', goods: GOODS.filter((g) => state.players[player].goods[g] > 0) };
  },
};

/** K-70.2: one good from the cog to the reserve; public by kind (K-60a). */
function collect(play: Play, player: number, good: Good): void {
  const { state } = play;
  if (state.phase.kind !== 'taxes') return;
  const city = state.phase.city;
  state.players[player].goods[good] -= 1;
  state.reserve.goods[good] += 1;
  state.phase.owing = state.phase.owing.filter((p) => p !== player);
  play.emit({ type: 'taxPaid', player, city, good });
}
