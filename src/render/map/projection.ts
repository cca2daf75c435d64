// The map's projection: a conic conformal projection (the usual choice for a sea at these
// latitudes) fitted so the Baltic's trading waters fill the map area.
import { geoConicConformal, type GeoProjection } from 'd3-geo';
import { CITY_POSITIONS } from '../../engine/view';
import { MAP } from '../layout';

/** The sea area shown: west of Lübeck to east of Reval, Danzig's coast to north of Åbo. */
const EXTENT = { west: 9.4, east: 26.6, south: 53.35, north: 61.1 };

let cached: GeoProjection | null = null;

export function mapProjection(): GeoProjection {
  if (cached) return cached;
  const projection = geoConicConformal().parallels([55, 60]).rotate([-18, 0]);
  projection.fitExtent(
    [
      [MAP.x, MAP.y],
      [MAP.x + MAP.w, MAP.y + MAP.h],
    ],
    { type: 'MultiPoint', coordinates: extentOutline() },
  );
  cached = projection;
  return projection;
}

/** Points along the extent's edges, so a curved (conic) edge is fitted, not just corners. */
function extentOutline(): [number, number][] {
  const { west, east, south, north } = EXTENT;
  const points: [number, number][] = [];
  for (let i = 0; i <= 10; i++) {
    const lon = west + ((east - west) * i) / 10;
    points.push([lon, south], [lon, north]);
  }
  return points;
}

/** K-1: a city's place on the map, in canvas pixels. */
export function cityPoint(city: number): { x: number; y: number } {
  const { lat, lon } = CITY_POSITIONS[city];
  const p = mapProjection()([lon, lat]) as [number, number];
  return { x: p[0], y: p[1] };
}
