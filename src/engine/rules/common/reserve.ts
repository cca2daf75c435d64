// Drawing route markers from the reserve. The reserve is counts by value, so drawing picks a
// random piece among all of them, as a hand in the cup would.
import { markerTotal } from '../../vocabulary/markers';
import type { Draft } from '../draft';

/** Draws one random marker from the reserve, or null when it is empty. */
export function drawMarker(draft: Draft): number | null {
  const reserve = draft.state.reserve.markers;
  const total = markerTotal(reserve);
  if (total === 0) return null;
  let pick = draft.rng.below(total);
  for (let value = 0; value < reserve.length; value++) {
    if (pick < reserve[value]) {
      reserve[value] -= 1;
      return value;
    }
    pick -= reserve[value];
  }
  throw new Error('reserve counts changed while drawing');
}

export function returnMarkers(draft: Draft, values: readonly number[]): void {
  for (const v of values) draft.state.reserve.markers[v] += 1;
}
