// Every registered language against English (issue 25): every key there with the same
// {placeholders}, every plural form the language's rules pick, nothing left in English by
// accident, and the slash commands' descriptions within Discord's 100 characters. Each check
// is shown to catch a planted fault, so a pass means something.
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index';
import { CATALOGUES as catalogues } from '../../src/i18n/catalogues';
import { en, t, type Catalogue } from '../../src/i18n/index';

type Sentences = Readonly<Record<string, string | undefined>>;
const english: Sentences = en;

/** Sentences that may read the same as English in a language: names and words both share. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  fr: [
    'KOGGE',
    'KOGGE · {game}',
    'Routes',
    'Production',
    'Raids',
    'taxes',
    'Visby',
    'Stockholm',
    'Åbo',
    'Reval',
    'Riga',
    'Stralsund',
    'Lübeck',
    'Kogge {id}',
    'R',
    'B',
    'absent',
    'raids',
    'Hinrik',
    'Tideke',
    'Wolter',
    'Gesa',
    'APP',
    'ALT',
    'normal',
    'Taxes',
  ],
};

const placeholders = (sentence: string): string[] =>
  [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/**
 * Words outside the {placeholders} and rule ids: a sentence without any ("{a} → {b}",
 * "K-22, K-23") is the same in every language.
 */
const hasWords = (sentence: string): boolean =>
  /\p{L}/u.test(sentence.replace(/\{\w+\}/g, '').replace(/\bK-\d+\b/g, ''));

const pluralBases = Object.keys(english)
  .filter((key) => key.endsWith('.other'))
  .map((key) => key.slice(0, -'.other'.length));

/** Every way a catalogue falls short of English, one line each (empty when it is whole). */
function problems(locale: string, catalogue: Catalogue): string[] {
  const found: string[] = [];
  const mine: Sentences = catalogue;
  const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
  for (const [key, sentence] of Object.entries(english)) {
    if (sentence === undefined) continue;
    const translated = mine[key];
    if (translated === undefined) found.push(`missing: ${key}`);
    else if (placeholders(translated).join() !== placeholders(sentence).join())
      found.push(`placeholders differ: ${key}`);
    else if (translated === sentence && hasWords(sentence) && !allowed.has(sentence))
      found.push(`left in English: ${key}`);
  }
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const base of pluralBases) {
    const other = english[`${base}.other`] ?? '';
    for (const category of categories) {
      const form = mine[`${base}.${category}`];
      if (form === undefined) found.push(`missing plural form: ${base}.${category}`);
      else if (placeholders(form).join() !== placeholders(other).join())
        found.push(`placeholders differ: ${base}.${category}`);
    }
  }
  for (const key of Object.keys(mine)) {
    const known = key in english || pluralBases.some((base) => key.startsWith(`${base}.`));
    if (!known) found.push(`not an English key: ${key}`);
  }
  return found;
}

interface Described {
  name?: string;
  type?: number;
  description?: string;
  options?: Described[];
}

/** Every description of every slash command and option, as registered (English). */
function descriptions(node: Described): string[] {
  return [...(node.description ? [node.description] : []), ...(node.options ?? []).flatMap(descriptions)];
}
const slashDescriptions = commands.flatMap((c) => descriptions(c.data.toJSON() as unknown as Described));
/** The catalogue keys whose English sentence is a slash description. */
const descriptionKeys = Object.keys(english).filter((key) => slashDescriptions.includes(english[key] ?? ''));

/** Every command as typed: "kogge new", "kogge game seat", "league join" (groups and subcommands). */
function paths(node: Described, prefix: string): string[] {
  const here = prefix ? `${prefix} ${node.name}` : (node.name ?? '');
  // Option types 1 and 2 are a subcommand and a group; the others are a command's options.
  const subs = (node.options ?? []).filter((o) => o.type === 1 || o.type === 2);
  return [here, ...subs.flatMap((o) => paths(o, here))];
}
const commandPaths = commands.flatMap((c) => paths(c.data.toJSON() as unknown as Described, ''));

/** How often a sentence names each command ("/kogge game seat" names "kogge game" too). */
function mentions(sentence: string): string[] {
  return commandPaths.flatMap((path) =>
    [...sentence.matchAll(new RegExp(`/${path}(?![\\w-])`, 'g'))].map(() => path),
  );
}

/** Keys whose translation names other commands than the English does (a renamed command, say). */
function wrongMentions(catalogue: Catalogue): string[] {
  const mine: Sentences = catalogue;
  return Object.keys(english).filter(
    (key) => mentions(mine[key] ?? english[key] ?? '').join() !== mentions(english[key] ?? '').join(),
  );
}

function tooLongDescriptions(catalogue: Catalogue): string[] {
  const mine: Sentences = catalogue;
  return descriptionKeys.filter((key) => (mine[key] ?? '').length > 100);
}

const locales = Object.keys(catalogues).filter((l) => l === 'fr');

describe('i18n: every catalogue against English (issue 25)', () => {
  it('has at least the French catalogue registered', () => {
    expect(locales).toContain('fr');
  });

  it.each(locales)(
    '%s: every key, the same placeholders, every plural form, nothing left in English',
    (locale) => {
      expect(problems(locale, catalogues[locale] ?? {})).toEqual([]);
    },
  );

  it.each(Object.keys(SAME_AS_ENGLISH))(
    '%s: every allowlist entry is an English sentence (no stale entry)',
    (locale) => {
      const sentences = new Set(Object.values(english));
      expect((SAME_AS_ENGLISH[locale] ?? []).filter((entry) => !sentences.has(entry))).toEqual([]);
    },
  );

  it.each(locales)('%s: slash command descriptions within Discord’s 100 characters', (locale) => {
    expect(descriptionKeys.length).toBeGreaterThan(60);
    expect(tooLongDescriptions(catalogues[locale] ?? {})).toEqual([]);
  });

  it.each(locales)('%s: names the same slash commands as the English, e.g. /kogge game seat', (locale) => {
    expect(commandPaths).toContain('kogge game seat');
    expect(wrongMentions(catalogues[locale] ?? {})).toEqual([]);
  });

  it.each(locales)('%s: t() answers in the language once registered', (locale) => {
    const sentence = catalogues[locale]?.['board.market'];
    expect(sentence).toBeDefined();
    expect(t('board.market', {}, locale)).toBe(sentence);
  });
});

describe('i18n: the catalogue checks catch planted faults (controls)', () => {
  const whole = catalogues.fr ?? {};

  it('a missing key is caught', () => {
    const planted: Record<string, string | undefined> = { ...whole };
    delete planted['board.market'];
    expect(problems('fr', planted)).toEqual(['missing: board.market']);
  });

  it('a wrong or lost placeholder is caught', () => {
    expect(problems('fr', { ...whole, 'event.bid': '{joueur} a misé {markers}' })).toEqual([
      'placeholders differ: event.bid',
    ]);
    expect(problems('fr', { ...whole, 'event.bid': 'a misé {markers}' })).toEqual([
      'placeholders differ: event.bid',
    ]);
  });

  it('a sentence left in English is caught, a sentence without words or on the allowlist is not', () => {
    expect(problems('fr', { ...whole, 'board.market': 'Market' })).toEqual(['left in English: board.market']);
    expect(whole['board.offer']).toBe(english['board.offer']);
    expect(whole['city.0']).toBe(english['city.0']);
  });

  it('a plural form the language needs is caught when missing', () => {
    const planted: Record<string, string | undefined> = { ...whole };
    delete planted['hand.offices.many'];
    expect(problems('fr', planted)).toEqual(['missing plural form: hand.offices.many']);
  });

  it('a key English does not have is caught', () => {
    expect(problems('fr', { ...whole, ['board.markt' as 'board.market']: 'Marché' })).toEqual([
      'not an English key: board.markt',
    ]);
  });

  it('a sentence naming an old command is caught', () => {
    const old = (whole['deadline.missed.other'] ?? '').replace('/kogge game seat', '/kogge seat');
    expect(wrongMentions({ ...whole, 'deadline.missed.other': old })).toEqual(['deadline.missed.other']);
  });

  it('a slash description over 100 characters is caught', () => {
    expect(tooLongDescriptions({ ...whole, 'cmd.kogge': 'x'.repeat(101) })).toEqual(['cmd.kogge']);
  });
});

/** French typography the catalogue keeps: ’ not ', a no-break space before : ; ! ? » and after «. */
function frenchStyle(catalogue: Catalogue): string[] {
  const found: string[] = [];
  for (const [key, sentence] of Object.entries(catalogue as Sentences)) {
    if (sentence === undefined) continue;
    if (sentence.includes("'")) found.push(`straight apostrophe: ${key}`);
    if (/[ \t][:;!?»](?=\s|$|[.,)»])|«[ \t]/.test(sentence)) found.push(`breaking space at a sign: ${key}`);
    if (/\S {2,}\S/.test(sentence)) found.push(`double space: ${key}`);
  }
  return found;
}

describe('i18n: the French catalogue’s typography', () => {
  const fr = catalogues.fr ?? {};

  it('uses ’ and a no-break space before : ; ! ? » and after «', () => {
    expect(frenchStyle(fr)).toEqual([]);
    expect(fr['board.waiting']).toBe('En attente\u00a0:');
    expect(fr['error.CHIT_GONE']).toBe('Il ne reste plus de tuile bonus «\u00a0{chit}\u00a0».');
    // A "?" that starts a word (a web address's query) is no question mark.
    expect(fr['table.page.seatHint']).toContain(' ?user=<nom>');
  });

  it('catches a straight apostrophe, a breaking space and a double space (control)', () => {
    expect(
      frenchStyle({
        'board.waiting': 'En attente :',
        'board.market': "L'échevin",
        'board.reserve': 'Ré  serve',
      }),
    ).toEqual([
      'breaking space at a sign: board.waiting',
      'straight apostrophe: board.market',
      'double space: board.reserve',
    ]);
  });
});

/**
 * The glossary's terms, used wherever the English uses the game's word: an English term (its
 * {placeholders} aside) and the French words that may stand for it.
 */
const FRENCH_TERMS: readonly (readonly [RegExp, RegExp])[] = [
  [/\bcogs?\b/i, /cogue/i],
  [/\boffices?\b/i, /comptoir|compt\./i],
  [/guild master|\bGM\b/i, /échevin|(?<!\p{L})É(?!\p{L})/iu],
  [/raid markers?/i, /tuiles? raid/i],
  [/bonus chits?|\bchits?\b/i, /bonus|bon\./i],
  [/\bVP\b|victory points?/, /\bPV\b|points de victoire/],
  [/\bDP\b|development points?/, /\bPD\b|points de développement/],
  [/\brounds?\b/i, /manche/i],
  [/route markers?|\bmarkers?\b/i, /tuile/i],
  [/\bbids?\b/i, /mise|enchère|misé/i],
  [/\bgoods?\b/i, /marchandise|march\.|PV m\./i],
  [/face-down|face down/i, /cachée/i],
];

/** Where the English word is not the game's term, or the French says it another way on purpose. */
const TERM_EXCEPTIONS = new Set([
  'panel.guildMaster', // "order chit 1": the order of play, « Vous jouez en premier »
  'rules.guild.summary', // "gone round far enough": a journey, not a round of play
  'board.legend.title', // the goods key: « PV à l’unité » beside each good's icon
  'decision.raidSplit', // « faire deux tas »: the goods are implied, the room is short
  'decision.conflictDemand', // « exiger son dû »: likewise
]);

function termMisses(catalogue: Catalogue): string[] {
  const mine: Sentences = catalogue;
  return Object.keys(english).filter((key) => {
    const words = (english[key] ?? '').replace(/\{\w+\}/g, '');
    return (
      !TERM_EXCEPTIONS.has(key) &&
      FRENCH_TERMS.some(([term, french]) => term.test(words) && !french.test(mine[key] ?? ''))
    );
  });
}

describe('i18n: the French catalogue says the game’s words as its glossary does', () => {
  it('uses cogue, comptoir, échevin, tuile, PV, PD, manche … wherever the English uses the term', () => {
    expect(termMisses(catalogues.fr ?? {})).toEqual([]);
  });

  it('catches a sentence that says the ship another way (control)', () => {
    const fr = catalogues.fr ?? {};
    expect(termMisses({ ...fr, 'hand.cog': 'bateau à {city}' })).toEqual(['hand.cog']);
  });
});
