// An action from outside (a click, a command, a stored replay): checked with zod, then applied.
// Apart from apply.ts so that what only plays the rules (the computer players' worker) loads no zod.
import { ActionSchema } from '../rules/action-schema';
import type { Action } from '../rules/action-types';
import { refusal, type EngineError } from '../vocabulary/errors';
import type { GameState } from '../vocabulary/state';
import { applyAction, type ApplyResult } from './apply';

export type CheckedAction = { ok: true; action: Action } | { ok: false; error: EngineError };

/** An action from outside, typed once its shape is checked; MALFORMED_ACTION where it is not one. */
export function checkAction(input: unknown): CheckedAction {
  const parsed = ActionSchema.safeParse(input);
  if (parsed.success) return { ok: true, action: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return { ok: false, error: refusal('MALFORMED_ACTION', { issues }) };
}

/** Checks an action from outside (a click, a command, a stored replay) and applies it. */
export function apply(state: GameState, input: unknown): ApplyResult {
  const checked = checkAction(input);
  return checked.ok ? applyAction(state, checked.action) : checked;
}
