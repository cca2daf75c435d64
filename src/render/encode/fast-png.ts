// The PNG writer the bot's images go through: the canvas's raw pixels handed to @napi-rs/image
// (Rust's png crate), at its fast compression with adaptive row filters. Issue 27 measured it
// beside our own zlib writer (zlib-png.ts, deflate level 1 on unfiltered rows) on the board,
// side by side in one run: 1.41× the boards per CPU second (draw and encode together; the
// encoding alone takes about a third of its former CPU), for a file about a quarter larger
// (about 380 KB against 300, far under Discord's limits; npm run bench -- render). The
// pixels are the same, bit for bit (test/render/encode/fast-png.test.ts decodes them).
//
// Where it runs depends on the thread. On the main thread (the bot's event loop) the async
// encode runs in libuv's thread pool, so the loop never blocks; on a render worker
// (src/render/pool) it runs right there, as the zlib writer did: that thread does one job at
// a time, and the hand-offs to libuv's pool and back cost more than the wait itself.
import type { Canvas } from '@napi-rs/canvas';
import { CompressionType, FilterType, Transformer, type PngEncodeOptions } from '@napi-rs/image';
import { isMainThread } from 'node:worker_threads';

const PNG_OPTIONS: PngEncodeOptions = {
  compressionType: CompressionType.Fast,
  filterType: FilterType.Adaptive,
};

/**
 * Only for opaque canvases (every board and hand image paints its whole area first): the
 * canvas stores premultiplied pixels, which equal plain RGBA only where alpha is 255.
 */
export async function encodeFastPng(canvas: Canvas): Promise<Buffer> {
  return fastPngOfPixels(canvas.data(), canvas.width, canvas.height);
}

/** The same from pixels already read out of a canvas (palette-png.ts falls back to it). */
export async function fastPngOfPixels(pixels: Uint8Array, width: number, height: number): Promise<Buffer> {
  const image = Transformer.fromRgbaPixels(pixels, width, height);
  return isMainThread ? image.png(PNG_OPTIONS) : image.pngSync(PNG_OPTIONS);
}
