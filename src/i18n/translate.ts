// Looks a sentence up by key and fills in its {named} parameters. A locale without a
// catalogue, or a catalogue missing a key, falls back to English.
import { en, type MessageKey } from './en';

export type Params = Readonly<Record<string, string | number>>;
export type Catalogue = Partial<Record<MessageKey, string>>;

const catalogues: Record<string, Catalogue> = { en };

export function t(key: MessageKey, params: Params = {}, locale = 'en'): string {
  const template = catalogues[locale]?.[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
