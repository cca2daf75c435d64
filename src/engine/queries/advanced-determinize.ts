// Determinisation (determinize.ts) for the advanced rules: a conflict bid lying face down is
// known to its bidder; of the other's, the view shows its size only (N-77), so its markers
// are dealt with the other hidden markers (the phase itself: advanced-phase-copies.ts).
import type { PlayerView } from './views';

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
