// The lossless fast PNG writer's output ('lossless-png', the bot's from issue 27 to 40) decodes to exactly the
// canvas's pixels: on the main thread (encoded in libuv's pool, several encodes in flight) and
// on the render pool's workers (encoded on the worker itself). The zlib writer it replaced,
// kept for the render bench's comparison, too.
import type { Canvas } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { playerView, publicView } from '../../../src/engine/index';
import { RenderPool, drawBoard, drawHand, encodeCanvas } from '../../../src/render/index';
import { endState, midGameState, offersState, startState } from '../fixtures';

function decodesTo(data: Buffer, canvas: Canvas): void {
  const decoded = PNG.sync.read(data);
  expect([decoded.width, decoded.height]).toEqual([canvas.width, canvas.height]);
  expect(Buffer.compare(decoded.data, canvas.data())).toBe(0);
}

const pool = RenderPool.start(2);
afterAll(() => pool.close());

describe('render: fast PNG writer', () => {
  it('writes a valid PNG holding the canvas pixels', async () => {
    const canvas = drawBoard(publicView(midGameState()));
    const image = await encodeCanvas(canvas, 'board', 'lossless-png');
    expect(image.mime).toBe('image/png');
    expect(image.fileName).toBe('board.png');
    expect(image.data.length).toBeLessThan(1024 * 1024);
    decodesTo(image.data, canvas);
  });

  it('keeps every image its own pixels when several encodes run at once, twice over (kept buffers reused)', async () => {
    const canvases = [
      drawBoard(publicView(startState())),
      drawHand(playerView(midGameState(), 0)),
      drawBoard(publicView(midGameState())),
      drawBoard(publicView(endState())),
      drawHand(playerView(offersState(), 0)),
      drawBoard(publicView(startState())),
    ];
    for (let round = 0; round < 2; round++) {
      const images = await Promise.all(canvases.map((c) => encodeCanvas(c, 'x', 'lossless-png')));
      images.forEach((image, i) => decodesTo(image.data, canvases[i]));
    }
  });

  it('the zlib writer it replaced writes the same pixels, several in flight (kept buffers reused)', async () => {
    const canvases = [drawBoard(publicView(startState())), drawHand(playerView(midGameState(), 0))];
    const images = await Promise.all([...canvases, ...canvases].map((c) => encodeCanvas(c, 'x', 'zlib-png')));
    images.forEach((image, i) => decodesTo(image.data, canvases[i % 2]));
  });

  it('control: a pixel changed after encoding is caught by the decode check', async () => {
    const canvas = drawBoard(publicView(midGameState()));
    const image = await encodeCanvas(canvas, 'board', 'lossless-png');
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ff00ff';
    ctx.fillRect(10, 10, 1, 1);
    expect(() => decodesTo(image.data, canvas)).toThrow();
  });

  it('the render pool workers write the same bytes as this thread (palette PNG, issue 40), several boards in flight', async () => {
    const states = [startState(), midGameState(), endState(), midGameState(), startState(), endState()];
    const images = await Promise.all(states.map((s) => pool.board(publicView(s))));
    for (const [i, image] of images.entries()) {
      const here = await encodeCanvas(drawBoard(publicView(states[i])), 'x');
      expect(Buffer.compare(image.data, here.data)).toBe(0);
    }
  });
});
