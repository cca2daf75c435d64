// Drawing route markers from the reserve. The reserve is counts by value, so drawing picks a
// random piece among all of them, as a hand in the cup would.
import { markerTotal } from './markers';
import type { Play } from './play';

/** Draws one random marker from the reserve, or null when it is empty. */
export function drawMarker(play: Play): number | null {
  const reserve = play.state.reserve.markers;
  const total = markerTotal(reserve);
  if (total === 0) return null;
  let pick = play.rng.below(total);
  for (let value = 0; value < reserve.length; value++) {
    if (pick < reserve[value]) {
      reserve[value] -= 1;
      return value;
    }
    pick -= reserve[value];
  }
  throw new Error('reserve counts changed while drawing');
}

export function returnMarkers(play: Play, values: readonly number[]): void {
  for (const v of values) play.state.reserve.markers[v] += 1;
}
