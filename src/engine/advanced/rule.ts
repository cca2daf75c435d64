// The shape of an advanced rule's entry, as the engine's rule table will hold it: who may act
// and in which phase, `check` (a typed refusal or nothing, never a change), `apply` (the
// effect only), and `options` (the choices for legalActions). `apply` returns true when the
// action completes its phase's decision, so the round moves on.
import type { ActionOf, ActionType } from '../actions';
import { Rejection, type EngineError } from '../errors';
import type { Play } from '../play';
import type { GameState, PhaseKind } from '../state';
import type { AdvancedLegalAction } from './legal';

export interface AdvancedRule<T extends ActionType> {
  readonly phases: readonly PhaseKind[];
  readonly who: (state: GameState, player: number) => EngineError | null;
  readonly check: (state: GameState, action: ActionOf<T>) => EngineError | null;
  readonly apply: (play: Play, action: ActionOf<T>) => boolean;
  readonly options: (state: GameState, player: number) => Extract<AdvancedLegalAction, { type: T }> | null;
}

/** Runs checks written with demand() and returns their refusal instead of throwing it. */
export function refusalOf(checks: () => void): EngineError | null {
  try {
    checks();
    return null;
  } catch (error) {
    if (error instanceof Rejection) return error.error;
    throw error;
  }
}
