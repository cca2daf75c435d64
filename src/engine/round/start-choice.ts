// K-13, K-14: the start choice's reveal, the start offices and the first order.
import { MARKER_VALUES } from '../vocabulary/constants';
import { noGoods } from '../vocabulary/goods';
import { returnMarkers } from '../rules/common/reserve';
import type { Phase } from '../vocabulary/state';
import type { Draft } from '../rules/draft';

type StartPhase = Extract<Phase, { kind: 'startChoice' }>;

/** Every player choosing in this pass has picked. */
export function allPicked(phase: StartPhase): boolean {
  return phase.picks.every((pick, i) => !phase.choosing[i] || pick !== null);
}

/** K-13a: the re-pick that the seeded generator makes instead of the players. */
export const SETTLED_REPICK = 3;

/**
 * All picks are shown together. A city picked so often that it would hold more than two
 * offices sends all who picked it this pass back to pick again, with another marker (K-13,
 * N-2); the others found their offices now. The third re-pick is not asked but drawn (K-13a),
 * so the start choice always ends. Returns true when everyone has an office.
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
  if (repick.length === 0) return true;
  phase.repicks += 1;
  if (phase.repicks < SETTLED_REPICK) return false;
  const cities = [...new Set(pickers.filter((p) => repick.includes(p.player)).map((p) => p.city))];
  for (const city of cities.sort((a, b) => a - b))
    settleCrowd(
      draft,
      phase,
      city,
      repick.filter((p) => phase.previous[p] === city),
    );
  return true;
}

/**
 * K-13a: in random order the first to fit keep the crowded city (two, or one beside an office
 * founded in an earlier pass); each other one founds an office in a random city with room,
 * with a marker they may pick (held, not this pass's pick).
 */
function settleCrowd(draft: Draft, phase: StartPhase, city: number, crowd: number[]): void {
  const order = draft.rng.shuffle([...crowd]);
  const room = 2 - draft.state.cities[city].offices.length;
  const kept = order.slice(0, room);
  const moved = order.slice(room);
  draft.emit({ type: 'startSettled', city, kept: [...kept], moved: [...moved] });
  for (const player of kept) foundStartOffice(draft, player, city);
  for (const player of moved) {
    const open = openCities(draft, player, phase.previous[player]);
    foundStartOffice(draft, player, open[draft.rng.below(open.length)]);
  }
  for (const player of crowd) phase.choosing[player] = false;
}

/** The cities `player` may still be placed in: a marker held, a city with room, not `previous`. */
function openCities(draft: Draft, player: number, previous: number | null): number[] {
  const { state } = draft;
  const fits = (v: number) => state.players[player].markers[v] > 0 && state.cities[v].offices.length < 2;
  const open = MARKER_VALUES.filter((v) => fits(v) && v !== previous);
  if (open.length > 0) return open;
  // Only when the hand holds nothing else, which a start hand of 0–8 (K-10) never does.
  const any = MARKER_VALUES.filter(fits);
  if (any.length === 0) throw new Error(`no city left for player ${player}`);
  return any;
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
