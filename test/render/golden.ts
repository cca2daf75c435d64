// Golden images: the fixed states of fixtures.ts drawn and saved as PNG under goldens/, each
// with the text it draws beside it (goldens/<name>.txt: every word and figure with its
// rounded position), so a single wrong figure fails even where it moves few pixels.
// `npm run goldens` rewrites both on purpose; the test compares against them.
import { Canvas } from '@napi-rs/canvas';
import { playerView, publicView } from '../../src/engine/index';
import { BOARD_SCALE, drawBoard, drawHand, drawPhoneBoard } from '../../src/render/index';
import { PANEL } from '../../src/render/layout';
import { boardCanvas, drawBaseLayer, drawLayer } from '../../src/render/board/board-canvas';
import { drawCityFrames } from '../../src/render/board/city-frame';
import { drawMapBackground } from '../../src/render/map/background';
import { recordText } from './drawn-text';
import {
  cityTradedState,
  officeBuiltState,
  publicBoard,
  raidChoiceState,
  raidDestinationState as raiderState,
  raidDoneState,
  seatBoard,
} from './seat-fixtures';
import {
  advancedState,
  crowdedCityState,
  crowdedHandState,
  endState,
  memoryState,
  midGameState,
  offersState,
  openHoldingsState,
  raidDestinationState,
  startState,
} from './fixtures';

export const GOLDEN_DIR = new URL('./goldens/', import.meta.url);

export const GOLDENS: Record<string, () => Canvas> = {
  // The cached layers every board starts from (sea, city cards, the key and the END track),
  // drawn afresh: the board goldens leave their words out, so a wrong figure in the key is
  // caught here.
  'board-layers': () => boardLayers('en'),
  'board-start': () => drawBoard(publicView(startState())),
  'board-mid-game': () => drawBoard(publicView(midGameState())),
  'board-memory': () => drawBoard(publicView(memoryState())),
  'board-end': () => drawBoard(publicView(endState())),
  'board-open-holdings': () => drawBoard(publicView(openHoldingsState())),
  'board-crowded-city': () => drawBoard(publicView(crowdedCityState())),
  'board-advanced': () => drawBoard(publicView(advancedState())),
  'phone-mid-game': () => drawPhoneBoard(publicView(midGameState()), 'en', { label: 'Game 12' }),
  'phone-start': () => drawPhoneBoard(publicView(startState())),
  'phone-end': () => drawPhoneBoard(publicView(endState())),
  'phone-crowded-city': () => drawPhoneBoard(publicView(crowdedCityState())),
  'phone-advanced': () => drawPhoneBoard(publicView(advancedState())),
  'hand-mid-game': () => drawHand(playerView(midGameState(), 2)),
  'hand-memory': () => drawHand(playerView(memoryState(), 0)),
  'hand-offers': () => drawHand(playerView(offersState(), 0)),
  'hand-crowded': () => drawHand(playerView(crowdedHandState(), 0)),
  ...languageGoldens(['de', 'fr', 'it']),
  // Issue 38: the panel's board, its choices lettered (a route whose end the seat knows, a
  // face-down route it knows, its holdings; cogs and a city to raid), and the last move marked.
  'seat-sail': () => seatBoard(midGameState(), 0, 'sail'),
  'seat-raid': () => seatBoard(raidChoiceState(), 0, 'raid'),
  'board-last-office': () => publicBoard(officeBuiltState()),
  'board-last-raid': () => publicBoard(raidDoneState()),
  ...Object.fromEntries(
    ['de', 'fr', 'it'].flatMap((locale) => [
      [`seat-raider-${locale}`, () => crop(seatBoard(raiderState(), 2, 'main', locale), EAST)],
      [`board-last-trade-${locale}`, () => crop(publicBoard(cityTradedState(), locale), EAST)],
    ]),
  ),
};

/** The board's east (Åbo, Reval, Riga and the side panel), where the issue 38 goldens' marks lie. */
const EAST = { x: 300, y: 0, w: 580, h: 576 };

/**
 * Issue 25: each other language's images, one state each, to keep the repository small: the
 * board's key (its cached layer), a board waiting on its longest decision (the raider's cog,
 * K-45), the phone board and a hand. The two boards keep the pixels only of the part whose
 * words change with the language (the key, the side panel); their text records hold every
 * word drawn, wherever it is.
 */
function languageGoldens(locales: string[]): Record<string, () => Canvas> {
  return Object.fromEntries(
    locales.flatMap((locale) => [
      [`board-key-${locale}`, () => crop(boardLayers(locale), KEY)],
      [`board-raid-${locale}`, () => crop(drawBoard(publicView(raidDestinationState()), locale), SIDE_PANEL)],
      [
        `phone-mid-game-${locale}`,
        () => drawPhoneBoard(publicView(midGameState()), locale, { label: 'Game 12' }),
      ],
      [`hand-mid-game-${locale}`, () => drawHand(playerView(midGameState(), 2), locale)],
    ]),
  );
}

/** The key and the END track in the board's top left corner; the side panel on its right (image pixels). */
const KEY = { x: 0, y: 0, w: 330, h: 245 };
const SIDE_PANEL = { x: PANEL.x * BOARD_SCALE, y: 0, w: PANEL.w * BOARD_SCALE, h: PANEL.h * BOARD_SCALE };

/** A part of a drawn image, as an opaque canvas of its own. */
function crop(canvas: Canvas, part: { x: number; y: number; w: number; h: number }): Canvas {
  const out = new Canvas(part.w, part.h);
  out.getContext('2d').drawImage(canvas, part.x, part.y, part.w, part.h, 0, 0, part.w, part.h);
  return out;
}

/** The board's two cached layers, uncached, on one opaque canvas. */
export function boardLayers(locale: string): Canvas {
  const { canvas, ctx } = boardCanvas();
  drawBaseLayer(ctx, drawMapBackground());
  drawLayer(ctx, drawCityFrames(locale));
  return canvas;
}

/**
 * What a drawing writes, one line per piece of text in drawing order: its left and top edge
 * in image pixels, rounded, its size, and the text itself. Rounded so that a shade of
 * anti-aliasing never matters, exact so that "7" drawn where "8" was always does.
 */
export function drawnTextRecord(draw: () => Canvas): { canvas: Canvas; text: string } {
  // The first drawing builds the cached layers (sea, city cards, key): their words are the
  // same on every board, so they are left out, and the record does not depend on which
  // golden happens to be drawn first.
  draw();
  let canvas: Canvas | undefined;
  const drawn = recordText(() => (canvas = draw()));
  const lines = drawn.map(
    (d) => `${Math.round(d.box[0])},${Math.round(d.box[1])} ${d.px.toFixed(1)}px ${JSON.stringify(d.text)}`,
  );
  return { canvas: canvas as Canvas, text: `${lines.join('\n')}\n` };
}
