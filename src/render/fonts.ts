// The board's font ships in assets/fonts (DejaVu Sans Condensed from the dejavu-fonts-ttf
// package; licence in assets/fonts/LICENSE), so text looks the same on every machine and
// no system font is needed.
//
// Player names are Discord display names: emoji and Chinese, Japanese or Korean letters are
// common there, and DejaVu has none of them (they would show as empty boxes). Three fallbacks
// from the npm registry fill in glyph by glyph: Noto Emoji (monochrome), Noto Sans SC (Chinese
// and Japanese kana) and Noto Sans KR (Hangul), all SIL Open Font Licence, loaded from their
// packages' woff2 files.
import { GlobalFonts } from '@napi-rs/canvas';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FONT_FAMILY = 'Kogge Sans';
const FILES = ['DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf'];

/** Fallback families, in the order Skia tries them for a glyph the one before lacks. */
const FALLBACKS = [
  { family: 'Kogge Emoji', pkg: '@fontsource/noto-emoji' },
  { family: 'Kogge CJK', pkg: '@fontsource/noto-sans-sc' },
  { family: 'Kogge Hangul', pkg: '@fontsource/noto-sans-kr' },
] as const;
const FAMILIES = [FONT_FAMILY, ...FALLBACKS.map((f) => f.family)].map((f) => `"${f}"`).join(', ');

let registered = false;

/**
 * Issue 42: called by font(), the one way the renderer names a font, so no text is drawn or
 * measured before the shipped fonts are in: otherwise "Kogge Sans" is unknown and Skia
 * measures the system's default sans (DejaVu Sans on a bare machine, wider), and text is cut
 * where it would fit. Idempotent; the render worker also calls it as it starts, to warm up.
 */
export function registerFonts(): void {
  if (registered) return;
  for (const file of FILES) {
    const path = fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url));
    if (!GlobalFonts.registerFromPath(path, FONT_FAMILY)) throw new Error(`font not loaded: ${path}`);
  }
  for (const fallback of FALLBACKS) registerPackage(fallback.pkg, fallback.family);
  registered = true;
}

/**
 * A fontsource package splits its font into unicode-range subsets, one woff2 file each; all
 * of the regular weight go under one family (bold is synthesised where a name asks for it).
 */
function registerPackage(pkg: string, family: string): void {
  const files = join(dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), 'files');
  const regular = readdirSync(files).filter((f) => f.endsWith('-400-normal.woff2'));
  if (regular.length === 0) throw new Error(`no font files in ${files}`);
  for (const file of regular) {
    if (!GlobalFonts.registerFromPath(join(files, file), family)) throw new Error(`font not loaded: ${file}`);
  }
}

/**
 * A CSS font string in the shipped family; with `fallbacks`, followed by the emoji and CJK
 * families. Skia matching glyphs through the fallbacks makes text cost about three times as
 * much, so only text that needs them asks for them (see needsFallbacks).
 */
export function font(size: number, bold = false, fallbacks = false): string {
  registerFonts();
  return `${bold ? 'bold ' : ''}${size}px ${fallbacks ? FAMILIES : `"${FONT_FAMILY}"`}`;
}

/**
 * Whether text has characters DejaVu lacks: CJK, kana, Hangul and most emoji all lie from
 * U+2E80 on or outside the basic plane (surrogate pairs). The board's own symbols (× – → ★ ⟦ …)
 * lie below, in what DejaVu covers.
 */
export function needsFallbacks(text: string): boolean {
  return /[\u2E80-\uFFFF]/.test(text);
}
