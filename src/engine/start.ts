// K-13, K-14: the secret, simultaneous start-office choice and the first order.
import { demand } from './errors';
import { noGoods } from './goods';
import { afterStartOffices } from './advanced/round';
import type { Play } from './play';
import { returnMarkers } from './reserve';
import type { ActionOf } from './actions';

type StartPhase = Extract<Play['state']['phase'], { kind: 'startChoice' }>;

export function chooseStart(play: Play, action: ActionOf<'chooseStart'>, phase: StartPhase): void {
  const { state } = play;
  const p = action.player;
  demand(phase.choosing[p], 'NOT_YOUR_DECISION', { player: p });
  demand(phase.picks[p] === null, 'ALREADY_CHOSEN');
  demand(state.players[p].markers[action.marker] > 0, 'MARKER_NOT_HELD', { marker: action.marker });
  demand(phase.previous[p] !== action.marker, 'MARKER_PICKED_BEFORE', { marker: action.marker });
  demand(state.cities[action.marker].offices.length < 2, 'CITY_FULL', { city: action.marker });
  phase.picks[p] = action.marker;
  play.emit({ type: 'startPicked', player: p }, [{ player: p, detail: { city: action.marker } }]);
  if (phase.picks.every((pick, i) => !phase.choosing[i] || pick !== null)) revealPicks(play, phase);
}

/**
 * All picks are shown together. A city picked so often that it would hold more than two
 * offices sends all who picked it this pass back to pick again, with another marker
 * (K-13); the others found their offices now.
 */
function revealPicks(play: Play, phase: StartPhase): void {
  const { state } = play;
  const pickers = phase.picks.flatMap((city, player) =>
    phase.choosing[player] && city !== null ? [{ player, city }] : [],
  );
  const crowded = (city: number) =>
    state.cities[city].offices.length + pickers.filter((p) => p.city === city).length > 2;
  const repick = pickers.filter((p) => crowded(p.city)).map((p) => p.player);
  play.emit({ type: 'startRevealed', picks: pickers, repick });
  for (const { player, city } of pickers) {
    phase.previous[player] = city;
    phase.picks[player] = null;
    phase.choosing[player] = repick.includes(player);
    if (repick.includes(player)) continue;
    foundStartOffice(play, player, city);
  }
  if (repick.length === 0) beginFirstRound(play);
}

function foundStartOffice(play: Play, player: number, city: number): void {
  const p = play.player(player);
  p.markers[city] -= 1;
  returnMarkers(play, [city]);
  play.city(city).offices.push({ owner: player, goods: noGoods() });
  p.cog = city;
  play.emit({ type: 'officeFounded', player, city });
}

/** K-14: lowest start city first; players sharing a city in random order. */
function beginFirstRound(play: Play): void {
  const { state } = play;
  const tiebreak = play.rng.shuffle(state.players.map((_, i) => i));
  state.order = [...tiebreak].sort(
    (a, b) => (state.players[a].cog as number) - (state.players[b].cog as number),
  );
  play.emit({ type: 'orderSet', order: [...state.order] });
  afterStartOffices(play);
}
