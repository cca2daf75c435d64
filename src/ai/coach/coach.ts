// The coach (issue 26): for a person at the table, the move a good computer player would make
// in their seat now, and why. It is asked with what the computer players are asked with, the
// person's view and legal actions (never the state or the game's seed), so a hint can never
// tell more than the person sees.
import {
  Dice,
  determinize,
  seedRng,
  type Action,
  type LegalAction,
  type PlayerView,
} from '../../engine/play';
import { owesDecision } from '../decide';
import { heuristicAction } from '../heuristic/player';
import { isListed } from '../listed';
import { searchAction, type SearchConfig } from '../mcts/search';
import { reasonFor, type Reason } from './reason';

export interface CoachRequest {
  view: PlayerView;
  legal: LegalAction[];
  /** The table's own random number for this hint: never the game's seed (issue 21). */
  seed: number;
}

export interface CoachHint {
  /** The suggested move, or null when the player owes nothing now. */
  action: Action | null;
  reason: Reason | null;
  /** Search iterations spent (0 when the heuristic answered). */
  iterations: number;
}

/**
 * The normal level's search with a smaller budget, so that a hint comes within a second of
 * CPU (`npm run bench -- ai` prints the figures). The time cap is only a safety limit: the
 * budget is iterations, so the same request gives the same hint.
 */
export const COACH_SEARCH: SearchConfig = {
  iterations: 1200,
  playout: 6,
  maxMs: 900,
  exploration: 0.7,
  wide: false,
};

export function coachHint(req: CoachRequest, config: SearchConfig = COACH_SEARCH): CoachHint {
  const player = req.view.viewer;
  const none: CoachHint = { action: null, reason: null, iterations: 0 };
  if (req.legal.length === 0 || req.view.phase.kind === 'ended') return none;
  const dice = new Dice(seedRng(req.seed));
  const sample = determinize(req.view, dice);
  let action: Action | null;
  let iterations = 0;
  if (owesDecision(req.view)) {
    const result = searchAction(req.view, req.legal, config, dice);
    action = result.action;
    iterations = result.iterations;
  } else {
    // Only offers to answer (K-46): the heuristic's answer, as the computer players give it.
    action = heuristicAction(sample, player, req.legal, dice);
  }
  if (action === null || !isListed(action, req.legal)) return none;
  return { action, reason: reasonFor(sample, player, action, req.legal), iterations };
}
