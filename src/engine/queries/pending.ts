// Who must decide something now. The bot pings them; K-80 deadlines apply to them.
import type { GameState } from '../vocabulary/state';
import { advancedDecisions } from './advanced-phases';
import type { PendingDecision } from './decisions';

export { isBlocking, type DecisionKind, type PendingDecision } from './decisions';

/** The decisions the game waits on, the blocking ones first, then open trade offers. */
export function pendingDecisions(state: GameState): PendingDecision[] {
  return [
    ...blockingDecisions(state),
    ...state.offers.map((o) => ({ player: o.to, decision: 'tradeOffer' as const, offer: o.id })),
  ];
}

/** The decisions without which the game cannot go on (those isBlocking holds for). */
export function blockingDecisions(state: GameState): PendingDecision[] {
  const phase = state.phase;
  switch (phase.kind) {
    case 'startChoice':
      return phase.choosing.flatMap((c, player) =>
        c && phase.picks[player] === null ? [{ player, decision: 'startChoice' as const }] : [],
      );
    case 'bidding':
      return [{ player: state.order[phase.next], decision: 'bid' }];
    case 'guildMaster':
      return [{ player: state.order[0], decision: 'guildMaster' }];
    case 'turn': {
      const raid = phase.turn.raid;
      if (raid === null) return [{ player: phase.turn.player, decision: 'turn' }];
      const decision =
        raid.stage === 'split' ? 'raidSplit' : raid.stage === 'pick' ? 'raidPickPile' : 'raidDestination';
      return [{ player: raid.stage === 'pick' ? raid.raider : raid.mover, decision }];
    }
    case 'ended':
      return [];
    case 'startSwap':
    case 'taxes':
    case 'conflict':
      return advancedDecisions(phase, state);
  }
}
