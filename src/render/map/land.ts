// Natural Earth's land (public domain, via the world-atlas package), read once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';

const require = createRequire(import.meta.url);

let cached: Feature<Geometry> | FeatureCollection<Geometry> | null = null;

/** 1:50m is detailed enough for the Danish straits at this scale and parses in a few ms. */
export function balticLand(): Feature<Geometry> | FeatureCollection<Geometry> {
  if (cached) return cached;
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology<{ land: GeometryCollection }>;
  cached = feature(topology, topology.objects.land);
  return cached;
}
