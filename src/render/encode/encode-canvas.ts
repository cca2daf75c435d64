// Turning a drawn canvas into an attachment, never blocking the bot's event loop: on the main
// thread the fast PNG writer deflates in libuv's thread pool (on a render worker it deflates
// on that worker, see fast-png.ts), and canvas.encode (WebP, Skia's PNG) runs in the pool too.
//
// PNG through the fast writer is the default: pixel-exact (text and thin lines stay crisp),
// shown inline everywhere, and the quickest of the lossless options measured (see
// bench/render.ts). WebP (lossless) and Skia's PNG stay available for comparison.
import type { Canvas } from '@napi-rs/canvas';
import { encodeFastPng } from './fast-png';
import { encodeZlibPng } from './zlib-png';

/** 'zlib-png': the writer used before issue 27, for the bench's comparison. */
export type ImageFormat = 'png' | 'webp' | 'skia-png' | 'zlib-png';

export interface RenderedImage {
  data: Buffer;
  mime: 'image/png' | 'image/webp';
  /** A file name for the attachment, with the right extension. */
  fileName: string;
  width: number;
  height: number;
}

export const DEFAULT_FORMAT: ImageFormat = 'png';

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
  const data =
    format === 'png'
      ? await encodeFastPng(canvas)
      : format === 'zlib-png'
        ? await encodeZlibPng(canvas)
        : await canvas.encode('png');
  return { data, mime: 'image/png', fileName: `${name}.png`, width, height };
}
