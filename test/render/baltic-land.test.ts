// Issue 8: the board's land ships precomputed in assets/map/baltic-land.json, so no render
// worker parses the whole world. These tests keep that asset from going stale silently: it
// must be, to the bit, what scripts/build-land.ts derives from world-atlas today.
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { deriveBalticLand, deriveLandAsset, landAssetText } from '../../scripts/build-land';
import { LAND_ASSET, balticLand, decodeLand, type LandAsset } from '../../src/render/map/land';

const derived = deriveBalticLand();
const shipped = JSON.parse(readFileSync(LAND_ASSET, 'utf8')) as LandAsset;

/** The check: the asset's land, decoded, equals the derived land in every coordinate. */
const matchesWorldAtlas = (asset: LandAsset): boolean => isDeepStrictEqual(decodeLand(asset), derived);

/** The shipped asset with one change planted in a copy. */
function planted(change: (asset: LandAsset) => void): LandAsset {
  const copy = structuredClone(shipped);
  change(copy);
  return copy;
}

describe('render: the Baltic land asset', () => {
  it('decodes to exactly the land derived from world-atlas now, every coordinate to the bit', () => {
    expect(derived.coordinates.length).toBeGreaterThan(0);
    expect(matchesWorldAtlas(shipped)).toBe(true);
    expect(balticLand()).toStrictEqual(derived);
  });

  it('is the file scripts/build-land.ts writes, byte for byte', () => {
    expect(readFileSync(LAND_ASSET, 'utf8')).toBe(landAssetText(deriveLandAsset()));
  });

  it('control: the check catches a moved coordinate, a dropped point and a removed polygon', () => {
    // One grid step (0.0036° of longitude) east, at the first point of the largest polygon.
    const largest = shipped.polygons.reduce(
      (a, b, i) => (b[0].length > shipped.polygons[a][0].length ? i : a),
      0,
    );
    expect(matchesWorldAtlas(planted((a) => (a.polygons[largest][0][0] += 1)))).toBe(false);
    // The same step half-way along a ring (a step, not an absolute point: it moves the rest).
    expect(matchesWorldAtlas(planted((a) => (a.polygons[largest][0][1000] += 1)))).toBe(false);
    expect(matchesWorldAtlas(planted((a) => a.polygons[0][0].splice(2, 2)))).toBe(false);
    expect(matchesWorldAtlas(planted((a) => a.polygons.pop()))).toBe(false);
    expect(matchesWorldAtlas(planted((a) => (a.scale[1] *= 1 + 1e-12)))).toBe(false);
  });
});
