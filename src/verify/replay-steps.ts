// The replay of a finished game, step by step (issue 21): the state after any action, that
// step's public events, and where the step buttons lead (by action and by round). Pure: the
// game is rebuilt from its seed and action log. A finished game hides nothing any more, so
// `revealed` shows every holding and face-down route marker.
import { applyAction, newGame, type Action, type GameState, type PublicEvent } from '../engine/index';
import { gameSpec, type GameDescription } from './game';

export interface ReplayStep {
  /** 0: the game as set up; n: after the n-th action. */
  step: number;
  steps: number;
  state: GameState;
  /** What everyone saw happen in this step. */
  events: PublicEvent[];
  targets: StepTargets;
}

/** Where each step button leads: a step number, or null where it would not move. */
export interface StepTargets {
  first: number | null;
  roundBack: number | null;
  back: number | null;
  forward: number | null;
  roundForward: number | null;
  last: number | null;
}

/** Null where the record does not replay, or (issue 42) where `budget`'s deadline passes first. */
export function replayStep(
  game: GameDescription,
  actions: readonly Action[],
  wanted: number,
  budget?: { deadline: number },
): ReplayStep | null {
  const created = newGame(gameSpec(game));
  if (!created.ok) return null;
  const steps = actions.length;
  const step = Math.max(0, Math.min(steps, Math.trunc(wanted)));
  let state = created.state;
  let shown = state;
  let events: PublicEvent[] = created.events.map((e) => e.event);
  const rounds = [state.round];
  for (let i = 0; i < steps; i++) {
    if (budget && i % 64 === 0 && performance.now() > budget.deadline) return null;
    const result = applyAction(state, actions[i]);
    if (!result.ok) return null;
    state = result.state;
    rounds.push(state.round);
    if (i + 1 === step) {
      shown = state;
      events = result.events.map((e) => e.event);
    }
  }
  return { step, steps, state: shown, events, targets: stepTargets(rounds, step) };
}

/** `rounds[i]`: the round after step i. */
export function stepTargets(rounds: readonly number[], step: number): StepTargets {
  const last = rounds.length - 1;
  const moved = (to: number) => (to === step ? null : to);
  const roundStart = (i: number) => {
    let j = i;
    while (j > 0 && rounds[j - 1] === rounds[i]) j--;
    return j;
  };
  const here = roundStart(step);
  const roundBack = here < step ? here : step > 0 ? roundStart(step - 1) : step;
  let next = step;
  while (next < last && rounds[next] === rounds[step]) next++;
  return {
    first: moved(0),
    roundBack: moved(roundBack),
    back: moved(Math.max(0, step - 1)),
    forward: moved(Math.min(last, step + 1)),
    roundForward: moved(next),
    last: moved(last),
  };
}

/** The state with every holding open and every route marker face up: for a finished game's replay only. */
export function revealed(state: GameState): GameState {
  return {
    ...state,
    options: { ...state.options, holdings: 'open' },
    cities: state.cities.map((c) => ({
      ...c,
      squares: [
        { ...c.squares[0], faceUp: true },
        { ...c.squares[1], faceUp: true },
      ],
    })),
  };
}
