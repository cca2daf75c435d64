// Issue 25: the slash commands in each registered language, as Discord's
// description_localizations and choices' name_localizations. The builders in commands/ write
// English through t(key); this pass finds the key back from the English sentence (the same
// reverse lookup the catalogue checks use), so no command file carries a second list of keys.
// Subcommand groups, subcommands and options get their names from command-names.ts; the
// de/fr/it catalogues' sentences name those ("/kogge gebot"). The top-level names stay
// `kogge` and `league` in every language: Kogge is the game's own name everywhere, and one
// stable word to type keeps both commands findable whatever the client's language.
import { Locale, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { CATALOGUES, en, type MessageKey } from '../../i18n/index';
import { nameLocalizations } from './command-names';

type CommandJson = RESTPostAPIChatInputApplicationCommandsJSONBody;
type Localizations = Partial<Record<Locale, string>>;

interface Described {
  name?: string;
  name_localizations?: Localizations | null;
  description?: string;
  description_localizations?: Localizations | null;
  options?: Described[];
  choices?: { name: string; name_localizations?: Localizations | null }[];
}

/** Discord's limit on a description and on a choice's name, in every locale. */
const MAX_TEXT = 100;

const DISCORD_LOCALES = new Set<string>(Object.values(Locale));

/** The registered languages Discord knows by that code (de, fr, it …). */
export function slashLocales(): Locale[] {
  return Object.keys(CATALOGUES).filter((l): l is Locale => DISCORD_LOCALES.has(l));
}

/** The command's JSON with every description, name below the top and choice name localised; the input is not changed. */
export function localizeCommand(command: CommandJson): CommandJson {
  const node = localized(structuredClone(command) as Described);
  node.options?.forEach(named);
  return node as CommandJson;
}

/** Names of groups, subcommands and options, all the way down (not the command's own). */
function named(node: Described): void {
  const names = node.name === undefined ? null : nameLocalizations(node.name, slashLocales());
  if (names) node.name_localizations = { ...names, ...node.name_localizations };
  node.options?.forEach(named);
}

function localized(node: Described): Described {
  if (node.description !== undefined) {
    const texts = translations(node.description);
    if (texts) node.description_localizations = { ...texts, ...node.description_localizations };
  }
  for (const choice of node.choices ?? []) {
    const texts = translations(choice.name);
    if (texts) choice.name_localizations = { ...texts, ...choice.name_localizations };
  }
  node.options?.forEach(localized);
  return node;
}

/** The English sentence's key in each language; none where no key, or the text would not fit. */
function translations(english: string): Localizations | null {
  const key = keyOf().get(english);
  if (!key) return null;
  const out: Localizations = {};
  for (const locale of slashLocales()) {
    const text = CATALOGUES[locale]?.[key];
    // Over Discord's limit the whole registration fails; English then shows instead.
    if (text && text !== english && [...text].length <= MAX_TEXT) out[locale] = text;
  }
  return Object.keys(out).length > 0 ? out : null;
}

let byEnglish: Map<string, MessageKey> | null = null;
/** English sentence → its first key (test/bot/slash/localize.test.ts checks none is ambiguous). */
function keyOf(): Map<string, MessageKey> {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [key, text] of Object.entries(en) as [MessageKey, string][])
      if (!byEnglish.has(text)) byEnglish.set(text, key);
  }
  return byEnglish;
}
