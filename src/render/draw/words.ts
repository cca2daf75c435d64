// Every word on an image comes from the i18n catalogue, in the language the image was asked
// for. The language belongs to the canvas being drawn (set once where a board, hand or
// cached layer starts), so the many small drawing functions need not pass it along.
import type { Chit, Color, Good } from '../../engine/view';
import {
  chitName,
  cityName,
  formatNumber,
  goodName,
  pluralStored,
  tStored,
  type MessageKey,
  type ParamsArg,
  type PluralKey,
  type PluralParamsArg,
} from '../../i18n/index';
import type { Ctx } from './context';

const localeOf = new WeakMap<Ctx, string>();

export function useLocale(ctx: Ctx, locale: string): void {
  localeOf.set(ctx, locale);
}

export function localeFor(ctx: Ctx): string {
  return localeOf.get(ctx) ?? 'en';
}

/** The catalogue's sentence for key, in this canvas's language. */
export function say<K extends MessageKey>(ctx: Ctx, key: K, ...params: ParamsArg<K>): string {
  return tStored(key, params[0], localeFor(ctx));
}

/** A number as this canvas's language writes it ("1,5" in German, French and Italian). */
export function sayNumber(ctx: Ctx, value: number, digits?: number): string {
  return formatNumber(value, localeFor(ctx), digits);
}

/** The sentence for a count, in the plural form this canvas's language needs. */
export function sayCount<K extends PluralKey>(
  ctx: Ctx,
  key: K,
  count: number,
  ...params: PluralParamsArg<K>
): string {
  return pluralStored(key, count, params[0], localeFor(ctx));
}

export const cityWord = (ctx: Ctx, city: number): string => cityName(city, localeFor(ctx));
export const goodWord = (ctx: Ctx, good: Good): string => goodName(good, localeFor(ctx));
export const chitWord = (ctx: Ctx, chit: Chit): string => chitName(chit, localeFor(ctx));
export const chitTileWord = (ctx: Ctx, chit: Chit): string => say(ctx, `chit.tile.${chit}`);
/** The letter every piece of a player's colour carries, so colours tell apart without colour vision. */
export const colorLetter = (ctx: Ctx, color: Color): string => say(ctx, `color.letter.${color}`);
