// The advanced rules are options of a game (K-70 … K-73): an action of a rule the game does
// not use is refused, whatever else holds.
import { refusal, type AdvancedRule, type EngineError } from '../../vocabulary/errors';
import type { GameOptions, GameState } from '../../vocabulary/state';

export type AdvancedOption = AdvancedRule;

export function ruleOff(state: GameState, rule: AdvancedOption): EngineError | null {
  return state.options[rule] ? null : refusal('RULE_NOT_IN_GAME', { rule });
}

/** `who` for a rule of `rule`: the option first, then the rule's own `who`. */
export function withOption(
  rule: AdvancedOption,
  who: (state: GameState, player: number) => EngineError | null,
): (state: GameState, player: number) => EngineError | null {
  return (state, player) => ruleOff(state, rule) ?? who(state, player);
}

export type { GameOptions };
