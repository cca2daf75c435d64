// Issue 38: a seat board's file name, the same on the bot's thread (which keeps a panel's image
// when the board is unchanged) and on the render worker (which names the file). Here, apart from
// render-image.ts and render-pool.ts, so the bot's thread names a board without loading the
// canvas, and the worker without importing the pool.
import type { MapChoice } from '../options';

/**
 * The seat board's file name without its extension: the state's version and a short digest of
 * the choices and the language (FNV-1a), e.g. `kogge-panel-148-3f2a9c1e`.
 */
export function seatBoardName(version: number, choices: readonly MapChoice[], locale: string): string {
  let hash = 0x811c9dc5;
  for (const ch of JSON.stringify([locale, choices])) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `kogge-panel-${version}-${hash.toString(16).padStart(8, '0')}`;
}
