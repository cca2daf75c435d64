// The advanced rules' phases copied into a view and back (phase-copies.ts): Memory's start
// swap (K-73), the tax (K-70) and the conflict (K-72). A conflict bid lying face down is
// never in a view, only its size (N-77); the sample puts back the viewer's own bid and the
// other side's as dealt (determinize.ts).
import type { PhaseCopy } from './phase-copy';

type AdvancedKind = 'startSwap' | 'taxes' | 'conflict';

export const ADVANCED_PHASE_COPIES: { readonly [K in AdvancedKind]: PhaseCopy<K> } = {
  startSwap: {
    view: (phase, state) => ({ kind: 'startSwap', player: state.order[phase.next] ?? null }),
    sample: (phase, { view }) => ({
      kind: 'startSwap',
      next: phase.player === null ? view.order.length : view.order.indexOf(phase.player),
    }),
  },
  taxes: {
    view: (phase) => ({ kind: 'taxes', city: phase.city, owing: [...phase.owing] }),
    sample: (phase) => ({ kind: 'taxes', city: phase.city, owing: [...phase.owing] }),
  },
  conflict: {
    view: ({ conflict: c }) => ({
      kind: 'conflict',
      active: c.active,
      city: c.city,
      stage: c.stage,
      asking: [...c.asking],
      challenger: c.challenger,
      defender: c.defender,
      bidSizes: [c.bids[0]?.length ?? null, c.bids[1]?.length ?? null],
      winner: c.winner,
    }),
    sample: (phase, { view, conflictBids }) => {
      const bids = ([0, 1] as const).map((side) => {
        const bidder = side === 0 ? phase.challenger : phase.defender;
        if (phase.bidSizes[side] === null) return null;
        return bidder === view.viewer
          ? [...(view.conflictBid ?? [])]
          : [...(conflictBids[side] ?? [])].sort((a, b) => b - a);
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
    },
  },
};
