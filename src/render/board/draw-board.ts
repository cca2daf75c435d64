// The board image for one view: cached sea and city frames, then this state's pieces. The
// public board takes the public view; the seat's board (issue 38, the action panel's image)
// takes that seat's own view and adds what it alone may see: its holdings in its row, the
// face-down routes it knows, and the panel's choices lettered.
import type { Canvas } from '@napi-rs/canvas';
import type { PlayerView, PublicView, SharedView } from '../../engine/view';
import { knownMarkerSquare } from '../draw/markers';
import { useLocale } from '../draw/words';
import { boardCanvas, drawBaseLayer, drawLayer, type BoardCanvas } from './board-canvas';
import { mapBackground } from '../map/background';
import { drawPanel } from '../panel/draw-panel';
import { cityFrames, SQUARE } from './city-frame';
import { cityPieces } from './city-pieces';
import { fleets } from './fleet';
import { routeArrows } from './routes';
import { gameOverBanner } from './banner';
import { lastMoveMark } from './last-move-mark';
import { choiceLetters, type DrawnLetter } from './choice-letters';
import { cardRect } from './places';
import type { BoardOptions, SeatBoardOptions } from '../options';

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
  return drawAny(view, locale, options, board).canvas;
}

/**
 * Issue 38: the board as one seat sees it, for its action panel only (ephemeral): drawn from
 * `playerView(state, seat)`, so it shows nothing that seat may not see. `drawn` says where
 * each choice's letter went.
 */
export function drawSeatBoard(
  view: PlayerView,
  locale = 'en',
  options: SeatBoardOptions = {},
  board: BoardCanvas = boardCanvas(),
): { canvas: Canvas; drawn: DrawnLetter[] } {
  if (typeof view.viewer !== 'number') throw new TypeError('drawSeatBoard takes playerView(state, seat)');
  return drawAny(view, locale, options, board, options.choices ?? []);
}

function drawAny(
  view: SharedView & { viewer: number | null },
  locale: string,
  options: BoardOptions,
  board: BoardCanvas,
  choices: SeatBoardOptions['choices'] = [],
): { canvas: Canvas; drawn: DrawnLetter[] } {
  const { canvas, ctx } = board;
  useLocale(ctx, locale);
  drawBaseLayer(ctx, mapBackground());
  routeArrows(ctx, view);
  drawLayer(ctx, cityFrames(locale));
  for (const city of view.cities) cityPieces(ctx, city, view.players);
  if (view.viewer !== null) knownSquares(ctx, view);
  const spots = fleets(ctx, view);
  lastMoveMark(ctx, view, spots);
  const drawn = view.viewer !== null ? choiceLetters(ctx, view, choices, spots) : [];
  drawPanel(ctx, view, options);
  if (view.phase.kind === 'ended') gameOverBanner(ctx, view);
  return { canvas, drawn };
}

/** The face-down routes the seat knows (K-43, K-73): their values, marked as hidden, as on the hand. */
function knownSquares(ctx: Parameters<typeof cityPieces>[0], view: SharedView): void {
  for (const city of view.cities) {
    const r = cardRect(city.id);
    city.squares.forEach((square, i) => {
      if (square.faceUp || square.value === null) return;
      knownMarkerSquare(ctx, square.value, r.x + SQUARE.x[i] + 1, r.y + SQUARE.y + 1, SQUARE.size - 2);
    });
  }
}
