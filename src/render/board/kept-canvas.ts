// Issue 27: the board's canvas kept for the next board on this thread instead of a new one
// for each. A new 880×576 canvas is a fresh Skia surface whose 2 MB of pixels the kernel
// zeroes and maps in page by page: measured about 1.5 ms of CPU, a tenth of a board's draw and
// encode (npm run bench -- render). The board's first layer is laid with 'copy' over the whole
// canvas (drawBaseLayer), so the last board's pixels never show through.
import { boardCanvas, type BoardCanvas } from './board-canvas';

/** Enough for the few boards the main thread may have in flight; a render worker uses one. */
const KEEP = 3;
const spare: BoardCanvas[] = [];

/**
 * Lends a kept board canvas to `use` until its promise settles, so nothing else draws on it
 * before the image has been read out of it. Every board starts from the state saved just
 * after the scale: no style, clip, transform or blend of the board before carries over.
 */
export async function onKeptBoardCanvas<T>(use: (board: BoardCanvas) => Promise<T>): Promise<T> {
  const board = spare.pop() ?? savedBoardCanvas();
  board.ctx.restore();
  board.ctx.save();
  // After a failure the canvas is dropped, not kept: its save/restore stack may be unbalanced.
  const result = await use(board);
  if (spare.length < KEEP) spare.push(board);
  return result;
}

function savedBoardCanvas(): BoardCanvas {
  const board = boardCanvas();
  board.ctx.save();
  return board;
}
