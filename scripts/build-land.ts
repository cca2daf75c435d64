// `npx tsx scripts/build-land.ts`: rewrites assets/map/baltic-land.json, the land the board's
// background draws (src/render/map/land.ts reads it). Issue 8, the bot's resident memory: the
// render workers used to parse the whole world's land (world-atlas's land-50m.json, 545 KB of
// TopoJSON) to keep the few polygons near the Baltic, and the V8 heap grown for that parse
// stayed committed in every worker. The cut is made here once instead, and shipped.
//
// The asset keeps TopoJSON's own quantisation: each coordinate is an integer times the
// topology's scale plus its translate, exactly as topojson-client computes it, so the land
// decoded from the asset is the land derived here to the last bit (the board's pixels too;
// rounding to even 7 decimals of a degree changed a few). Each ring is written as its first
// point's integers and then the steps from point to point, which are mostly small numbers.
// test/render/baltic-land.test.ts checks that the asset is what this script derives now.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { LAND_ASSET, type LandAsset } from '../src/render/map/land';

const require = createRequire(import.meta.url);

/** 1:50m is detailed enough for the Danish straits at the board's scale. */
const SOURCE = 'world-atlas/land-50m.json';

/** Generous bounds around the map's extent, so coasts run on past the map's edges. */
const AREA = { west: 0, east: 40, south: 48, north: 68 };

type Land = Topology<{ land: GeometryCollection }>;

function readTopology(): Land {
  return JSON.parse(readFileSync(require.resolve(SOURCE), 'utf8')) as Land;
}

/** Natural Earth's land cut down to the polygons near the Baltic, as GeoJSON. */
export function deriveBalticLand(topology: Land = readTopology()): MultiPolygon {
  const land = feature(topology, topology.objects.land);
  const polygons: Position[][][] = [];
  for (const f of 'features' in land ? land.features : [land]) {
    const g = f.geometry as Polygon | MultiPolygon;
    const list = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    polygons.push(...list.filter(nearBaltic));
  }
  return { type: 'MultiPolygon', coordinates: polygons };
}

/** Whether a polygon's outer ring's bounding box meets the area around the map. */
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

/** The asset derived from world-atlas now: the land near the Baltic, quantised as its source. */
export function deriveLandAsset(): LandAsset {
  const topology = readTopology();
  if (!topology.transform) throw new Error(`${SOURCE} is not quantised`);
  const { scale, translate } = topology.transform;
  const quantise = (value: number, axis: 0 | 1): number => {
    const q = Math.round((value - translate[axis]) / scale[axis]);
    // The decoder must give back this very number, or the board would not be the same.
    if (q * scale[axis] + translate[axis] !== value) throw new Error(`${value} is off the source's grid`);
    return q;
  };
  const polygons = deriveBalticLand(topology).coordinates.map((polygon) =>
    polygon.map((ring) => {
      const steps: number[] = [];
      let [x0, y0] = [0, 0];
      for (const [lon, lat] of ring) {
        const [x, y] = [quantise(lon, 0), quantise(lat, 1)];
        steps.push(x - x0, y - y0);
        [x0, y0] = [x, y];
      }
      return steps;
    }),
  );
  return {
    source: `Natural Earth 1:50m land (public domain), from ${SOURCE} ${worldAtlasVersion()}; rebuilt by scripts/build-land.ts`,
    scale: [scale[0], scale[1]],
    translate: [translate[0], translate[1]],
    polygons,
  };
}

function worldAtlasVersion(): string {
  return (
    JSON.parse(readFileSync(require.resolve('world-atlas/package.json'), 'utf8')) as { version: string }
  ).version;
}

/** The asset's text: one polygon a line, so a rebuild's diff says which polygons changed. */
export function landAssetText(asset: LandAsset): string {
  const { polygons, ...head } = asset;
  const fields = Object.entries(head).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`,
  );
  const lines = polygons.map((polygon) => `    ${JSON.stringify(polygon)}`);
  return `{\n${fields.join('')}  "polygons": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const path = fileURLToPath(LAND_ASSET);
  writeFileSync(path, landAssetText(deriveLandAsset()));
  console.log(`wrote ${path}`);
}
