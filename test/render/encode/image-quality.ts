// How far an encoded image is from the canvas it was written from: PSNR over red, green and
// blue, and SSIM on luma over 8×8 windows (every 4 px). Issue 40's bar for "no visible loss":
// PSNR at least 40 dB or SSIM at least 0.99.
import { Canvas, loadImage } from '@napi-rs/canvas';

export const MIN_PSNR = 40;
export const MIN_SSIM = 0.99;

/** Decodes with @napi-rs/canvas (so the file is a PNG a real decoder reads) to RGBA. */
export async function decodedPixels(
  png: Buffer,
): Promise<{ width: number; height: number; data: Uint8Array }> {
  const image = await loadImage(png);
  const canvas = new Canvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: canvas.data() };
}

export function psnr(a: Uint8Array, b: Uint8Array): number {
  let squared = 0;
  for (let i = 0; i < a.length; i += 4) for (let k = 0; k < 3; k++) squared += (a[i + k] - b[i + k]) ** 2;
  const mse = squared / ((a.length / 4) * 3);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

function luma(a: Uint8Array): Float64Array {
  const y = new Float64Array(a.length / 4);
  for (let p = 0; p < y.length; p++) y[p] = 0.299 * a[p * 4] + 0.587 * a[p * 4 + 1] + 0.114 * a[p * 4 + 2];
  return y;
}

/** Mean SSIM of 8×8 luma windows, one every 4 px each way. */
export function ssim(a: Uint8Array, b: Uint8Array, width: number, height: number): number {
  const x = luma(a);
  const y = luma(b);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let windows = 0;
  for (let top = 0; top + 8 <= height; top += 4)
    for (let left = 0; left + 8 <= width; left += 4) {
      let [mx, my, vx, vy, cov] = [0, 0, 0, 0, 0];
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          const p = (top + j) * width + left + i;
          mx += x[p];
          my += y[p];
        }
      mx /= 64;
      my /= 64;
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          const p = (top + j) * width + left + i;
          vx += (x[p] - mx) ** 2;
          vy += (y[p] - my) ** 2;
          cov += (x[p] - mx) * (y[p] - my);
        }
      [vx, vy, cov] = [vx / 63, vy / 63, cov / 63];
      sum += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      windows++;
    }
  return sum / windows;
}

/** Issue 40's bar, with the figures for a failure's message. */
export function looksTheSame(a: Uint8Array, b: Uint8Array, width: number, height: number) {
  const figures = { psnr: psnr(a, b), ssim: ssim(a, b, width, height) };
  return { ...figures, same: figures.psnr >= MIN_PSNR || figures.ssim >= MIN_SSIM };
}
