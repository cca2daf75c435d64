// The PNG writer the bot's images go through (issue 40): a palette PNG, one byte per pixel
// instead of four, about a quarter of the lossless file (board ~100 KB against ~380 KB) with
// no visible loss, at about the CPU of the lossless fast writer (fast-png.ts).
//
// The renderer draws few colours: flat fills, text and lines, their anti-aliased edges, and
// the sea's gradient (which Skia dithers). So the palette is fixed, not chosen per image:
// palette.ts holds 255 colours chosen once from boards, phone boards and hands of random games
// (`npm run palette`, scripts/build-palette.ts), every colour the renderer fills with among
// them exactly. Each pixel maps to its entry through a table over its colour cut to 6 bits a
// channel (262,144 cells, one byte each): a cell that holds an entry maps to it, any other to
// the entry nearest the cell's centre, found the first time a pixel falls into the cell and
// kept for the thread's life. So a pixel costs a few shifts and one table read, the same
// colour always gives the same index, and the same image the same bytes, on any thread.
//
// Rows unfiltered (palette rows gain nothing from PNG's filters), deflated by Node's zlib at
// level 1: on the main thread in libuv's pool, on a render worker right there, as the other
// writers do. A canvas that is not opaque (the palette has no transparency) is written by the
// lossless fast writer instead, whole.
import type { Canvas } from '@napi-rs/canvas';
import { endianness } from 'node:os';
import { promisify } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import { deflate, deflateSync, type ZlibOptions } from 'node:zlib';
import { fastPngOfPixels } from './fast-png';
import { PALETTE } from './palette';
import { COLOUR_TYPE, pngFile } from './png-file';
import { SpareBuffers } from './spare-buffers';

const deflateAsync = promisify(deflate);

/**
 * Level 1 with zlib's biggest hash table (memLevel 9), as the zlib writer measured. Higher
 * levels save a tenth of the bytes for twice the time; Z_RLE is faster but over 120 KB a board.
 */
const DEFLATE: ZlibOptions = { level: 1, memLevel: 9, chunkSize: 256 * 1024 };

/** Bits kept of each channel to find a pixel's cell. */
export const CELL_BITS = 6;
/** A cell whose entry is not known yet; so the palette has at most 255 colours. */
const UNKNOWN = 255;

/** The palette, its PLTE chunk, and the cell table filled as pixels find their cells. */
export class PaletteTable {
  readonly plte: Buffer;
  private readonly red: Int32Array;
  private readonly green: Int32Array;
  private readonly blue: Int32Array;
  readonly cells = new Uint8Array(1 << (3 * CELL_BITS)).fill(UNKNOWN);

  /** Colours as 0xRRGGBB, at most 255 of them. */
  constructor(readonly colours: readonly number[]) {
    if (colours.length === 0 || colours.length > UNKNOWN)
      throw new RangeError('a palette holds 1 to 255 colours');
    this.red = Int32Array.from(colours, (c) => (c >> 16) & 0xff);
    this.green = Int32Array.from(colours, (c) => (c >> 8) & 0xff);
    this.blue = Int32Array.from(colours, (c) => c & 0xff);
    this.plte = Buffer.alloc(colours.length * 3);
    colours.forEach((_, i) => this.plte.set([this.red[i], this.green[i], this.blue[i]], i * 3));
    // Each entry's own cell maps to it (the first entry, if two shared one): so a colour of
    // the palette, every flat fill, is written exactly.
    for (let i = colours.length - 1; i >= 0; i--)
      this.cells[cellOf(this.red[i], this.green[i], this.blue[i])] = i;
  }

  /** The entry nearest the cell's centre (the first of equals), kept for the cell. */
  fill(cell: number): number {
    const mask = (1 << CELL_BITS) - 1;
    const shift = 8 - CELL_BITS;
    const half = 1 << (shift - 1);
    const r = ((cell & mask) << shift) + half;
    const g = (((cell >> CELL_BITS) & mask) << shift) + half;
    const b = (((cell >> (2 * CELL_BITS)) & mask) << shift) + half;
    let best = 0;
    let bestDistance = Infinity;
    for (let i = 0; i < this.red.length; i++) {
      const dr = r - this.red[i];
      const dg = g - this.green[i];
      const db = b - this.blue[i];
      const distance = dr * dr + dg * dg + db * db;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i;
      }
    }
    this.cells[cell] = best;
    return best;
  }

  /**
   * Writes each row's filter byte (0, none) and its pixels' palette indices into `rows`, from
   * the canvas's RGBA bytes; false if any pixel is not opaque (then `rows` means nothing).
   * `before`, an image of the same size written earlier: a stretch of pixels the same as
   * there, or as in the row above, takes its indices from there (a native compare and copy
   * instead of a table read a pixel; the indices are the same either way).
   */
  indexRows(pixels: Buffer, width: number, height: number, rows: Buffer, before?: KeptImage): boolean {
    // One 32-bit read a pixel: little-endian, red is the lowest byte and alpha the highest.
    const words = new Int32Array(pixels.buffer, pixels.byteOffset, width * height);
    const cells = this.cells;
    const stride = width + 1;
    let all = -1; // the pixels' bits ANDed: its top byte is 0xff only if every alpha is
    let last = ~words[0]; // the last pixel looked up, and its index
    let index = 0;
    const rowBytes = width * 4;
    for (let y = 0; y < height; y++) {
      const rowAt = y * stride;
      rows[rowAt] = 0;
      const pixelsAt = y * rowBytes;
      if (
        y > 0 &&
        pixels.compare(pixels, pixelsAt - rowBytes, pixelsAt, pixelsAt, pixelsAt + rowBytes) === 0
      ) {
        rows.copyWithin(rowAt + 1, rowAt + 1 - stride, rowAt);
        continue;
      }
      const step = before ? STRETCH : width;
      for (let x = 0; x < width; x += step) {
        const end = x + step < width ? x + step : width;
        let o = rowAt + 1 + x;
        if (
          before &&
          pixels.compare(
            before.pixels,
            pixelsAt + x * 4,
            pixelsAt + end * 4,
            pixelsAt + x * 4,
            pixelsAt + end * 4,
          ) === 0
        ) {
          before.rows.copy(rows, o, o, rowAt + 1 + end);
          continue;
        }
        for (let i = y * width + x, stop = y * width + end; i < stop; i++) {
          const v = words[i];
          if (v !== last) {
            last = v;
            all &= v;
            // Red's top 6 bits, then green's, then blue's: the same cell as cellOf(r, g, b).
            const cell = ((v >> 2) & 0x3f) | ((v >> 4) & 0xfc0) | ((v >> 6) & 0x3f000);
            index = cells[cell];
            if (index === UNKNOWN) index = this.fill(cell);
          }
          rows[o++] = index;
        }
      }
    }
    return all >>> 24 === 0xff;
  }
}

/** Pixels at most this far apart along a row are compared with the same stretch before. */
const STRETCH = 110;

/** An image this thread wrote: its pixels and its rows of indices. */
interface KeptImage {
  pixels: Buffer;
  rows: Buffer;
}

function cellOf(r: number, g: number, b: number): number {
  const shift = 8 - CELL_BITS;
  return (r >> shift) | ((g >> shift) << CELL_BITS) | ((b >> shift) << (2 * CELL_BITS));
}

/** The bot's palette and its cells, one per thread, built with the first image. */
let table: PaletteTable | null = null;
/** The 32-bit reads above need a little-endian machine (x86, ARM); elsewhere, lossless. */
const LITTLE_ENDIAN = endianness() === 'LE';
/** The rows buffers (about 0.5 MB a board), kept for the next encode. */
const spareRows = new SpareBuffers();
/**
 * The last image written at each size, at most two sizes (the board's and one other, about
 * 3 MB): the next board is mostly the same pixels (the sea, the land, the cards, the panel's
 * frame), so most of its stretches are a compare and a copy.
 */
const keptImages = new Map<string, KeptImage>();
const KEPT_SIZES = 2;

/** The canvas as a palette PNG; an image that is not opaque losslessly (fast-png.ts). */
export async function encodePalettePng(canvas: Canvas): Promise<Buffer> {
  // canvas.data() is a copy of the pixels, ours alone: it can be kept for the next image.
  return palettePng(canvas.data(), canvas.width, canvas.height, true);
}

/** The same from RGBA bytes (premultiplied, as canvas.data() gives them: plain RGBA where opaque). */
export async function palettePngOfPixels(pixels: Uint8Array, width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.isBuffer(pixels)
    ? pixels
    : Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length);
  return palettePng(bytes, width, height, false);
}

/** `own`: nobody else holds the pixels, so they may be kept (and compared) for the next image. */
async function palettePng(pixels: Buffer, width: number, height: number, own: boolean): Promise<Buffer> {
  if (!LITTLE_ENDIAN || pixels.byteOffset % 4 !== 0) return fastPngOfPixels(pixels, width, height);
  table ??= new PaletteTable(PALETTE);
  const size = `${width}x${height}`;
  const rows = spareRows.take(height * (width + 1));
  // The kept image is read only here, before any await: an encode in flight may replace it.
  if (!table.indexRows(pixels, width, height, rows, own ? keptImages.get(size) : undefined)) {
    spareRows.giveBack(rows);
    return fastPngOfPixels(pixels, width, height);
  }
  const idat = isMainThread ? await deflateAsync(rows, DEFLATE) : deflateSync(rows, DEFLATE);
  if (own) keep(size, { pixels, rows });
  else spareRows.giveBack(rows);
  return pngFile(width, height, COLOUR_TYPE.palette, idat, [['PLTE', table.plte]]);
}

/** Keeps the image for its size (the last written first); what it replaces is done with. */
function keep(size: string, image: KeptImage): void {
  const replaced = keptImages.get(size);
  keptImages.delete(size);
  keptImages.set(size, image);
  if (replaced) spareRows.giveBack(replaced.rows);
  for (const [other, dropped] of keptImages) {
    if (keptImages.size <= KEPT_SIZES) break;
    keptImages.delete(other);
    spareRows.giveBack(dropped.rows);
  }
}
