// The advanced game's action types (K-70 … K-73), read off the rule table rather than listed:
// those whose rule refuses RULE_NOT_IN_GAME in a game that uses none of the advanced rules.
// A new advanced action is then in every test that asks for them.
import { RULES } from '../../src/engine/rules/table';
import type { ActionType, GameState } from '../../src/engine';

export function advancedActionTypes(basicGame: GameState): ActionType[] {
  return (Object.keys(RULES) as ActionType[]).filter((type) => {
    try {
      return RULES[type].who(basicGame, 0)?.code === 'RULE_NOT_IN_GAME';
    } catch {
      return false; // a basic rule's `who` may assume its own phase (turnOf throws outside a turn)
    }
  });
}
