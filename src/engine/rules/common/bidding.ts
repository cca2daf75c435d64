// Bids for turn order (K-22, K-23): their ranking, and whether a player can still bid.
import { holdsMarkers, sameMultiset, sortHighFirst, type MarkerCounts } from '../../vocabulary/markers';

/** K-23: k ≥ 2 identical markers are class k; every other bid is class 1. */
export function bidClass(markers: readonly number[]): number {
  if (markers.length >= 2 && markers.every((v) => v === markers[0])) return markers.length;
  return 1;
}

/**
 * K-23: positive when bid `a` ranks above bid `b`, negative when below, 0 only for the same
 * multiset. `null` is no bid, below every bid.
 */
export function compareBids(a: readonly number[] | null, b: readonly number[] | null): number {
  if (a === null || b === null) return (a === null ? 0 : 1) - (b === null ? 0 : 1);
  const classDiff = bidClass(a) - bidClass(b);
  if (classDiff !== 0) return classDiff;
  if (bidClass(a) >= 2) return a[0] - b[0];
  const sumDiff = sum(a) - sum(b);
  if (sumDiff !== 0) return sumDiff;
  const sa = sortHighFirst(a);
  const sb = sortHighFirst(b);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    if (sa[i] !== sb[i]) return sa[i] - sb[i];
  }
  // Equal sums and one list the other plus more (zeros): the longer list wins.
  return sa.length - sb.length;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * K-22: a player can bid when some non-empty selection of their markers differs from every
 * bid already made. The hand allows ∏(count+1) − 1 distinct selections; earlier bids can rule
 * out at most the ones they equal.
 */
export function canBid(hand: MarkerCounts, earlier: readonly (readonly number[])[]): boolean {
  let selections = 1;
  for (const c of hand) selections *= c + 1;
  selections -= 1;
  if (selections === 0) return false;
  let ruledOut = 0;
  for (const bid of distinct(earlier)) if (holdsMarkers(hand, bid)) ruledOut += 1;
  return selections > ruledOut;
}

function distinct(bids: readonly (readonly number[])[]): (readonly number[])[] {
  const out: (readonly number[])[] = [];
  for (const bid of bids) if (!isRepeatedBid(bid, out)) out.push(bid);
  return out;
}

export function isRepeatedBid(markers: readonly number[], earlier: readonly (readonly number[])[]): boolean {
  for (const bid of earlier) if (sameMultiset(bid, markers)) return true;
  return false;
}

/**
 * Every legal bid from `hand`, high first within each selection, up to `limit` of them. The
 * count can be large (∏(count+1)), so callers that only need one should sample instead.
 */
export function enumerateBids(
  hand: MarkerCounts,
  earlier: readonly (readonly number[])[],
  limit = Infinity,
): number[][] {
  const out: number[][] = [];
  const chosen: number[] = [];
  const walk = (value: number): void => {
    if (out.length >= limit) return;
    if (value < 0) {
      if (chosen.length > 0 && !isRepeatedBid(chosen, earlier)) out.push([...chosen]);
      return;
    }
    for (let take = 0; take <= hand[value]; take++) {
      for (let i = 0; i < take; i++) chosen.push(value);
      walk(value - 1);
      chosen.length -= take;
    }
  };
  walk(8);
  return out;
}

/** The markers of the bids made so far this auction (passes left out). */
export function bidsSoFar(bids: readonly { markers: number[] | null }[]): number[][] {
  const out: number[][] = [];
  for (const b of bids) if (b.markers) out.push(b.markers);
  return out;
}

/** K-23: the new order: bids high to low, then passed players in their previous order. */
export function orderFromBids(
  previousOrder: readonly number[],
  bids: readonly { player: number; markers: number[] | null }[],
): number[] {
  const bidOf = new Map(bids.map((b) => [b.player, b.markers]));
  return [...previousOrder].sort((a, b) => compareBids(bidOf.get(b) ?? null, bidOf.get(a) ?? null));
}
