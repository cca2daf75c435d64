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
import { crc32, deflate, deflateSync, type ZlibOptions } from 'node:zlib';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGBA = 6;

// memLevel 9 gives zlib's fastest level a bigger hash table: on the board a third less time
// for the same bytes (measured: 28 → 18 ms). A 256 KB output chunk holds most of a board's
// IDAT in one piece: Node's default 16 KB means a round trip through libuv's pool for every
// 16 KB of output (measured on the main thread: about 0.5 ms less per board).
const DEFLATE: ZlibOptions = { level: 1, memLevel: 9, chunkSize: 256 * 1024 };

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
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header(width, height)),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The 2 MB rows buffers, kept for the next encode instead of a fresh one each time (fewer
 * page faults and less for the GC: in the pool about 0.9 ms less CPU a board). Several
 * encodes can be in flight on the main thread, so each takes a buffer of its own and gives it
 * back when deflate is done; at most a few are kept.
 */
const spareRows = {
  kept: [] as Buffer[],
  max: 4,
  take(size: number): Buffer {
    const at = this.kept.findIndex((rows) => rows.length === size);
    return at >= 0 ? this.kept.splice(at, 1)[0] : Buffer.allocUnsafe(size);
  },
  giveBack(rows: Buffer): void {
    if (this.kept.length >= this.max) this.kept.shift();
    this.kept.push(rows);
  },
};

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

function header(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = RGBA;
  return ihdr; // compression, filter and interlace methods are all 0
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}
