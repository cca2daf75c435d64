// K-72.6 … K-72.9, N-77: each duellist bids markers secretly (the empty bid too); the markers
// leave the hand at once. When both have chosen, the bid order (K-23) decides, and each side
// receives the other's markers.
import { refusal } from '../vocabulary/errors';
import { giveMarkers, holdsMarkers, sortHighFirst, takeMarkers } from '../vocabulary/markers';
import type { Conflict } from '../vocabulary/advanced-schemas';
import { withOption } from './common/advanced-option';
import { conflictOf, decides } from './common/conflict';
import { conflictWinner } from './common/conflict-bids';
import type { Draft } from './draft';
import { rule } from './rule';
import { enumerateBids } from './common/bidding';
import type { ShapeKit } from '../vocabulary/actions';

/** K-72.6: a secret bid; the empty bid is allowed. */
const shape = ({ z, player, marker }: ShapeKit) =>
  z.object({ type: z.literal('conflictBid'), player, markers: z.array(marker).max(90) });

/** What legalActions lists for it. */
type Choices = { type: 'conflictBid'; hand: number[] };

export const conflictBid = rule(shape)<Choices>({
  phases: ['conflict'],
  takeBack: false,
  who: withOption('conflicts', (state, player) => {
    const c = conflictOf(state);
    const side = c.challenger === player ? 0 : c.defender === player ? 1 : null;
    // A duellist who has bid is told so (a stale panel), not that the bid is another's.
    if (c.stage === 'bids' && side !== null && c.bids[side] !== null) return refusal('ALREADY_CHOSEN');
    return decides('bids')(state, player);
  }),
  check: (state, action) =>
    holdsMarkers(state.players[action.player].markers, action.markers)
      ? null
      : refusal('MARKER_NOT_HELD', { markers: action.markers }),
  apply: (draft, action) => {
    const c = conflictOf(draft.state);
    const side = c.challenger === action.player ? 0 : 1;
    takeMarkers(draft.state.players[action.player].markers, action.markers);
    const bid = sortHighFirst(action.markers);
    c.bids[side] = bid;
    // N-77: only that a bid was chosen is public; its markers go to the bidder alone.
    draft.emit({ type: 'conflictBidChosen', player: action.player }, [
      { player: action.player, detail: { markers: bid } },
    ]);
    if (c.bids[0] !== null && c.bids[1] !== null) resolve(draft, c);
  },
  options: (state, player) => ({ type: 'conflictBid', hand: [...state.players[player].markers] }),
  expand: (legal, player, limit) =>
    [[], ...enumerateBids(legal.hand, [], limit - 1)].map((markers) => ({
      type: 'conflictBid',
      player,
      markers,
    })),
});

/** K-72.7 … K-72.9: the bid order decides; each side receives the other's markers. */
function resolve(draft: Draft, c: Conflict): void {
  const { state } = draft;
  const [a, b] = [c.challenger as number, c.defender as number];
  const [bidA, bidB] = [c.bids[0] as number[], c.bids[1] as number[]];
  const side = conflictWinner(bidA, bidB);
  giveMarkers(state.players[a].markers, bidB);
  giveMarkers(state.players[b].markers, bidA);
  c.bids = [null, null];
  c.winner = side === null ? null : [a, b][side];
  draft.emit({ type: 'conflictResolved', challenger: a, defender: b, winner: c.winner }, [
    { player: a, detail: { own: bidA, received: bidB } },
    { player: b, detail: { own: bidB, received: bidA } },
  ]);
  if (c.winner === null) draft.endPhase();
  else c.stage = 'demand';
}
