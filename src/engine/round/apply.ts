// apply(state, action) → new state and events, or a typed refusal with the state untouched.
// A lookup in the rule table: the phase, who may act and the rule's check decide; only then
// is the state copied into a draft, the rule's effect applied and the round settled.
import type { Action, ActionOf, ActionType, RuleOf } from '../rules/action-types';
import { refusal, type EngineError } from '../vocabulary/errors';
import type { GameEvent } from '../vocabulary/events';
import { RULES } from '../rules/table';
import type { GameState } from '../vocabulary/state';
import { cloneState } from '../rules/clone';
import { Draft } from '../rules/draft';
import { settle } from './round';
import { sideRunRefusal } from '../rules/common/side-run';

export type ApplyResult =
  { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

function ruleFor<T extends ActionType>(type: T): RuleOf<T> {
  return RULES[type] as unknown as RuleOf<T>;
}

/** Why `action` is refused in `state`, or null when it may be taken. */
export function refusalOf<T extends ActionType>(state: GameState, action: ActionOf<T>): EngineError | null {
  if (action.player >= state.players.length) return refusal('UNKNOWN_PLAYER', { player: action.player });
  if (state.phase.kind === 'ended') return refusal('GAME_OVER');
  const rule = ruleFor<T>(action.type as T);
  if (rule.phases !== 'anyTime' && !rule.phases.includes(state.phase.kind))
    return refusal('WRONG_PHASE', { phase: state.phase.kind });
  const refused = rule.who(state, action.player) ?? rule.check(state, action);
  // N-85: side actions wait for a move once SIDE_RUN of them came in a row.
  return refused ?? (rule.phases === 'anyTime' ? sideRunRefusal(state) : null);
}

/** Applies an action already known to be well-formed (from legalActions or a parsed input). */
export function applyAction(state: GameState, action: Action): ApplyResult {
  const refused = refusalOf(state, action);
  if (refused) return { ok: false, error: refused };
  const draft = new Draft(cloneState(state), state);
  ruleFor(action.type).apply(draft, action as never);
  settle(draft);
  // K-80: a player who acts is back at the table.
  draft.state.players[action.player].absent = false;
  draft.state.version += 1;
  draft.finish();
  return { ok: true, state: draft.state, events: draft.events };
}
