// Turning a drawn canvas into an attachment, never blocking the bot's event loop: on the main
// thread our PNG writers deflate in libuv's thread pool (on a render worker they deflate on
// that worker, see palette-png.ts), and canvas.encode (WebP, Skia's PNG) runs in the pool too.
//
// 'png', the default, is the palette PNG (issue 40, palette-png.ts): a quarter of the bytes of
// a lossless PNG with no visible loss, shown inline everywhere, about as quick to write. The
// lossless writers stay: 'lossless-png' (fast-png.ts, the bot's writer from issue 27 to 40:
// every pixel exact, and what a canvas that is not opaque falls back to), WebP (lossless),
// Skia's PNG and the zlib writer, for comparison (bench/render.ts).
import type { Canvas } from '@napi-rs/canvas';
import { encodeFastPng } from './fast-png';
import { encodePalettePng } from './palette-png';
import { encodeZlibPng } from './zlib-png';

/** 'zlib-png': the writer used before issue 27, for the bench's comparison. */
export type ImageFormat = 'png' | 'lossless-png' | 'webp' | 'skia-png' | 'zlib-png';

export interface RenderedImage {
  data: Buffer;
  mime: 'image/png' | 'image/webp';
  /** A file name for the attachment, with the right extension. */
  fileName: string;
  width: number;
  height: number;
}

export const DEFAULT_FORMAT: ImageFormat = 'png';

const PNG_WRITERS: Record<Exclude<ImageFormat, 'webp'>, (canvas: Canvas) => Promise<Buffer>> = {
  png: encodePalettePng,
  'lossless-png': encodeFastPng,
  'zlib-png': encodeZlibPng,
  'skia-png': (canvas) => canvas.encode('png'),
};

export async function encodeCanvas(
  canvas: Canvas,
  name: string,
  format: ImageFormat = DEFAULT_FORMAT,
): Promise<RenderedImage> {
  const { width, height } = canvas;
  if (format === 'webp') {
    // Quality 100 is @napi-rs/canvas's switch to lossless WebP.
    return {
      data: await canvas.encode('webp', 100),
      mime: 'image/webp',
      fileName: `${name}.webp`,
      width,
      height,
    };
  }
  const data = await PNG_WRITERS[format](canvas);
  return { data, mime: 'image/png', fileName: `${name}.png`, width, height };
}
