// Goods and route markers as a keyboard player types them for a K-46 offer:
// "1 ore, 2 fur, marker 3" (also "ore", "m3", joined by commas, "+" or "and"), and in the
// player's language as its catalogue writes them ("1 minerai, fourrure ×2, tuile 3"), so that
// whatever the autocomplete suggests reads back.
import { GOODS, MARKER_VALUES, noGoods, type Good, type Holdings } from '../../engine/index';
import { goodName, plural, t } from '../../i18n/index';

/** Null when a part cannot be read; an empty text is nothing at all. */
export function parseHoldings(text: string, locale: string): Holdings | null {
  const out: Holdings = { goods: noGoods(), markers: [] };
  const parts = text
    .toLowerCase()
    .split(joiners(locale))
    .map((p) => p.trim())
    .filter(Boolean);
  const markerPart = markerPattern(locale);
  for (const part of parts) {
    const marker = markerPart.exec(part);
    if (marker) {
      const count = Number(marker[1] ?? 1);
      for (let i = 0; i < count && i < 20; i++) out.markers.push(Number(marker[2]));
      continue;
    }
    const good = goodPart(part, locale);
    if (!good) return null;
    out.goods[good.kind] += good.count;
  }
  return out;
}

/** Commas, "+", "and", and the language's own "and" (list.and: "{first} et {last}"). */
function joiners(locale: string): RegExp {
  const and = words(t('list.and', { first: '', last: '' }, locale));
  return new RegExp(
    `,|\\+|\\band\\b${and && and !== 'and' ? `|(?<![\\p{L}])${escape(and)}(?![\\p{L}])` : ''}`,
    'u',
  );
}

/** "marker 3", "m3", "2 marker 3", "2×m3", and the language's word for a marker (pay.marker). */
function markerPattern(locale: string): RegExp {
  const word = words(t('pay.marker', { value: '' }, locale));
  const names = ['marker', 'm', ...(word ? [escape(word)] : [])].join('|');
  return new RegExp(`^(?:(\\d+)\\s*[x×]?\\s*)?(?:${names})\\s*([0-8])$`, 'u');
}

/** "2 ore", "ore", and the × form French and others count goods in: "minerai ×2", "minerai x2". */
function goodPart(part: string, locale: string): { kind: Good; count: number } | null {
  const before = /^(\d+)?\s*(\p{L}+)$/u.exec(part);
  const after = /^(\p{L}+)\s*[x×]\s*(\d+)$/u.exec(part);
  const [word, count] = before ? [before[2], before[1]] : after ? [after[1], after[2]] : [];
  const kind = word === undefined ? null : goodOf(word, locale);
  return kind ? { kind, count: Number(count ?? 1) } : null;
}

function goodOf(word: string, locale: string): Good | null {
  return GOODS.find((g) => word === goodName(g, locale).toLowerCase() || word === g) ?? null;
}

/** The words a template keeps once its parameters are empty, lower case: " et " → "et". */
function words(sentence: string): string {
  return sentence.trim().replace(/\s+/g, ' ').toLowerCase();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One item per good and marker, as the autocomplete offers them to add to a list. */
export function holdingItems(goods: readonly Good[], markers: readonly number[], locale: string): string[] {
  return [
    ...goods.map((g) => plural('goods.count', 1, { good: goodName(g, locale) }, locale)),
    ...markers.map((v) => t('pay.marker', { value: v }, locale)),
  ];
}

export const ALL_MARKERS = MARKER_VALUES;
