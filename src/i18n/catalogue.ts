// The shape of a language's catalogue: every English key, and the plural forms other
// languages need beyond English's one and other.
import type { MessageKey } from './en';

/** Keys that come as a plural family: `key.one`, `key.other` (and whatever else a language needs). */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}.other` ? Base : never }[MessageKey];
/** A plural form English has no key for, such as Polish 'few' (Intl.PluralRules' categories). */
export type PluralFormKey = `${PluralKey}.${Intl.LDMLPluralRule}`;

export type Catalogue = Partial<Record<MessageKey | PluralFormKey, string>>;
