// The advanced rules' prompts as phases (K-70, K-72, K-73): what is shown of them, who they
// wait on, and the deadline's default (K-80); their copies into a view and back are in
// advanced-phase-copies.ts. The shared files call these for the three phase kinds the
// advanced rules add.
import type { Action } from '../rules/action-types';
import type { Goods } from '../vocabulary/goods';
import type { GameState, Phase } from '../vocabulary/state';
import { cheapestGood } from '../rules/common/tax-levy';

import { conflictDeciders, defaultDemand } from '../rules/common/conflict-bids';

export type AdvancedPhase = Extract<Phase, { kind: 'startSwap' | 'taxes' | 'conflict' }>;
export type AdvancedDecision =
  'startSwap' | 'tax' | 'challenge' | 'conflictBid' | 'conflictDemand' | 'conflictPush';

const ADVANCED_DECISIONS: readonly string[] = [
  'startSwap',
  'tax',
  'challenge',
  'conflictBid',
  'conflictDemand',
  'conflictPush',
] satisfies readonly AdvancedDecision[];

export function isAdvancedDecision(decision: string): decision is AdvancedDecision {
  return ADVANCED_DECISIONS.includes(decision);
}

/** What everyone may see of an advanced phase: never a bid's markers (N-77). */
export type AdvancedPhaseView =
  | { kind: 'startSwap'; player: number | null }
  | { kind: 'taxes'; city: number; owing: number[] }
  | {
      kind: 'conflict';
      active: number;
      city: number;
      stage: 'challenge' | 'bids' | 'demand' | 'push';
      /** Who may still challenge, the one asked now first (K-72.4, N-76). */
      asking: number[];
      challenger: number | null;
      defender: number | null;
      /** N-77: how many markers the challenger and the defender laid face down; null: not chosen. */
      bidSizes: [number | null, number | null];
      winner: number | null;
    };

/** N-77: the viewer's own conflict bid while it lies face down, else null. */
export function ownConflictBid(state: GameState, viewer: number): number[] | null {
  const phase = state.phase;
  if (phase.kind !== 'conflict') return null;
  const c = phase.conflict;
  const side = c.challenger === viewer ? 0 : c.defender === viewer ? 1 : -1;
  const bid = side === 0 ? c.bids[0] : side === 1 ? c.bids[1] : null;
  return bid ? [...bid] : null;
}

export function advancedDecisions(
  p: AdvancedPhase,
  state: GameState,
): { player: number; decision: AdvancedDecision }[] {
  switch (p.kind) {
    case 'startSwap': {
      const player = state.order[p.next];
      return player === undefined ? [] : [{ player, decision: 'startSwap' }];
    }
    case 'taxes':
      return p.owing.map((player) => ({ player, decision: 'tax' as const }));
    case 'conflict': {
      const c = p.conflict;
      const decision: AdvancedDecision =
        c.stage === 'challenge'
          ? 'challenge'
          : c.stage === 'bids'
            ? 'conflictBid'
            : c.stage === 'demand'
              ? 'conflictDemand'
              : 'conflictPush';
      return conflictDeciders(c).map((player) => ({ player, decision }));
    }
  }
}

/** K-80 with N-71, N-79, N-80: the default for an advanced decision. */
export function advancedDefault(state: GameState, player: number, decision: AdvancedDecision): Action | null {
  switch (decision) {
    case 'startSwap':
      return { type: 'startSwap', player, swap: null };
    case 'tax': {
      const good = cheapestGood(state.players[player].goods);
      return good ? { type: 'payTax', player, good } : null;
    }
    case 'challenge':
      return { type: 'declineConflict', player };
    case 'conflictBid':
      return { type: 'conflictBid', player, markers: [] };
    case 'conflictDemand':
      return { type: 'demandGoods', player, goods: defaultDemand() as Goods };
    case 'conflictPush':
      return { type: 'pushLoser', player, square: null };
  }
}
