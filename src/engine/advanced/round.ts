// Where the advanced rules step into the round (K-70 … K-73): after the start offices
// (Memory's look and swap), after the guild master (taxes), after a turn (the conflict
// window), and their actions, each a rule entry (rule.ts) switched by the game's options.
import { demand, reject } from '../errors';
import type { Action, ActionOf } from '../actions';
import type { Play } from '../play';
import type { GameState } from '../state';
import { startRound, startTurn } from '../flow';
import { beginStartSwaps, lookAtRoutesRule, startSwapRule } from './memory';
import { levyTaxes, payTaxRule, settleTaxes } from './taxes';
import {
  challengeRule,
  conflictBidRule,
  declineConflictRule,
  demandGoodsRule,
  openConflictWindow,
  pushLoserRule,
} from './conflicts';
import type { AdvancedRule } from './rule';
import type { AdvancedLegalAction } from './legal';

/** The advanced rules' entries, by action type, with the option that switches each on. */
export const ADVANCED_RULES = {
  startSwap: { option: 'memory', rule: startSwapRule },
  payTax: { option: 'taxes', rule: payTaxRule },
  lookAtRoutes: { option: 'memory', rule: lookAtRoutesRule },
  challenge: { option: 'conflicts', rule: challengeRule },
  declineConflict: { option: 'conflicts', rule: declineConflictRule },
  conflictBid: { option: 'conflicts', rule: conflictBidRule },
  demandGoods: { option: 'conflicts', rule: demandGoodsRule },
  pushLoser: { option: 'conflicts', rule: pushLoserRule },
} as const satisfies { [T in AdvancedActionType]: { option: string; rule: AdvancedRule<T> } };

export type AdvancedActionType =
  | 'startSwap'
  | 'payTax'
  | 'lookAtRoutes'
  | 'challenge'
  | 'declineConflict'
  | 'conflictBid'
  | 'demandGoods'
  | 'pushLoser';
export type AdvancedAction = Extract<Action, { type: AdvancedActionType }>;

export function isAdvancedAction(action: Action): action is AdvancedAction {
  return action.type in ADVANCED_RULES;
}

function entryOf<T extends AdvancedActionType>(type: T): AdvancedRule<T> {
  return ADVANCED_RULES[type].rule as unknown as AdvancedRule<T>;
}

/** The rule's checks in order (option, phase, who, check), then its effect and what follows. */
export function applyAdvanced(play: Play, action: AdvancedAction): void {
  const { state } = play;
  const option = ADVANCED_RULES[action.type].option;
  demand(state.options[option], 'RULE_NOT_IN_GAME', { rule: option });
  const rule = entryOf(action.type);
  demand(rule.phases.includes(state.phase.kind), 'WRONG_PHASE', { phase: state.phase.kind });
  const refusal = rule.who(state, action.player) ?? rule.check(state, action as ActionOf<typeof action.type>);
  if (refusal) reject(refusal.code, { ...refusal.data });
  if (rule.apply(play, action as ActionOf<typeof action.type>)) phaseDone(play);
}

/** The choices of every advanced rule for `player` now (the phase and who have passed). */
export function advancedOptions(state: GameState, player: number): AdvancedLegalAction[] {
  const out: AdvancedLegalAction[] = [];
  for (const type of Object.keys(ADVANCED_RULES) as AdvancedActionType[]) {
    const { option, rule } = ADVANCED_RULES[type];
    if (!state.options[option] || !(rule.phases as readonly string[]).includes(state.phase.kind)) continue;
    const typed = entryOf(type);
    if (typed.who(state, player) !== null) continue;
    const choice = typed.options(state, player);
    if (choice) out.push(choice);
  }
  return out;
}

/** What follows an advanced phase's last decision. */
function phaseDone(play: Play): void {
  const phase = play.state.phase;
  if (phase.kind === 'startSwap') startRound(play);
  else if (phase.kind === 'taxes') startTurn(play, 0);
  else if (phase.kind === 'conflict') startTurn(play, phase.index + 1);
}

/** K-73.3: in Memory the start look and swaps come before the first round (N-80). */
export function afterStartOffices(play: Play): void {
  if (play.state.options.memory) beginStartSwaps(play);
  else startRound(play);
}

/** K-70: with taxes, the guild master's city is taxed before the first turn (N-70). */
export function afterGuildMaster(play: Play, city: number): void {
  if (play.state.options.taxes && levyTaxes(play, city)) return;
  startTurn(play, 0);
}

/** N-71: the tax phase's automatic step, re-checked after every action (trades included). */
export function afterTaxes(play: Play): void {
  if (play.state.phase.kind === 'taxes' && settleTaxes(play)) startTurn(play, 0);
}

/**
 * K-72.2, N-75: a turn that ends (not by a raid) may open the conflict window; otherwise the
 * next turn starts.
 */
export function afterTurn(play: Play, index: number, player: number, raided: boolean): void {
  if (play.state.options.conflicts && !raided && openConflictWindow(play, index, player)) return;
  startTurn(play, index + 1);
}
