// The auction's automatic steps: players who cannot bid pass (K-22), and when all have bid,
// production (K-24) and the new order (K-23); the bids' markers go back to the reserve.
import { CITY_COUNT, cityGood } from '../vocabulary/constants';
import { bidsSoFar, canBid, orderFromBids } from '../rules/common/bidding';
import { returnMarkers } from '../rules/common/reserve';
import type { Draft } from '../rules/draft';

/**
 * K-22: a player with no markers, or only bids already made, passes. Re-checked after every
 * action: a trade at any time (K-46) can leave the bidder so.
 */
export function passWhoCannotBid(draft: Draft): void {
  const { state } = draft;
  while (state.phase.kind === 'bidding' && state.phase.next < state.order.length) {
    const index = state.order[state.phase.next];
    const hand = state.players[index].markers;
    if (canBid(hand, bidsSoFar(state.bids))) return;
    const reason = hand.every((c) => c === 0) ? 'noMarkers' : 'onlyRepeats';
    state.bids.push({ player: index, markers: null });
    draft.emit({ type: 'passed', player: index, reason });
    state.phase.next += 1;
  }
}

export function allBid(draft: Draft): boolean {
  const phase = draft.state.phase;
  return phase.kind === 'bidding' && phase.next >= draft.state.order.length;
}

export function closeBidding(draft: Draft): void {
  const { state } = draft;
  produceGoods(draft);
  state.order = orderFromBids(state.order, state.bids);
  draft.emit({ type: 'orderSet', order: [...state.order] });
  returnMarkers(
    draft,
    state.bids.flatMap((b) => b.markers ?? []),
  );
}

/**
 * K-24: for each city, highest number first, 2 goods per marker of its number played, as
 * far as the reserve goes; one to each office first when there is one for each.
 */
function produceGoods(draft: Draft): void {
  const { state } = draft;
  const played = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const bid of state.bids) for (const v of bid.markers ?? []) played[v] += 1;
  for (let city = CITY_COUNT - 1; city >= 0; city--) {
    if (played[city] === 0) continue;
    const good = cityGood(city);
    const n = Math.min(2 * played[city], state.reserve.goods[good]);
    state.reserve.goods[good] -= n;
    const target = draft.city(city);
    // One to each office only when there is one for each; otherwise all go to the city.
    const supplied = n >= target.offices.length ? target.offices : [];
    for (const office of supplied) office.goods[good] += 1;
    const toOffices = supplied.map((o) => ({ owner: o.owner, count: 1 }));
    const toCity = n - supplied.length;
    target.goods[good] += toCity;
    draft.emit({ type: 'produced', city, good, toCity, toOffices });
  }
}
