// K-13, K-14: the start choice's reveal, the start offices and the first order.
import { noGoods } from '../vocabulary/goods';
import { returnMarkers } from '../rules/common/reserve';
import type { Phase } from '../vocabulary/state';
import type { Draft } from '../rules/draft';

type StartPhase = Extract<Phase, { kind: 'startChoice' }>;

/** Every player choosing in this pass has picked. */
export function allPicked(phase: StartPhase): boolean {
  return phase.picks.every((pick, i) => !phase.choosing[i] || pick !== null);
}

/**
 * All picks are shown together. A city picked so often that it would hold more than two
 * offices sends all who picked it this pass back to pick again, with another marker (K-13,
 * N-2); the others found their offices now. Returns true when everyone has an office.
 */
export function revealPicks(draft: Draft, phase: StartPhase): boolean {
  const { state } = draft;
  const pickers = phase.picks.flatMap((city, player) =>
    phase.choosing[player] && city !== null ? [{ player, city }] : [],
  );
  const crowded = (city: number) =>
    state.cities[city].offices.length + pickers.filter((p) => p.city === city).length > 2;
  const repick = pickers.filter((p) => crowded(p.city)).map((p) => p.player);
  draft.emit({ type: 'startRevealed', picks: pickers, repick });
  for (const { player, city } of pickers) {
    phase.previous[player] = city;
    phase.picks[player] = null;
    phase.choosing[player] = repick.includes(player);
    if (repick.includes(player)) continue;
    foundStartOffice(draft, player, city);
  }
  return repick.length === 0;
}

function foundStartOffice(draft: Draft, player: number, city: number): void {
  const p = draft.player(player);
  p.markers[city] -= 1;
  returnMarkers(draft, [city]);
  draft.city(city).offices.push({ owner: player, goods: noGoods() });
  p.cog = city;
  draft.emit({ type: 'officeFounded', player, city });
}

/** K-14: lowest start city first; players sharing a city in random order. */
export function setFirstOrder(draft: Draft): void {
  const { state } = draft;
  const tiebreak = draft.rng.shuffle(state.players.map((_, i) => i));
  state.order = [...tiebreak].sort(
    (a, b) => (state.players[a].cog as number) - (state.players[b].cog as number),
  );
  draft.emit({ type: 'orderSet', order: [...state.order] });
}
