// Route markers held as counts by value (index 0–8): a hand, the reserve, a bid.

/** Counts by value: index v holds how many markers of value v (nine entries, 0–8). */
export type MarkerCounts = number[];

export function noMarkers(): MarkerCounts {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0];
}

export function markerTotal(counts: MarkerCounts): number {
  let total = 0;
  for (const c of counts) total += c;
  return total;
}

export function countsOf(values: readonly number[]): MarkerCounts {
  const counts = noMarkers();
  for (const v of values) counts[v] += 1;
  return counts;
}

export function valuesOf(counts: MarkerCounts): number[] {
  const values: number[] = [];
  for (let v = 0; v < counts.length; v++) for (let n = 0; n < counts[v]; n++) values.push(v);
  return values;
}

/** True when `have` holds every marker of the list `values` (with repeats). */
export function holdsMarkers(have: MarkerCounts, values: readonly number[]): boolean {
  const want = countsOf(values);
  for (let v = 0; v < want.length; v++) if (have[v] < want[v]) return false;
  return true;
}

export function takeMarkers(from: MarkerCounts, values: readonly number[]): void {
  for (const v of values) from[v] -= 1;
}

export function giveMarkers(to: MarkerCounts, values: readonly number[]): void {
  for (const v of values) to[v] += 1;
}

/** Sorted high to low: the canonical form of a bid or any marker multiset. */
export function sortHighFirst(values: readonly number[]): number[] {
  return values.slice().sort(highFirst);
}

function highFirst(a: number, b: number): number {
  return b - a;
}

export function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const sa = sortHighFirst(a);
  const sb = sortHighFirst(b);
  return sa.every((v, i) => v === sb[i]);
}
