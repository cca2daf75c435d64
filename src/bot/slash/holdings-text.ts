// Goods and route markers as a keyboard player types them for a K-46 offer:
// "1 ore, 2 fur, marker 3" (also "ore", "m3", joined by commas, "+" or "and").
import { GOODS, MARKER_VALUES, noGoods, type Good, type Holdings } from '../../engine/index';
import { goodName, plural, t } from '../../i18n/index';

/** Null when a part cannot be read; an empty text is nothing at all. */
export function parseHoldings(text: string, locale: string): Holdings | null {
  const out: Holdings = { goods: noGoods(), markers: [] };
  const parts = text
    .toLowerCase()
    .split(/,|\+|\band\b/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of parts) {
    const marker = /^(?:\d+\s*[x×]?\s*)?(?:marker|m)\s*([0-8])$/.exec(part);
    if (marker) {
      const count = Number(/^(\d+)/.exec(part)?.[1] ?? 1);
      for (let i = 0; i < count && i < 20; i++) out.markers.push(Number(marker[1]));
      continue;
    }
    const good = /^(\d+)?\s*([\p{L}]+)$/u.exec(part);
    const kind = good ? goodOf(good[2], locale) : null;
    if (!good || !kind) return null;
    out.goods[kind] += Number(good[1] ?? 1);
  }
  return out;
}

function goodOf(word: string, locale: string): Good | null {
  return GOODS.find((g) => word === goodName(g, locale).toLowerCase() || word === g) ?? null;
}

/** One item per good and marker, as the autocomplete offers them to add to a list. */
export function holdingItems(goods: readonly Good[], markers: readonly number[], locale: string): string[] {
  return [
    ...goods.map((g) => plural('goods.count', 1, { good: goodName(g, locale) }, locale)),
    ...markers.map((v) => t('pay.marker', { value: v }, locale)),
  ];
}

export const ALL_MARKERS = MARKER_VALUES;
