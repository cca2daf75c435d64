// An action from outside (a click, a command, a stored replay): checked with zod, then applied.
// Apart from apply.ts so that what only plays the rules (the computer players' worker) loads no zod.
import { ActionSchema } from '../vocabulary/actions';
import { refusal } from '../vocabulary/errors';
import type { GameState } from '../vocabulary/state';
import { applyAction, type ApplyResult } from './apply';

/** Checks an action from outside (a click, a command, a stored replay) and applies it. */
export function apply(state: GameState, input: unknown): ApplyResult {
  const parsed = ActionSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    return { ok: false, error: refusal('MALFORMED_ACTION', { issues }) };
  }
  return applyAction(state, parsed.data);
}
