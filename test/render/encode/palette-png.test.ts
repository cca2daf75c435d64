// Issue 40: the palette PNG the bot writes is light (a board or a seat's panel board at most 120 KB, a phone board or a
// hand at most 60 KB) with no visible loss: every golden against its own canvas (PSNR ≥ 40 dB
// or SSIM ≥ 0.99), decoded by @napi-rs/canvas; a visibly wrong picture (the palette cut to 16
// colours, the side panel moved by 4 px) fails the same check; the same image gives the same
// bytes whatever was written before; a canvas that is not opaque is written losslessly.
import type { Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { publicView } from '../../../src/engine/index';
import { drawBoard, encodeCanvas } from '../../../src/render/index';
import { PaletteTable } from '../../../src/render/encode/palette-png';
import { PALETTE } from '../../../src/render/encode/palette';
import { GOLDENS } from '../golden';
import { midGameState, startState } from '../fixtures';
import { decodedPixels, looksTheSame } from './image-quality';

const KB = 1024;
const LIMIT = { board: 120 * KB, seat: 120 * KB, phone: 60 * KB, hand: 60 * KB } as const;
const PNG_COLOUR_TYPE_AT = 25;

/** The pixels a palette gives the canvas: each pixel's entry, as RGBA. */
function throughPalette(canvas: Canvas, palette: readonly number[]): Uint8Array {
  const { width, height } = canvas;
  const rows = Buffer.alloc(height * (width + 1));
  new PaletteTable(palette).indexRows(canvas.data(), width, height, rows);
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const colour = palette[rows[y * (width + 1) + 1 + x]];
      out.set([(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff, 0xff], (y * width + x) * 4);
    }
  return out;
}

describe('render: palette PNG (issue 40)', () => {
  for (const [name, draw] of Object.entries(GOLDENS)) {
    const kind = name.split('-')[0] as keyof typeof LIMIT;
    it(`${name}: a PNG @napi-rs/canvas decodes, within the quality bar and the size limit`, async () => {
      const canvas = draw();
      const image = await encodeCanvas(canvas, name);
      expect(image.mime).toBe('image/png');
      const decoded = await decodedPixels(image.data);
      expect([decoded.width, decoded.height]).toEqual([canvas.width, canvas.height]);
      if (name === 'board-layers') {
        // The cached layers leave the side panel transparent: written by the lossless writer (RGBA).
        expect(image.data[PNG_COLOUR_TYPE_AT]).toBe(6);
        return;
      }
      expect(image.data[PNG_COLOUR_TYPE_AT]).toBe(3);
      const quality = looksTheSame(canvas.data(), decoded.data, canvas.width, canvas.height);
      expect(quality, JSON.stringify(quality)).toMatchObject({ same: true });
      expect(image.data.length).toBeLessThanOrEqual(LIMIT[kind]);
    });
  }

  it('control: the same board through a palette cut to 16 colours fails the quality bar', () => {
    const canvas = drawBoard(publicView(midGameState()));
    const collapsed = throughPalette(canvas, PALETTE.slice(0, 16));
    const quality = looksTheSame(canvas.data(), collapsed, canvas.width, canvas.height);
    expect(quality, JSON.stringify(quality)).toMatchObject({ same: false });
    // And the full palette through the same path passes: the check can tell them apart.
    expect(
      looksTheSame(canvas.data(), throughPalette(canvas, PALETTE), canvas.width, canvas.height).same,
    ).toBe(true);
  });

  it('control: the side panel moved 4 px to the right fails the quality bar', () => {
    const canvas = drawBoard(publicView(midGameState()));
    const { width, height } = canvas;
    const moved = Buffer.from(canvas.data());
    const panelX = 576;
    for (let y = 0; y < height; y++) {
      const row = y * width * 4;
      moved.copyWithin(row + (panelX + 4) * 4, row + panelX * 4, row + (width - 4) * 4);
    }
    const quality = looksTheSame(canvas.data(), moved, width, height);
    expect(quality, JSON.stringify(quality)).toMatchObject({ same: false });
  });

  it('the same board gives the same bytes, whatever board was written before', async () => {
    const mid = drawBoard(publicView(midGameState()));
    const first = await encodeCanvas(mid, 'a');
    await encodeCanvas(drawBoard(publicView(startState())), 'b');
    const again = await encodeCanvas(drawBoard(publicView(midGameState())), 'a');
    expect(Buffer.compare(first.data, again.data)).toBe(0);
  });

  it('every opaque colour of the theme is a palette entry as it is', async () => {
    const { GOOD_STYLE, PLAYER_STYLE, THEME } = await import('../../../src/render/theme');
    const named = [THEME, ...Object.values(PLAYER_STYLE), ...Object.values(GOOD_STYLE)]
      .flatMap((o) => Object.values(o))
      .filter((v): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v));
    const missing = named.filter((hex) => !PALETTE.includes(parseInt(hex.slice(1), 16)));
    expect(missing, 'run `npm run palette` after changing the theme').toEqual([]);
  });
});
