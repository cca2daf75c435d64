// Issue 25: the localised names of the slash commands' subcommand groups, subcommands and
// options, one table per language (src/i18n/{de,fr,it}/command-names.ts). Discord's naming
// rule (discord-api-docs, Application Commands › Application Command Naming): every localised
// name matches ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$ (u flag), is lowercase where the
// letter has a lowercase, and is unique among its siblings; test/bot/slash/command-names.test.ts
// checks that for every locale. Interaction data always carries the default (English) names,
// so the handlers read options as before.
import type { Locale } from 'discord.js';
import { commandNames as de } from '../../i18n/de/command-names';
import { commandNames as fr } from '../../i18n/fr/command-names';
import { commandNames as it } from '../../i18n/it/command-names';

type Localizations = Partial<Record<Locale, string>>;

/** English name → localised name, per Discord locale. */
export const COMMAND_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = { de, fr, it };

/** Discord's name rule for commands and options, in any locale. */
export const COMMAND_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** The localised names of one English name; null where no language has one. */
export function nameLocalizations(english: string, locales: readonly Locale[]): Localizations | null {
  const out: Localizations = {};
  for (const locale of locales) {
    const name = COMMAND_NAMES[locale]?.[english];
    if (name && name !== english) out[locale] = name;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The name a user of this locale sees for the English one (English where none). */
export function localName(english: string, locale: string): string {
  return COMMAND_NAMES[locale]?.[english] ?? english;
}
