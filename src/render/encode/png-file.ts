// The parts of a PNG file our own writers share (zlib-png.ts, palette-png.ts): the signature,
// the header and the chunks around a deflated image, written into one buffer.
import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG's colour types: one palette index per pixel, or red, green, blue and alpha. */
export const COLOUR_TYPE = { palette: 3, rgba: 6 } as const;

/**
 * The whole file: IHDR (8 bits per sample, no interlace), the chunks given (e.g. PLTE), the
 * deflated rows as one IDAT, and IEND.
 */
export function pngFile(
  width: number,
  height: number,
  colourType: number,
  idat: Uint8Array,
  before: [type: string, data: Uint8Array][] = [],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample (per palette index)
  header[9] = colourType; // compression, filter and interlace methods are all 0
  const chunks: [string, Uint8Array][] = [
    ['IHDR', header],
    ...before,
    ['IDAT', idat],
    ['IEND', new Uint8Array(0)],
  ];
  const out = Buffer.allocUnsafe(
    SIGNATURE.length + chunks.reduce((sum, [, data]) => sum + 12 + data.length, 0),
  );
  let at = SIGNATURE.copy(out, 0);
  for (const [type, data] of chunks) {
    out.writeUInt32BE(data.length, at);
    out.write(type, at + 4, 'ascii');
    out.set(data, at + 8);
    out.writeUInt32BE(crc32(out.subarray(at + 4, at + 8 + data.length)) >>> 0, at + 8 + data.length);
    at += 12 + data.length;
  }
  return out;
}
