// Issue 27: the board is drawn on a canvas kept per thread (src/render/board/kept-canvas.ts).
// Whatever the board before left on it, pixels or drawing state, the next board is the same,
// byte for byte, as on a new canvas.
import { describe, expect, it } from 'vitest';
import { publicView } from '../../src/engine/index';
import { drawBoard, encodeBoard } from '../../src/render/index';
import { encodePalettePng } from '../../src/render/encode/palette-png';
import { boardCanvas, type BoardCanvas } from '../../src/render/board/board-canvas';
import { onKeptBoardCanvas } from '../../src/render/board/kept-canvas';
import { endState, midGameState, startState } from './fixtures';

const pixelsOn = (board: BoardCanvas, state = midGameState()) =>
  drawBoard(publicView(state), 'en', {}, board).data();

describe('render: the kept board canvas (issue 27)', () => {
  it('a board drawn on the kept canvas after another is byte-identical to one on a new canvas', async () => {
    const lent: BoardCanvas[] = [];
    await onKeptBoardCanvas(async (board) => (lent.push(board), pixelsOn(board, endState())));
    const second = await onKeptBoardCanvas(
      async (board) => (lent.push(board), pixelsOn(board, startState())),
    );
    expect(lent[1]).toBe(lent[0]); // the same canvas, so the comparison is about reuse
    expect(Buffer.compare(second, drawBoard(publicView(startState())).data())).toBe(0);
  });

  it('drawing state left by one board (transform, alpha, blend, style) does not reach the next', async () => {
    await onKeptBoardCanvas(async ({ ctx }) => {
      ctx.translate(7, 5);
      ctx.globalAlpha = 0.4;
      ctx.globalCompositeOperation = 'multiply';
      ctx.fillStyle = '#f00';
    });
    const next = await onKeptBoardCanvas(async (board) => pixelsOn(board));
    expect(Buffer.compare(next, drawBoard(publicView(midGameState())).data())).toBe(0);
  });

  it('control: the same leftover state on a canvas that is not reset changes the pixels', () => {
    const board = boardCanvas();
    board.ctx.translate(7, 5);
    expect(Buffer.compare(pixelsOn(board), drawBoard(publicView(midGameState())).data())).not.toBe(0);
  });

  it('two boards in flight at once get two canvases', async () => {
    const lent: BoardCanvas[] = [];
    let release = () => {};
    const held = onKeptBoardCanvas((board) => (lent.push(board), new Promise<void>((r) => (release = r))));
    await onKeptBoardCanvas(async (board) => void lent.push(board));
    release();
    await held;
    expect(lent[1]).not.toBe(lent[0]);
  });

  it('a canvas whose board failed is dropped, not lent again', async () => {
    let failed: BoardCanvas | undefined;
    const failing = onKeptBoardCanvas(async (board) => {
      failed = board;
      throw new Error('planted');
    });
    await expect(failing).rejects.toThrow('planted');
    const next = await onKeptBoardCanvas(async (board) => board);
    expect(failed).toBeDefined();
    expect(next).not.toBe(failed);
  });

  it("encodeBoard's board PNG is byte for byte the palette PNG of the board drawn on a new canvas", async () => {
    // Issue 40: boards are palette PNGs (lossy against the canvas, but deterministic), so the
    // kept canvas's board must encode to exactly what a fresh canvas's board encodes to.
    await encodeBoard(publicView(endState()));
    const image = await encodeBoard(publicView(midGameState()));
    const fresh = await encodePalettePng(drawBoard(publicView(midGameState())));
    expect(Buffer.compare(image.data, fresh)).toBe(0);
  });
});
