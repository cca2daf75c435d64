// The board and hand images of fixed states match their committed goldens: the text each
// draws (every word and figure, with its rounded position) exactly, and the pixels within a
// small tolerance (anti-aliasing may differ by a shade between machines), for the shapes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { publicView, type GameState } from '../../src/engine/index';
import { drawBoard } from '../../src/render/index';
import { midGameState } from './fixtures';
import { GOLDEN_DIR, GOLDENS, drawnTextRecord } from './golden';

const OUTPUT = new URL('./__output__/', import.meta.url);
/** Share of pixels allowed to differ beyond pixelmatch's colour threshold. */
const TOLERANCE = 0.001;

const goldenText = (name: string): string => readFileSync(new URL(`${name}.txt`, GOLDEN_DIR), 'utf8');

describe('render goldens', () => {
  for (const [name, draw] of Object.entries(GOLDENS)) {
    it(`${name} draws the golden's text, figure for figure, and matches its pixels`, () => {
      const { canvas, text } = drawnTextRecord(draw);
      if (text !== goldenText(name)) saveText(name, text);
      expect(text).toBe(goldenText(name));
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

// The issue that brought the text in: each of these single-figure changes passed the pixel
// tolerance alone. Each must now fail the golden.
const ONE_FIGURE_WRONG: Record<string, (s: GameState) => void> = {
  'one more ore in Stockholm': (s) => (s.cities[1].goods.ore += 1),
  'round + 1': (s) => (s.round += 1),
  'guild master steps + 1': (s) => (s.guildMaster.steps += 1),
  'a market marker 3 → 2': (s) => (s.market[1] = [2, 4]),
  'a route value changed (Visby 1 → 2)': (s) => (s.cities[0].squares[0].value = 2),
  'one more fur in an office': (s) => (s.cities[4].offices[0].goods.fur += 1),
};

describe('render goldens catch a single wrong figure', () => {
  for (const [change, apply] of Object.entries(ONE_FIGURE_WRONG)) {
    it(`${change}: the mid-game board no longer matches its golden text`, () => {
      const state = midGameState();
      apply(state);
      const { text } = drawnTextRecord(() => drawBoard(publicView(state)));
      expect(text).not.toBe(goldenText('board-mid-game'));
    });
  }

  it('the unchanged mid-game board does match (the comparison above can pass)', () => {
    expect(drawnTextRecord(() => drawBoard(publicView(midGameState()))).text).toBe(
      goldenText('board-mid-game'),
    );
  });
});

/** On a mismatch, the new image and the diff go to test/render/__output__/ (git-ignored). */
function saveForReview(name: string, actual: PNG, diff: PNG): void {
  mkdirSync(fileURLToPath(OUTPUT), { recursive: true });
  writeFileSync(new URL(`${name}.actual.png`, OUTPUT), PNG.sync.write(actual));
  writeFileSync(new URL(`${name}.diff.png`, OUTPUT), PNG.sync.write(diff));
}

function saveText(name: string, text: string): void {
  mkdirSync(fileURLToPath(OUTPUT), { recursive: true });
  writeFileSync(new URL(`${name}.actual.txt`, OUTPUT), text);
}
