// legalActions(state, player): everything that player may do now, with the choices a UI
// needs for its buttons, as a lookup in the rule table: each rule open in this phase whose
// `who` admits the player lists its `options`. Where choices multiply (bids, city trades,
// trade offers) a rule gives their bounds; expand.ts turns the listing into concrete actions.
import type { ActionType, LegalAction, RuleOf } from '../rules/action-types';
import { RULES } from '../rules/table';
import type { GameState, PhaseKind } from '../vocabulary/state';
import { sideRunRefusal } from '../rules/common/side-run';

export type { LegalAction } from '../rules/action-types';
export type { RouteOption } from '../rules/rule';

/**
 * The rules open in each phase, in table order, worked out once per phase kind on first use:
 * legalActions runs for every player after every action. Derived, not listed, so a phase a
 * rule adds (the advanced game's) is covered without a second list to keep in step.
 */
const OPEN_IN = new Map<PhaseKind, readonly RuleOf<ActionType>[]>();

function openIn(kind: PhaseKind): readonly RuleOf<ActionType>[] {
  let rules = OPEN_IN.get(kind);
  if (!rules) {
    rules = (Object.values(RULES) as RuleOf<ActionType>[]).filter(
      (rule) => rule.phases === 'anyTime' || rule.phases.includes(kind),
    );
    OPEN_IN.set(kind, rules);
  }
  return rules;
}

export function legalActions(state: GameState, player: number): LegalAction[] {
  const kind = state.phase.kind;
  if (kind === 'ended' || player < 0 || player >= state.players.length) return [];
  const out: LegalAction[] = [];
  // N-85: no side action is listed while the game waits for a move.
  const sideClosed = sideRunRefusal(state) !== null;
  for (const rule of openIn(kind)) {
    if (sideClosed && rule.phases === 'anyTime') continue;
    if (rule.who(state, player) !== null) continue;
    const options = rule.options(state, player);
    if (options !== null) out.push(options);
  }
  return out;
}

/**
 * The phases an action type may be taken in ('anyTime': trades and settings, K-46): whether a
 * move changed whose decision it is, for a panel shown one move earlier (src/bot/same-decision.ts).
 */
export function actionPhases(type: ActionType): readonly PhaseKind[] | 'anyTime' {
  return (RULES[type] as RuleOf<ActionType>).phases;
}
