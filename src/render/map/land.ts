// Natural Earth's land (public domain, via the world-atlas package), read once and cut down
// to the polygons near the Baltic, so the projection never works through the whole world.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';

const require = createRequire(import.meta.url);

/** Generous bounds around the map's extent, so coasts run on past the map's edges. */
const AREA = { west: 0, east: 40, south: 48, north: 68 };

let cached: MultiPolygon | null = null;

/** 1:50m is detailed enough for the Danish straits at this scale and parses in a few ms. */
export function balticLand(): MultiPolygon {
  if (cached) return cached;
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8'),
  ) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const polygons: Position[][][] = [];
  for (const f of 'features' in land ? land.features : [land]) {
    const g = f.geometry as Polygon | MultiPolygon;
    const list = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    polygons.push(...list.filter(nearBaltic));
  }
  cached = { type: 'MultiPolygon', coordinates: polygons };
  return cached;
}

function nearBaltic(polygon: Position[][]): boolean {
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (const [lon, lat] of polygon[0]) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return west < AREA.east && east > AREA.west && south < AREA.north && north > AREA.south;
}
