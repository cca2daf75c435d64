// Looks a sentence up by key and fills in its {named} parameters. A locale without a
// catalogue, or a catalogue missing a key, falls back to English.
import { en, type MessageKey } from './en';
import type { Catalogue, PluralFormKey, PluralKey } from './catalogue';
import { PSEUDO_LOCALE, pseudoCatalogue } from './pseudo';

export type Params = Readonly<Record<string, string | number>>;

const catalogues: Record<string, Catalogue> = { en, [PSEUDO_LOCALE]: pseudoCatalogue() };

export function t(key: MessageKey, params: Params = {}, locale = 'en'): string {
  return fill(template(key, locale) ?? en[key], params);
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
  return fill(form, { count, ...params });
}

function template(key: MessageKey | PluralFormKey, locale: string): string | undefined {
  return catalogues[locale]?.[key] ?? (en as Catalogue)[key];
}

function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

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

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[], locale = 'en'): string {
  if (names.length <= 1) return names.join('');
  return t('list.and', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] }, locale);
}
