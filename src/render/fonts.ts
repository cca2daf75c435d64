// The board's font ships in assets/fonts (DejaVu Sans Condensed from the dejavu-fonts-ttf
// package; licence in assets/fonts/LICENSE), so text looks the same on every machine and
// no system font is needed.
import { GlobalFonts } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';

export const FONT_FAMILY = 'Kogge Sans';
const FILES = ['DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf'];

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  for (const file of FILES) {
    const path = fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url));
    if (!GlobalFonts.registerFromPath(path, FONT_FAMILY)) throw new Error(`font not loaded: ${path}`);
  }
  registered = true;
}

/** A CSS font string in the shipped family. */
export function font(size: number, bold = false): string {
  return `${bold ? 'bold ' : ''}${size}px "${FONT_FAMILY}"`;
}
