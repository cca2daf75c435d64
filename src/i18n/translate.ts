// Looks a sentence up by key and fills in its {named} parameters. A locale without a
// catalogue, or a catalogue missing a key, falls back to English.
import { en, type MessageKey } from './en';
import type { Catalogue, PluralFormKey, PluralKey } from './catalogue';
import { PSEUDO_LOCALE, pseudoCatalogue } from './pseudo';
import { escapeUserText, isUserText, type UserText } from './user-text';

/** A parameter's value: a number (written for the locale), text, or user text (escaped). */
export type ParamValue = string | number | UserText;

/** A sentence's parameters: a number (written for the locale), text, or user text (escaped). */
export type Params = Readonly<Record<string, ParamValue>>;

/**
 * The `{names}` a sentence's text holds, read from the English catalogue's literal type (issue
 * 38): `ParamNames<'{player} sailed {from}'>` is `'player' | 'from'`. For a union of texts, the
 * names of them all.
 */
export type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The English text of a key, or of every key in a union of keys. */
export type TextOf<K extends MessageKey> = (typeof en)[K];

/**
 * The parameters a sentence (or every sentence of a union of keys) demands: each of its
 * `{names}`, required. More may be given (a shared object for several keys); none may be left out,
 * so a call that misses one does not compile.
 */
export type ParamsOf<K extends MessageKey> = Readonly<Record<ParamNames<TextOf<K>>, ParamValue>> & Params;

/** The keys whose text has no `{names}`: said with no parameters (a label, a column's title). */
export type PlainKey = {
  [K in MessageKey]: [ParamNames<TextOf<K>>] extends [never] ? K : never;
}[MessageKey];

/** The keys whose `{names}` are all among `P`: what a caller with just those parameters may say. */
export type KeysWithin<P extends string> = {
  [K in MessageKey]: ParamNames<TextOf<K>> extends P ? K : never;
}[MessageKey];

/** A sentence's parameters as arguments: optional only where its text has no `{names}`. */
export type ParamsArg<K extends MessageKey> = [ParamNames<TextOf<K>>] extends [never]
  ? [params?: Params]
  : [params: ParamsOf<K>];

/** `t`'s arguments after the key: the parameters the sentence demands, then the locale. */
export type SentenceArgs<K extends MessageKey> = [...ParamsArg<K>, locale?: string];

/** A plural family's texts, every form English has. */
type PluralTexts<K extends PluralKey> = TextOf<Extract<`${K}.one` | `${K}.other`, MessageKey>>;
type PluralNames<K extends PluralKey> = Exclude<ParamNames<PluralTexts<K>>, 'count'>;

/** A plural family's parameters as arguments: `{count}` is filled in, every other name is demanded. */
export type PluralParamsArg<K extends PluralKey> = [PluralNames<K>] extends [never]
  ? [params?: Params]
  : [params: Readonly<Record<PluralNames<K>, ParamValue>> & Params];

/** `plural`'s arguments after the count: the parameters, then the locale. */
export type PluralArgs<K extends PluralKey> = [...PluralParamsArg<K>, locale?: string];

const catalogues: Record<string, Catalogue> = { en, [PSEUDO_LOCALE]: pseudoCatalogue() };

export function t<K extends MessageKey>(key: K, ...args: SentenceArgs<K>): string {
  const [params = {}, locale = 'en'] = args as unknown as [Params?, string?];
  return fill(template(key, locale) ?? en[key], params, locale);
}

/**
 * The sentence for a count, in the plural form the language's rules pick for it
 * (Intl.PluralRules: English has one/other, Polish one/few/many/other …); {count} is filled in.
 */
export function plural<K extends PluralKey>(key: K, count: number, ...args: PluralArgs<K>): string {
  const [params = {}, locale = 'en'] = args as unknown as [Params?, string?];
  return pluralStored(key, count, params, locale);
}

/** `plural` for a key and parameters paired where they were made (see `tStored`). */
export function pluralStored(
  key: PluralKey,
  count: number,
  params: Params | undefined,
  locale = 'en',
): string {
  const form =
    template(`${key}.${pluralRules(locale).select(count)}`, locale) ??
    template(`${key}.other`, locale) ??
    en[`${key}.other`];
  return fill(form, { count, ...(params ?? {}) }, locale);
}

/**
 * A sentence's text in one locale, typed by the key like `t` without its locale argument:
 * `const say = sayIn(locale); say('hand.cog', { city })`. For a part that says many sentences.
 */
export function sayIn(locale: string): <K extends MessageKey>(key: K, ...params: ParamsArg<K>) => string {
  return (key, params = {}) => fill(template(key, locale) ?? en[key], params, locale);
}

/**
 * A sentence whose key and parameters travel together as data (a refusal, a stored verdict,
 * an event's line): their pairing was checked where they were put together (`refused`,
 * `tell`, a typed maker), so here they are filled in as they come. Not for a call that could
 * name its key: `t` checks that one.
 */
export function tStored(key: MessageKey, params: Params | undefined, locale = 'en'): string {
  return fill(template(key, locale) ?? en[key], params ?? {}, locale);
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
