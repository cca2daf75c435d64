// Determinisation (determinize.ts) for the advanced rules' phases: a phase sampled among
// those a player's view allows. A conflict bid lying face down is known to its bidder; of
// the other's, the view shows its size only (N-77), so its markers are dealt with the other
// hidden markers.
import type { PlayerView } from './views';
import type { Phase } from '../vocabulary/state';

/** Where a face-down conflict bid's markers lie: the viewer's are known, the other's are dealt. */
export interface ConflictBidDeal {
  /** The markers seen by the viewer (their own bid). */
  seen: number[];
  /** The sides whose bids are hidden from the viewer, with their sizes. */
  hidden: { side: 0 | 1; size: number }[];
}

export function conflictBidDeal(view: PlayerView): ConflictBidDeal {
  const phase = view.phase;
  if (phase.kind !== 'conflict') return { seen: [], hidden: [] };
  const seen = view.conflictBid ?? [];
  const hidden: ConflictBidDeal['hidden'] = [];
  ([0, 1] as const).forEach((side) => {
    const size = phase.bidSizes[side];
    const bidder = side === 0 ? phase.challenger : phase.defender;
    if (size !== null && bidder !== view.viewer) hidden.push({ side, size });
  });
  return { seen, hidden };
}

/** The advanced phase the view shows, with the dealt conflict bids in place. */
export function sampleAdvancedPhase(
  view: PlayerView,
  dealtBids: [number[] | null, number[] | null],
): Phase | null {
  const phase = view.phase;
  switch (phase.kind) {
    case 'startSwap':
      return {
        kind: 'startSwap',
        next: phase.player === null ? view.order.length : view.order.indexOf(phase.player),
      };
    case 'taxes':
      return { kind: 'taxes', city: phase.city, owing: [...phase.owing] };
    case 'conflict': {
      const own = view.conflictBid;
      const bids = ([0, 1] as const).map((side) => {
        const bidder = side === 0 ? phase.challenger : phase.defender;
        if (phase.bidSizes[side] === null) return null;
        return bidder === view.viewer ? [...(own ?? [])] : [...(dealtBids[side] ?? [])].sort((a, b) => b - a);
      }) as [number[] | null, number[] | null];
      return {
        kind: 'conflict',
        index: view.order.indexOf(phase.active),
        conflict: {
          active: phase.active,
          city: phase.city,
          stage: phase.stage,
          asking: [...phase.asking],
          challenger: phase.challenger,
          defender: phase.defender,
          bids,
          winner: phase.winner,
        },
      };
    }
    default:
      return null;
  }
}
