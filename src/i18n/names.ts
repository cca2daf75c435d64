// The game's words in the reader's language: cities, goods, bonus chits, bids and market pairs.
import { CITY_COUNT, GOODS, type Chit, type Good, type Goods } from '../engine/view';
import type { MessageKey } from './en';
import { plural, t } from './translate';

type CityKey = Extract<MessageKey, `city.${number}`>;

/** Who a player index is, as a line should name them. */
export type NameOf = (player: number) => string;

/** A bid or a market pair as the rules write it, high first: "4+0". */
export function markerLabel(values: readonly number[]): string {
  return [...values].sort((a, b) => b - a).join('+');
}

/** A city's display name (K-1); an id off the board shows as "#id" rather than failing. */
export function cityName(city: number, locale = 'en'): string {
  return city >= 0 && city < CITY_COUNT ? t(`city.${city}` as CityKey, {}, locale) : `#${city}`;
}

export function chitName(chit: Chit, locale = 'en'): string {
  return t(`chit.${chit}`, {}, locale);
}

export function goodName(good: Good, locale = 'en'): string {
  return t(`good.${good}`, {}, locale);
}

export function goodsText(goods: Goods, locale = 'en'): string {
  const parts = GOODS.filter((g) => goods[g] > 0).map((g) =>
    plural('goods.count', goods[g], { good: goodName(g, locale) }, locale),
  );
  return parts.length > 0 ? parts.join(', ') : t('goods.nothing', {}, locale);
}
