// The fast PNG writer's output decodes to exactly the canvas's pixels.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { publicView } from '../../../src/engine/index';
import { drawBoard, encodeCanvas } from '../../../src/render/index';
import { midGameState } from '../fixtures';

describe('render: fast PNG writer', () => {
  it('writes a valid PNG holding the canvas pixels', async () => {
    const canvas = drawBoard(publicView(midGameState()));
    const image = await encodeCanvas(canvas, 'board');
    expect(image.mime).toBe('image/png');
    expect(image.fileName).toBe('board.png');
    expect(image.data.length).toBeLessThan(1024 * 1024);
    const decoded = PNG.sync.read(image.data);
    expect([decoded.width, decoded.height]).toEqual([canvas.width, canvas.height]);
    expect(Buffer.compare(decoded.data, canvas.data())).toBe(0);
  });
});
