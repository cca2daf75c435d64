// The board and hand images of fixed states match their committed goldens, within a small
// pixel tolerance (anti-aliasing may differ by a shade between machines).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_DIR, GOLDENS } from './golden';

const OUTPUT = new URL('./__output__/', import.meta.url);
/** Share of pixels allowed to differ beyond pixelmatch's colour threshold. */
const TOLERANCE = 0.001;

describe('render goldens', () => {
  for (const [name, draw] of Object.entries(GOLDENS)) {
    it(`${name} matches its golden`, () => {
      const canvas = draw();
      const golden = PNG.sync.read(readFileSync(new URL(`${name}.png`, GOLDEN_DIR)));
      expect([canvas.width, canvas.height]).toEqual([golden.width, golden.height]);
      // The canvas is opaque, so its stored (premultiplied) pixels are plain RGBA.
      const actual = new PNG({ width: canvas.width, height: canvas.height });
      actual.data = canvas.data();
      const diff = new PNG({ width: golden.width, height: golden.height });
      const differing = pixelmatch(golden.data, actual.data, diff.data, golden.width, golden.height, {
        threshold: 0.1,
      });
      if (differing > golden.width * golden.height * TOLERANCE) saveForReview(name, actual, diff);
      expect(differing).toBeLessThanOrEqual(golden.width * golden.height * TOLERANCE);
    });
  }
});

/** On a mismatch, the new image and the diff go to test/render/__output__/ (git-ignored). */
function saveForReview(name: string, actual: PNG, diff: PNG): void {
  mkdirSync(fileURLToPath(OUTPUT), { recursive: true });
  writeFileSync(new URL(`${name}.actual.png`, OUTPUT), PNG.sync.write(actual));
  writeFileSync(new URL(`${name}.diff.png`, OUTPUT), PNG.sync.write(diff));
}
