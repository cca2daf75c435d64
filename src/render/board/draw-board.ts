// The board image for one public view: cached sea and city frames, then this state's pieces.
import type { Canvas } from '@napi-rs/canvas';
import type { PublicView } from '../../engine/view';
import { useLocale } from '../draw/words';
import { boardCanvas, drawBaseLayer, drawLayer, type BoardCanvas } from './board-canvas';
import { mapBackground } from '../map/background';
import { drawPanel } from '../panel/draw-panel';
import { cityFrames } from './city-frame';
import { cityPieces } from './city-pieces';
import { fleets } from './fleet';
import { routeArrows } from './routes';
import { gameOverBanner } from './banner';
import type { BoardOptions } from '../options';

/**
 * The board in one language (a Discord locale such as 'en' or 'de'; English where a word has
 * no translation), on a new canvas or on `board`, a kept one (kept-canvas.ts) that it covers
 * entirely.
 */
export function drawBoard(
  view: PublicView,
  locale = 'en',
  options: BoardOptions = {},
  board: BoardCanvas = boardCanvas(),
): Canvas {
  // A player's view carries that player's secrets (hand, face-down values they know); the
  // public board must never be drawn from one.
  if (view.viewer !== null) throw new TypeError('drawBoard takes publicView(state), not a player view');
  const { canvas, ctx } = board;
  useLocale(ctx, locale);
  drawBaseLayer(ctx, mapBackground());
  routeArrows(ctx, view);
  drawLayer(ctx, cityFrames(locale));
  for (const city of view.cities) cityPieces(ctx, city, view.players);
  fleets(ctx, view);
  drawPanel(ctx, view, options);
  if (view.phase.kind === 'ended') gameOverBanner(ctx, view);
  return canvas;
}
