// Where the advanced rules step into the round (K-70 … K-73): after the start offices
// (Memory's look and swap), after the guild master (taxes), after a turn (the conflict
// window), and their actions. The round's own code calls these at those points.
import { demand, reject } from '../errors';
import type { Action } from '../actions';
import type { Play } from '../play';
import { startRound, startTurn } from '../flow';
import { beginStartSwaps, lookAtRoutes, startSwap } from './memory';
import { levyTaxes, payTax, settleTaxes } from './taxes';
import {
  challenge,
  conflictBid,
  declineConflict,
  demandGoods,
  openConflictWindow,
  pushLoser,
} from './conflicts';

export const ADVANCED_ACTION_TYPES = [
  'startSwap',
  'payTax',
  'lookAtRoutes',
  'challenge',
  'declineConflict',
  'conflictBid',
  'demandGoods',
  'pushLoser',
] as const;
export type AdvancedActionType = (typeof ADVANCED_ACTION_TYPES)[number];
export type AdvancedAction = Extract<Action, { type: AdvancedActionType }>;

export function isAdvancedAction(action: Action): action is AdvancedAction {
  return (ADVANCED_ACTION_TYPES as readonly string[]).includes(action.type);
}

const RULE_OF: Record<AdvancedActionType, 'taxes' | 'conflicts' | 'memory'> = {
  startSwap: 'memory',
  payTax: 'taxes',
  lookAtRoutes: 'memory',
  challenge: 'conflicts',
  declineConflict: 'conflicts',
  conflictBid: 'conflicts',
  demandGoods: 'conflicts',
  pushLoser: 'conflicts',
};

export function applyAdvanced(play: Play, action: AdvancedAction): void {
  const rule = RULE_OF[action.type];
  demand(play.state.options[rule], 'RULE_NOT_IN_GAME', { rule });
  switch (action.type) {
    case 'startSwap':
      if (startSwap(play, action)) startRound(play);
      return;
    case 'payTax':
      payTax(play, action);
      return afterTaxes(play);
    case 'lookAtRoutes':
      return lookAtRoutes(play, action);
    case 'challenge':
      return challenge(play, action);
    case 'declineConflict':
      if (declineConflict(play, action)) endConflict(play);
      return;
    case 'conflictBid':
      if (conflictBid(play, action)) endConflict(play);
      return;
    case 'demandGoods':
      return demandGoods(play, action);
    case 'pushLoser':
      pushLoser(play, action);
      return endConflict(play);
    default:
      return reject('MALFORMED_ACTION', { type: (action as Action).type });
  }
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

function endConflict(play: Play): void {
  const phase = play.state.phase;
  if (phase.kind === 'conflict') startTurn(play, phase.index + 1);
}
