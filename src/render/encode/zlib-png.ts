// The PNG writer the bot used before issue 27 (fast-png.ts writes its images now), kept so the
// render bench can measure the two side by side. The canvas's raw pixels, unfiltered rows,
// deflate level 1 in Node's zlib. Skia's PNG encoder tries every row filter at a high compression level; on
// this board that costs about 6× as much time for a file only a third smaller, and the bot
// needs speed more than bytes (the board stays a few hundred KB, far under Discord's limits).
//
// Where deflate runs depends on the thread. On the main thread (the bot's event loop) it runs
// in libuv's thread pool, like canvas.encode does. On a worker thread (the render pool's,
// src/render/pool) it runs right there: that thread does one job at a time and has nothing
// else to do while it waits, and the hand-offs to libuv's pool and back cost more than the
// wait itself when both cores are busy (measured in the pool, 300 boards, medians of 16
// interleaved runs: 74 → 95 boards/s; CPU 19.2 → 18.6 ms a board, with one worker 19.5 →
// 17.6). Both paths write the same bytes.
import type { Canvas } from '@napi-rs/canvas';
import { promisify } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import { deflate, deflateSync, type ZlibOptions } from 'node:zlib';
import { COLOUR_TYPE, pngFile } from './png-file';
import { SpareBuffers } from './spare-buffers';

const deflateAsync = promisify(deflate);

// memLevel 9 gives zlib's fastest level a bigger hash table: on the board a third less time
// for the same bytes (measured: 28 → 18 ms). A 256 KB output chunk holds most of a board's
// IDAT in one piece: Node's default 16 KB means a round trip through libuv's pool for every
// 16 KB of output (measured on the main thread: about 0.5 ms less per board).
const DEFLATE: ZlibOptions = { level: 1, memLevel: 9, chunkSize: 256 * 1024 };

/** The 2 MB rows buffers, kept for the next encode (spare-buffers.ts). */
const spareRows = new SpareBuffers();

/**
 * Only for opaque canvases (every board and hand image paints its whole area first): the
 * canvas stores premultiplied pixels, which equal plain RGBA only where alpha is 255.
 */
export async function encodeZlibPng(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas;
  const rows = unfilteredRows(canvas.data(), width, height);
  const idat = isMainThread ? await deflateAsync(rows, DEFLATE) : deflateSync(rows, DEFLATE);
  // Only once deflate has finished with it; after a failure the buffer is simply dropped.
  spareRows.giveBack(rows);
  return pngFile(width, height, COLOUR_TYPE.rgba, idat);
}

/** Each row gets a leading filter byte 0 ("none"); every byte of the buffer is written. */
function unfilteredRows(pixels: Buffer, width: number, height: number): Buffer {
  const stride = width * 4;
  const rows = spareRows.take(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    rows[at] = 0;
    pixels.copy(rows, at + 1, y * stride, (y + 1) * stride);
  }
  return rows;
}
