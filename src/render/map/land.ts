// Natural Earth's land near the Baltic (public domain, via the world-atlas package), shipped
// ready cut in assets/map/baltic-land.json. Issue 8, the bot's resident memory: reading the
// whole world's land-50m.json (545 KB) in each render worker, to keep these few polygons,
// grew the worker's V8 heap by 12 MB that stayed committed; this asset is 84 KB and needs no
// TopoJSON conversion (measured: a worker's RSS for the background +21 -> +14 MB).
// `npx tsx scripts/build-land.ts` rebuilds it from world-atlas (the cut and the format are
// explained there), and test/render/baltic-land.test.ts fails when the asset no longer
// matches what that script derives.
import { readFileSync } from 'node:fs';
import type { MultiPolygon } from 'geojson';

/** The asset; beside the sources, so it is found from a bundle too (as fonts.ts does). */
export const LAND_ASSET = new URL('../../../assets/map/baltic-land.json', import.meta.url);

/**
 * The land as TopoJSON quantises it: a coordinate is an integer times `scale` plus
 * `translate`. Each ring lists its first point's integers, then the steps to each next point.
 */
export interface LandAsset {
  source: string;
  scale: [number, number];
  translate: [number, number];
  polygons: number[][][];
}

/**
 * Read afresh on each call and not kept: the background that draws it is drawn once per
 * worker and cached (background.ts), so the polygons can go once it is drawn.
 */
export function balticLand(): MultiPolygon {
  return decodeLand(JSON.parse(readFileSync(LAND_ASSET, 'utf8')) as LandAsset);
}

/** The asset's land as GeoJSON, each coordinate computed as topojson-client computes it. */
export function decodeLand(asset: LandAsset): MultiPolygon {
  const [kx, ky] = asset.scale;
  const [dx, dy] = asset.translate;
  const coordinates = asset.polygons.map((polygon) =>
    polygon.map((steps) => {
      const ring: [number, number][] = [];
      let [x, y] = [0, 0];
      for (let i = 0; i < steps.length; i += 2) {
        x += steps[i];
        y += steps[i + 1];
        ring.push([x * kx + dx, y * ky + dy]);
      }
      return ring;
    }),
  );
  return { type: 'MultiPolygon', coordinates };
}
