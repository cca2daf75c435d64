// The shape of a decision the game waits on, apart from pending.ts's rules for finding them:
// the renderer (its views' `awaiting` list) needs these without the rules pending.ts reaches.
import type { AdvancedDecision } from './advanced-phases';

export type DecisionKind =
  | 'startChoice'
  | 'bid'
  | 'guildMaster'
  | 'turn'
  | 'raidSplit'
  | 'raidPickPile'
  | 'raidDestination'
  | 'tradeOffer'
  | AdvancedDecision;

export interface PendingDecision {
  player: number;
  decision: DecisionKind;
  /** The trade offer's id, for 'tradeOffer'. */
  offer?: number;
}

/** Whether the game waits on this decision; an open trade offer waits without stopping play. */
export function isBlocking(decision: PendingDecision): boolean {
  return decision.decision !== 'tradeOffer';
}
