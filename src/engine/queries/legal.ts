// legalActions(state, player): everything that player may do now, with the choices a UI
// needs for its buttons, as a lookup in the rule table: each rule open in this phase whose
// `who` admits the player lists its `options`. Where choices multiply (bids, city trades,
// trade offers) a rule gives their bounds; expand.ts turns the listing into concrete actions.
import type { ActionType } from '../vocabulary/actions';
import type { LegalAction, Rule } from '../rules/rule';
import { RULES } from '../rules/table';
import type { GameState, PhaseKind } from '../vocabulary/state';

export type { LegalAction, RouteOption } from '../rules/rule';

const PHASES: readonly PhaseKind[] = ['startChoice', 'bidding', 'guildMaster', 'turn', 'ended'];

/** The rules open in each phase, in table order: legalActions runs for every player after every action. */
const OPEN_IN = Object.fromEntries(
  PHASES.map((kind) => [
    kind,
    (Object.values(RULES) as Rule<ActionType>[]).filter(
      (rule) => rule.phases === 'anyTime' || rule.phases.includes(kind),
    ),
  ]),
) as unknown as Record<PhaseKind, readonly Rule<ActionType>[]>;

export function legalActions(state: GameState, player: number): LegalAction[] {
  const kind = state.phase.kind;
  if (kind === 'ended' || player < 0 || player >= state.players.length) return [];
  const out: LegalAction[] = [];
  for (const rule of OPEN_IN[kind]) {
    if (rule.who(state, player) !== null) continue;
    const options = rule.options(state, player);
    if (options !== null) out.push(options);
  }
  return out;
}
