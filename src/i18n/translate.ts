// Looks a sentence up by key and fills in its {named} parameters. A locale without a
// catalogue, or a catalogue missing a key, falls back to English.
import { en, type MessageKey } from './en';
import type { Catalogue, PluralFormKey, PluralKey } from './catalogue';
import { PSEUDO_LOCALE, pseudoCatalogue } from './pseudo';
import { escapeUserText, isUserText, type UserText } from './user-text';

/** A sentence's parameters: a number (written for the locale), text, or user text (escaped). */
export type Params = Readonly<Record<string, string | number | UserText>>;

const catalogues: Record<string, Catalogue> = { en, [PSEUDO_LOCALE]: pseudoCatalogue() };

export function t(key: MessageKey, params: Params = {}, locale = 'en'): string {
  return fill(template(key, locale) ?? en[key], params, locale);
}

/**
 * The sentence for a count, in the plural form the language's rules pick for it
 * (Intl.PluralRules: English has one/other, Polish one/few/many/other …); {count} is filled in.
 */
export function plural(key: PluralKey, count: number, params: Params = {}, locale = 'en'): string {
  const form =
    template(`${key}.${pluralRules(locale).select(count)}`, locale) ??
    template(`${key}.other`, locale) ??
    en[`${key}.other`];
  return fill(form, { count, ...params }, locale);
}

function template(key: MessageKey | PluralFormKey, locale: string): string | undefined {
  return catalogues[locale]?.[key] ?? (en as Catalogue)[key];
}

function fill(template: string, params: Params, locale: string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    if (typeof value === 'number') return formatNumber(value, locale);
    return isUserText(value) ? escapeUserText(value.userText) : value;
  });
}

/**
 * A number as the language writes it (Intl.NumberFormat): "7.5" in English, "7,5" in German,
 * French and Italian; at most `digits` decimals. No thousands separator: German would write a
 * rating of 1500 as "1.500", which a player reads as one and a half, and a game number as 2.026.
 */
export function formatNumber(value: number, locale = 'en', digits = 2): string {
  const key = `${locale}|${digits}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(
      key,
      (format = new Intl.NumberFormat(isLocale(locale) ? locale : 'en', {
        useGrouping: false,
        maximumFractionDigits: digits,
      })),
    );
  return format.format(value);
}
const numberFormats = new Map<string, Intl.NumberFormat>();

const rulesByLocale = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(isLocale(locale) ? locale : 'en')));
  return rules;
}

/** A malformed locale tag (Intl throws on one) counts as English rather than failing a message. */
function isLocale(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

/** Registers another language (Discord locales such as 'de' or 'fr'). */
export function addCatalogue(locale: string, catalogue: Catalogue): void {
  catalogues[locale] = catalogue;
}

/** "A", "A and B", "A, B and C"; a name given as user text is escaped. */
export function joinNames(given: readonly (string | UserText)[], locale = 'en'): string {
  const names = given.map((n) => (isUserText(n) ? escapeUserText(n.userText) : n));
  if (names.length <= 1) return names.join('');
  return t('list.and', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] }, locale);
}
