// A PNG writer tuned for speed: the canvas's raw pixels, unfiltered rows, deflate level 1
// in Node's zlib, which runs in libuv's thread pool like canvas.encode does. Skia's PNG
// encoder tries every row filter at a high compression level; on this board that costs about
// 6× as much time for a file only a third smaller, and the bot needs speed more than bytes
// (the board stays a few hundred KB, far under Discord's limits).
import type { Canvas } from '@napi-rs/canvas';
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGBA = 6;

/**
 * Only for opaque canvases (every board and hand image paints its whole area first): the
 * canvas stores premultiplied pixels, which equal plain RGBA only where alpha is 255.
 */
export async function encodeFastPng(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas;
  const rows = unfilteredRows(canvas.data(), width, height);
  // memLevel 9 gives zlib's fastest level a bigger hash table: on the board a third less
  // time for the same bytes (measured: 28 → 18 ms).
  const idat = await deflateAsync(rows, { level: 1, memLevel: 9 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header(width, height)), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Each row gets a leading filter byte 0 ("none"). */
function unfilteredRows(pixels: Buffer, width: number, height: number): Buffer {
  const stride = width * 4;
  const rows = Buffer.allocUnsafe(height * (stride + 1));
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
