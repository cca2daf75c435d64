// Replay: the same seed, seats, options and actions always give the same state. A stored
// game can be rebuilt from its action list, and a bug report is a seed plus actions.
import { applyAction } from '../round/apply';
import type { EngineError } from '../vocabulary/errors';
import { newGame, type NewGame } from '../round/setup';
import type { Action } from '../rules/action-types';
import type { GameState } from '../vocabulary/state';

export function replay(
  spec: NewGame,
  actions: readonly Action[],
):
  | { ok: true; state: GameState }
  /** `at`: the action refused, or -1 when the game spec itself was. */
  | { ok: false; at: number; error: EngineError } {
  const game = newGame(spec);
  if (!game.ok) return { ok: false, at: -1, error: game.error };
  let state = game.state;
  for (let i = 0; i < actions.length; i++) {
    const result = applyAction(state, actions[i]);
    if (!result.ok) return { ok: false, at: i, error: result.error };
    state = result.state;
  }
  return { ok: true, state };
}
