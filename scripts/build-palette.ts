// `npm run palette`: chooses the 255 colours of the bot's palette PNGs (issue 40,
// src/render/encode/palette-png.ts) and writes them to src/render/encode/palette.ts. Run it
// after a change to the colours the renderer draws (test/render/encode/palette-png.test.ts
// says when: a golden's colour far from every entry, or a picture below the quality bar), and
// commit the new palette with the change.
//
// The colours come from what the renderer draws: boards, phone boards and hands of random
// games (other seeds than the bench's and the goldens' states), with every player count, the
// advanced rules and four languages. Every colour of the theme is an entry as it is; the rest
// are chosen from the drawn pixels' colours, most frequent first, each at least 3 apart
// (RGB distance), and then moved by a few rounds of k-means, weighted by how many pixels
// have each colour: an entry that most of its pixels share exactly (a flat fill) stays that
// colour, any other becomes the mean of its pixels (the shades of an edge or the sea's dither).
import { writeFileSync } from 'node:fs';
import type { Canvas } from '@napi-rs/canvas';
import { format, resolveConfig } from 'prettier';
import { playRandomGame } from '../src/ai/index';
import { legalActions, playerView, publicView, type GameOptions, type GameState } from '../src/engine/index';
import { raidChoices, sailChoices, startChoices } from '../src/bot/panel/map-choices';
import { CELL_BITS } from '../src/render/encode/palette-png';
import { drawBoard, drawHand, drawPhoneBoard, drawSeatBoard, type MapChoice } from '../src/render/index';
import { GOOD_STYLE, PLAYER_STYLE, THEME } from '../src/render/theme';

const OUT = new URL('../src/render/encode/palette.ts', import.meta.url);
const SIZE = 255;
const MIN_DISTANCE = 3;
const ROUNDS = 8;

const GAMES: { seed: number; players: number; options: Partial<GameOptions>; locale: string }[] = [
  { seed: 1, players: 4, options: {}, locale: 'en' },
  {
    seed: 2,
    players: 3,
    options: { taxes: true, officeTrading: true, conflicts: true, memory: true },
    locale: 'de',
  },
  { seed: 3, players: 2, options: { memory: true }, locale: 'fr' },
  { seed: 4, players: 4, options: { conflicts: true }, locale: 'it' },
];

/** Each game's boards at six points from start to end, phone boards and hands at three. */
function* drawnImages(): Generator<Canvas> {
  for (const game of GAMES) {
    const states: GameState[] = [];
    playRandomGame({ ...game, check: false, onState: (s) => states.push(structuredClone(s)) });
    const picks = [0, 0.2, 0.4, 0.6, 0.8, 1].map((f) => states[Math.round(f * (states.length - 1))]);
    for (const [i, state] of picks.entries()) {
      const label = `Game ${game.seed}`;
      yield drawBoard(publicView(state), game.locale, { label });
      if (i % 2 === 0) yield drawPhoneBoard(publicView(state), game.locale, { label });
      else yield drawHand(playerView(state, i % game.players), game.locale);
    }
    // Issue 38: the seat's own board in its panel, its choices lettered (the letters' plates and
    // the known routes' dashed outlines are colours of their own).
    for (const state of states.filter((_, i) => i % 37 === 0).slice(0, 6)) {
      const seat = state.phase.kind === 'turn' ? state.phase.turn.player : 0;
      yield drawSeatBoard(playerView(state, seat), game.locale, {
        label: `Game ${game.seed}`,
        choices: seatChoices(state, seat),
      }).canvas;
    }
  }
}

/** The lettered places a seat's panel would offer in `state`. */
function seatChoices(state: GameState, seat: number): MapChoice[] {
  return legalActions(state, seat).flatMap((l) =>
    l.type === 'sail'
      ? sailChoices(state, seat, l)
      : l.type === 'chooseStart'
        ? startChoices(l)
        : l.type === 'raid'
          ? raidChoices(state, seat, l)
          : [],
  );
}

/** Every opaque colour the theme names, as 0xRRGGBB. */
function themeColours(): number[] {
  const strings = [THEME, ...Object.values(PLAYER_STYLE), ...Object.values(GOOD_STYLE)].flatMap((o) =>
    Object.values(o).filter((v): v is string => typeof v === 'string'),
  );
  return strings.filter((s) => /^#[0-9a-f]{6}$/i.test(s)).map((s) => parseInt(s.slice(1), 16));
}

/** Pixel counts by colour (0xRRGGBB) over all the images. */
function histogram(images: Iterable<Canvas>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const canvas of images) {
    const d = canvas.data();
    for (let i = 0; i < d.length; i += 4) {
      const colour = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
  }
  return counts;
}

type Rgb = [number, number, number];
const rgb = (c: number): Rgb => [(c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff];
const packed = ([r, g, b]: Rgb): number => (r << 16) | (g << 8) | b;
const distance2 = (a: Rgb, b: Rgb): number => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
const cellOf = ([r, g, b]: Rgb): number => {
  const shift = 8 - CELL_BITS;
  return (r >> shift) | ((g >> shift) << CELL_BITS) | ((b >> shift) << (2 * CELL_BITS));
};

export function choosePalette(counts: Map<number, number>, pinned: number[]): number[] {
  // Most frequent first; equal counts by colour, so the same pixels always give the same palette.
  const colours = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const points = colours.map(([c]) => rgb(c));
  const weights = colours.map(([, n]) => n);
  const fixed = [...new Set(pinned)].map(rgb);
  let entries: Rgb[] = [...fixed];
  // One entry per cell of the writer's table: a second one there could never be written.
  const taken = new Set(entries.map(cellOf));
  for (const point of points) {
    if (entries.length >= SIZE) break;
    if (taken.has(cellOf(point))) continue;
    if (entries.some((e) => distance2(e, point) < MIN_DISTANCE ** 2)) continue;
    entries.push(point);
    taken.add(cellOf(point));
  }
  for (let round = 0; round < ROUNDS; round++) {
    const sums = entries.map(() => [0, 0, 0, 0]);
    const heaviest = entries.map(() => ({ point: -1, weight: 0 }));
    let error = 0;
    points.forEach((point, p) => {
      let best = 0;
      let bestDistance = Infinity;
      entries.forEach((e, i) => {
        const d = distance2(e, point);
        if (d < bestDistance) [best, bestDistance] = [i, d];
      });
      const w = weights[p];
      error += bestDistance * w;
      const sum = sums[best];
      for (let k = 0; k < 3; k++) sum[k] += point[k] * w;
      sum[3] += w;
      if (w > heaviest[best].weight) heaviest[best] = { point: p, weight: w };
    });
    console.log(`round ${round + 1}: mean squared error ${(error / sum(weights)).toFixed(2)} per pixel`);
    entries = entries.map((entry, i) => {
      const [r, g, b, w] = sums[i];
      if (i < fixed.length || w === 0) return entry;
      if (heaviest[i].weight >= w / 2) return points[heaviest[i].point];
      return [Math.round(r / w), Math.round(g / w), Math.round(b / w)];
    });
  }
  const cells = new Set<number>();
  return entries.filter((e) => !cells.has(cellOf(e)) && cells.add(cellOf(e))).map(packed);
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  const counts = histogram(drawnImages());
  console.log(`${counts.size} colours drawn`);
  const palette = choosePalette(counts, themeColours());
  const hex = palette.map((c) => `0x${c.toString(16).padStart(6, '0')}`);
  const source = `// Written by \`npm run palette\` (scripts/build-palette.ts): the colours of the bot's palette
// PNGs (palette-png.ts), as 0xRRGGBB, the theme's own first, then the most drawn. Not to be edited by hand.
export const PALETTE: readonly number[] = [${hex.join(', ')}];
`;
  const options = await resolveConfig(OUT);
  writeFileSync(OUT, await format(source, { ...options, parser: 'typescript' }));
  console.log(`wrote ${palette.length} colours to ${OUT.pathname}`);
}

await main();
