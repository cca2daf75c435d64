// K-22: a bid for turn order: markers the player holds, not equal to a bid already made this
// auction. Players who cannot bid pass automatically (the round's bidding steps).
import { refusal } from '../vocabulary/errors';
import { holdsMarkers, sortHighFirst, takeMarkers } from '../vocabulary/markers';
import type { GameState } from '../vocabulary/state';
import { bidsSoFar, canBid, enumerateBids, isRepeatedBid } from './common/bidding';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

function bidder(state: GameState): number {
  if (state.phase.kind !== 'bidding') throw new Error('not bidding');
  return state.order[state.phase.next];
}

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, marker }: ShapeKit) =>
  z.object({ type: z.literal('bid'), player, markers: z.array(marker).min(1).max(90) });

/** What legalActions lists for it. */
type Choices = { type: 'bid'; hand: number[]; forbidden: number[][] };

export const bid = rule(shape)<Choices>({
  phases: ['bidding'],
  takeBack: true,
  who: (state, player) =>
    bidder(state) === player ? null : refusal('NOT_YOUR_TURN', { player: bidder(state) }),
  check: (state, { player, markers }) => {
    if (!holdsMarkers(state.players[player].markers, markers)) return refusal('MARKER_NOT_HELD', { markers });
    if (isRepeatedBid(markers, bidsSoFar(state.bids))) return refusal('BID_REPEATED', { markers });
    return null;
  },
  apply: (draft, action) => {
    const { state } = draft;
    const markers = sortHighFirst(action.markers);
    takeMarkers(state.players[action.player].markers, markers);
    state.bids.push({ player: action.player, markers });
    draft.emit({ type: 'bid', player: action.player, markers });
    if (state.phase.kind === 'bidding') state.phase.next += 1;
  },
  options: (state, player) => {
    const hand = state.players[player].markers;
    const forbidden = bidsSoFar(state.bids);
    if (!canBid(hand, forbidden)) return null;
    return { type: 'bid', hand: [...hand], forbidden: forbidden.map((m) => [...m]) };
  },
  expand: (legal, player, limit) =>
    enumerateBids(legal.hand, legal.forbidden, limit).map((markers) => ({ type: 'bid', player, markers })),
});
