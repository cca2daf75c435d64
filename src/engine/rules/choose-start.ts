// K-13: the secret, simultaneous start-office choice. Picks are revealed together when all
// are in (the round's start-choice steps, round/start-choice.ts).
import { MARKER_VALUES } from '../vocabulary/constants';
import { refusal } from '../vocabulary/errors';
import type { GameState, Phase } from '../vocabulary/state';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

type StartPhase = Extract<Phase, { kind: 'startChoice' }>;

function startPhase(state: GameState): StartPhase {
  if (state.phase.kind !== 'startChoice') throw new Error('not the start choice');
  return state.phase;
}

/** The players whose pick this pass is still awaited. */
export function stillChoosing(phase: StartPhase): number[] {
  return phase.choosing.flatMap((choosing, player) =>
    choosing && phase.picks[player] === null ? [player] : [],
  );
}

/** K-13: a marker held, not the one picked in the last pass, of a city with room. */
function allowed(state: GameState, player: number, marker: number): boolean {
  const phase = startPhase(state);
  return (
    state.players[player].markers[marker] > 0 &&
    phase.previous[player] !== marker &&
    state.cities[marker].offices.length < 2
  );
}

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, marker }: ShapeKit) =>
  z.object({ type: z.literal('chooseStart'), player, marker });

/** What legalActions lists for it. */
type Choices = { type: 'chooseStart'; markers: number[] };

export const chooseStart = rule(shape)<Choices>({
  phases: ['startChoice'],
  takeBack: false,
  // Only the players picking in this pass; the refusal names them, not the one who asked.
  who: (state, player) =>
    startPhase(state).choosing[player]
      ? null
      : refusal('NOT_YOUR_DECISION', { owners: stillChoosing(startPhase(state)) }),
  check: (state, { player, marker }) => {
    const phase = startPhase(state);
    if (phase.picks[player] !== null) return refusal('ALREADY_CHOSEN');
    if (state.players[player].markers[marker] === 0) return refusal('MARKER_NOT_HELD', { markers: [marker] });
    if (phase.previous[player] === marker) return refusal('MARKER_PICKED_BEFORE', { marker });
    if (state.cities[marker].offices.length >= 2) return refusal('CITY_FULL', { city: marker });
    return null;
  },
  apply: (draft, { player, marker }) => {
    startPhase(draft.state).picks[player] = marker;
    draft.emit({ type: 'startPicked', player }, [{ player, detail: { city: marker } }]);
  },
  options: (state, player) => {
    if (startPhase(state).picks[player] !== null) return null;
    return { type: 'chooseStart', markers: MARKER_VALUES.filter((v) => allowed(state, player, v)) };
  },
  expand: (legal, player) => legal.markers.map((marker) => ({ type: 'chooseStart', player, marker })),
});
