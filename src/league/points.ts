// League points for one game under the league's scheme.
import type { PointsScheme } from './points-scheme-schema';
import type { SeatResult } from './result-schema';

/** What points are counted from: each seat's place, VP and whether it forfeited (issue 41: a tournament's table too). */
export type PointsInput = { seats: readonly Pick<SeatResult, 'place' | 'vp' | 'forfeited'>[] };

/** Points per seat, in seat order. */
export function gamePoints(result: PointsInput, scheme: PointsScheme): number[] {
  return scheme.kind === 'byPlace' ? byPlace(result, scheme.points) : vpShare(result);
}

/**
 * Players sharing a place split the points of the places they fill: two sharing 1st in
 * 4-2-1-0 get (4 + 2) / 2 = 3 each.
 */
function byPlace(result: PointsInput, table: readonly number[]): number[] {
  const places = result.seats.map((s) => s.place);
  return places.map((place) => {
    const sharing = places.filter((p) => p === place).length;
    const filled = table.slice(place - 1, place - 1 + sharing);
    return filled.reduce((sum, points) => sum + points, 0) / sharing;
  });
}

/** 100 points shared by VP; a forfeit earns none; a table with no VP at all shares equally. */
function vpShare(result: PointsInput): number[] {
  const vps = result.seats.map((s) => (s.forfeited ? 0 : s.vp));
  const total = vps.reduce((sum, vp) => sum + vp, 0);
  if (total === 0)
    return vps.map((_, seat) => (result.seats[seat].forfeited ? 0 : 100 / countPlaying(result)));
  return vps.map((vp) => (100 * vp) / total);
}

function countPlaying(result: PointsInput): number {
  return result.seats.filter((s) => !s.forfeited).length;
}
