// Turns legalActions' listing into concrete actions: a lookup in the rule table, where each
// rule lists the actions its choices stand for (`expand`, beside its `options`). Tests use it
// to check that everything listed is accepted; the AI searches over it.
import { RULES } from '../rules/table';
import type { Action, ActionType, RuleOf } from '../rules/action-types';
import type { GameState } from '../vocabulary/state';
import { legalActions, type LegalAction } from './legal';

export { payments } from '../rules/common/payment-ways';

export function concreteActions(state: GameState, player: number, limitPerKind = 200): Action[] {
  return legalActions(state, player).flatMap((legal) => expand(legal, player, limitPerKind));
}

export function expand(legal: LegalAction, player: number, limit = 200): Action[] {
  // One rule per type: the rule for legal.type takes exactly this listing.
  return (RULES[legal.type] as RuleOf<ActionType>).expand(legal, player, limit);
}
