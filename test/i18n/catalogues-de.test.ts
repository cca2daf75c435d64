// One language's checks (the German catalogue); test/i18n/catalogues-fr.test.ts has the French.
// To be folded into one check over every registered catalogue.
// Issue 25: every language besides English is a whole catalogue. For each one registered in
// src/i18n/catalogues.ts: every key of English with the same {placeholders}; every plural form
// the language's rules pick; nothing left in English by accident; slash descriptions and
// choices within Discord's 100 characters; the same /kogge and /league commands named. Each
// check is a function returning what it found wrong, and a control plants each fault.
import { describe, expect, it } from 'vitest';
import { data as kogge } from '../../commands/kogge';
import { data as league } from '../../commands/league';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { en, t, plural, type Catalogue } from '../../src/i18n/index';

type Sentences = Readonly<Record<string, string | undefined>>;
const english: Readonly<Record<string, string>> = en;

/** The plural families: `base` for every English `base.other`. */
const FAMILIES = Object.keys(english)
  .filter((key) => key.endsWith('.other'))
  .map((key) => key.slice(0, -'.other'.length));

function categories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/** English keys the catalogue lacks. */
function missingKeys(catalogue: Sentences): string[] {
  return Object.keys(english).filter((key) => typeof catalogue[key] !== 'string');
}

/** Keys English does not have, other than a family's forms the language's rules need. */
function strayKeys(catalogue: Sentences, locale: string): string[] {
  const forms = new Set(FAMILIES.flatMap((base) => categories(locale).map((c) => `${base}.${c}`)));
  return Object.keys(catalogue).filter((key) => !(key in english) && !forms.has(key));
}

/** Plural forms the language's rules pick that a family lacks ("key.few" for Polish …). */
function pluralGaps(catalogue: Sentences, locale: string): string[] {
  return FAMILIES.flatMap((base) =>
    categories(locale)
      .map((c) => `${base}.${c}`)
      .filter((key) => typeof catalogue[key] !== 'string'),
  );
}

function placeholders(sentence: string): string {
  return [...new Set([...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',');
}

/** Sentences whose {placeholders} differ from English's (a family's extra forms: from .other). */
function placeholderMismatches(catalogue: Sentences): string[] {
  return Object.entries(catalogue)
    .filter(([key, sentence]) => {
      const model = english[key] ?? english[key.replace(/\.\w+$/, '.other')];
      return model !== undefined && sentence !== undefined && placeholders(sentence) !== placeholders(model);
    })
    .map(([key]) => key);
}

/** Words written the same in every language: the game's name and the computer players'. */
const SAME_EVERYWHERE = ['Kogge', 'KOGGE', 'Hinrik', 'Tideke', 'Wolter', 'Gesa', 'APP', 'ALT'];
/**
 * Words a language writes as English does (a sentence made only of them may equal English's).
 * German: the cities' German names that English uses too, "GM" (the board's piece), "Memory"
 * (the name of the variant, a German word too), "Start", "Computer" and "Rating" (the league's
 * word in German too, as de/league.ts uses it).
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: [
    'Visby',
    'Stockholm',
    'Åbo',
    'Reval',
    'Riga',
    'Danzig',
    'Stralsund',
    'Lübeck',
    'GM',
    'Memory',
    'Start',
    'Computer',
    'Rating',
  ],
};

/** The words of a sentence: runs of two or more letters outside placeholders, code and rule ids. */
function words(sentence: string): string[] {
  const prose = sentence.replace(/\{\w+\}|`[^`]*`|\bK-\d+/g, ' ');
  return prose.match(/\p{L}{2,}/gu) ?? [];
}

/** Sentences identical to English that say something in words not on the allowlist. */
function englishLeftovers(catalogue: Sentences, allowed: readonly string[]): string[] {
  const same = new Set([...SAME_EVERYWHERE, ...allowed]);
  return Object.entries(catalogue)
    .filter(([key, sentence]) => sentence === english[key])
    .filter(([, sentence]) => words(sentence ?? '').some((word) => !same.has(word)))
    .map(([key]) => key);
}

interface Described {
  name: string;
  /** Discord's option type: 1 a subcommand, 2 a subcommand group. */
  type?: number;
  description?: string;
  options?: Described[];
  choices?: { name: string }[];
}

/** Every description and choice name of both commands, as English writes them. */
function slashTexts(): string[] {
  const all = (o: Described): string[] => [
    ...(o.description === undefined ? [] : [o.description]),
    ...(o.choices ?? []).map((c) => c.name),
    ...(o.options ?? []).flatMap(all),
  ];
  return [kogge, league].flatMap((command) => all(command.toJSON() as unknown as Described));
}

/** The keys whose English sentence Discord shows as a description or a choice. */
function slashKeys(): string[] {
  const texts = new Set(slashTexts());
  return Object.keys(english).filter((key) => texts.has(english[key]));
}

/** Slash descriptions and choice names outside Discord's 1 to 100 characters. */
function overlongSlashTexts(catalogue: Sentences, keys: readonly string[]): string[] {
  return keys.filter((key) => {
    const length = [...(catalogue[key] ?? '')].length;
    return length < 1 || length > 100;
  });
}

/** The command paths a user may type ("kogge new", "kogge game seat", "league season close"). */
function commandPaths(): string[] {
  const paths = (o: Described, path: string): string[] => {
    const subs = (o.options ?? []).filter((c) => c.type === 1 || c.type === 2);
    return [path, ...subs.flatMap((c) => paths(c, `${path} ${c.name}`))];
  };
  return [kogge, league].flatMap((command) => {
    const json = command.toJSON() as unknown as Described;
    return paths(json, json.name);
  });
}

/** The commands a sentence names, each as the longest path that follows a "/". */
function commandsNamed(sentence: string, known: readonly string[]): string[] {
  const longestFirst = [...known].sort((a, b) => b.length - a.length);
  return [...sentence.matchAll(/\/(?=kogge|league)/g)].map((m) => {
    const rest = sentence.slice((m.index ?? 0) + 1);
    return (
      longestFirst.find((path) => rest.startsWith(path) && /^(\W|$)/.test(rest.slice(path.length))) ?? '?'
    );
  });
}

/** Sentences naming other commands than English's (a stale "/kogge seat", say). */
function commandMismatches(catalogue: Sentences, known: readonly string[]): string[] {
  return Object.entries(catalogue)
    .filter(([key, sentence]) => {
      const model = english[key];
      if (model === undefined || sentence === undefined) return false;
      return commandsNamed(sentence, known).sort().join('|') !== commandsNamed(model, known).sort().join('|');
    })
    .map(([key]) => key);
}

/**
 * Nouns that agree with a number before them, singular and plural, per language (as
 * test/i18n/plurals.test.ts checks English): a family must say "1 Kontor" and "2 Kontore".
 */
const COUNTED_NOUNS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  de: [
    ['Kontor', 'Kontore'],
    ['Ware', 'Waren'],
    ['Person', 'Personen'],
    ['Stunde', 'Stunden'],
    ['Minute', 'Minuten'],
    ['Spiel', 'Spiele'],
    ['Schritt', 'Schritte'],
    ['Fahrt', 'Fahrten'],
    ['Angebot', 'Angebote'],
    ['Stück', 'Stücke'],
  ],
};

/** Family forms that, filled with 1 or 2, put the wrong number of a counted noun after it. */
function miscounted(catalogue: Sentences, locale: string): string[] {
  const nouns = COUNTED_NOUNS[locale] ?? [];
  const rules = new Intl.PluralRules(locale);
  const found: string[] = [];
  for (const base of FAMILIES)
    for (const count of [1, 2]) {
      const form = catalogue[`${base}.${rules.select(count)}`] ?? '';
      const filled = form.replace(/\{(count|needed|ratio)\}/g, String(count));
      for (const [one, many] of nouns) {
        const wrong = count === 1 ? many : one;
        if (new RegExp(`(^|\\D)${count} ${wrong}(?!\\p{L})`, 'u').test(filled))
          found.push(`${base} ${count}`);
      }
    }
  return found;
}

const SLASH_KEYS = slashKeys();
const COMMAND_PATHS = commandPaths();

describe('the checks find what they are for', () => {
  it('the slash keys and command paths are found (so the length and command checks cannot pass empty)', () => {
    expect(SLASH_KEYS.length).toBeGreaterThan(80);
    expect(SLASH_KEYS).toEqual(expect.arrayContaining(['cmd.kogge', 'cmd.seat', 'rules.start.title']));
    expect(COMMAND_PATHS).toEqual(expect.arrayContaining(['kogge new', 'kogge game seat', 'league join']));
    expect(commandsNamed('with /kogge game seat.', COMMAND_PATHS)).toEqual(['kogge game seat']);
  });

  it('control: a planted missing key, wrong placeholder, English leftover, plural gap, long description, stale command and miscounted noun are each caught', () => {
    const good: Record<string, string> = { ...(CATALOGUES.de as Record<string, string>) };
    const planted: Record<string, string | undefined> = {
      ...good,
      'reply.full': undefined,
      'event.officeBuilt': '{player} hat ein Kontor in {stadt} gebaut',
      'reply.gameOver': english['reply.gameOver'],
      'lobby.title.one': undefined,
      'cmd.kogge': 'x'.repeat(101),
      'deadline.missed.other': (good['deadline.missed.other'] ?? '').replace(
        '/kogge game seat',
        '/kogge seat',
      ),
      'reply.stray': 'nobody asked',
    };
    expect(missingKeys(planted)).toEqual(['lobby.title.one', 'reply.full']);
    expect(placeholderMismatches(planted)).toEqual(['event.officeBuilt']);
    expect(englishLeftovers(planted, SAME_AS_ENGLISH.de)).toEqual(['reply.gameOver']);
    expect(pluralGaps(planted, 'de')).toEqual(['lobby.title.one']);
    expect(pluralGaps(good, 'pl')).toContain('lobby.title.few');
    expect(overlongSlashTexts(planted, SLASH_KEYS)).toEqual(['cmd.kogge']);
    expect(commandMismatches(planted, COMMAND_PATHS)).toEqual(['deadline.missed.other']);
    expect(strayKeys(planted, 'de')).toEqual(['reply.stray']);
    expect(strayKeys({ 'lobby.title.few': 'x' }, 'pl')).toEqual([]);
    const miscount = {
      ...good,
      'hand.offices.one': '{count} Kontore',
      'board.goodsCount.other': '{count} Ware',
    };
    expect(miscounted(miscount, 'de')).toEqual(['board.goodsCount 2', 'hand.offices 1']);
  });

  it('control: a sentence of allowlisted words only (a city, "KOGGE · {game}") is no leftover', () => {
    expect(
      englishLeftovers({ 'city.4': 'Riga', 'board.title.game': 'KOGGE · {game}' }, SAME_AS_ENGLISH.de),
    ).toEqual([]);
    expect(englishLeftovers({ 'city.8': 'Copenhagen' }, SAME_AS_ENGLISH.de)).toEqual(['city.8']);
  });
});

describe.each(Object.entries(CATALOGUES).filter(([l]) => l === 'de'))(
  'the %s catalogue',
  (locale, catalogue: Catalogue) => {
    const sentences = catalogue as Sentences;

    it('has every key of English and none of its own', () => {
      expect(missingKeys(sentences)).toEqual([]);
      expect(strayKeys(sentences, locale)).toEqual([]);
    });

    it('fills the same {placeholders} as English in every sentence', () => {
      expect(placeholderMismatches(sentences)).toEqual([]);
    });

    it(`has every plural form ${locale}'s rules pick (${categories(locale).join(', ')}) in every family`, () => {
      expect(pluralGaps(sentences, locale)).toEqual([]);
    });

    it('says "1 …" and "2 …" with the counted noun in the right number in every family', () => {
      expect(miscounted(sentences, locale)).toEqual([]);
    });

    it('leaves nothing in English by accident (allowlist: names and words written the same)', () => {
      expect(englishLeftovers(sentences, SAME_AS_ENGLISH[locale] ?? [])).toEqual([]);
    });

    it('keeps every slash description and choice within Discord’s 1 to 100 characters', () => {
      expect(overlongSlashTexts(sentences, SLASH_KEYS)).toEqual([]);
    });

    it('names the same /kogge and /league commands as English (command names are not translated)', () => {
      expect(commandMismatches(sentences, COMMAND_PATHS)).toEqual([]);
    });

    it('is what t() and plural() answer for the locale', () => {
      const key = 'reply.gameOver';
      expect(t(key, {}, locale)).toBe(sentences[key]);
      expect(t(key, {}, locale)).not.toBe(english[key]);
      for (const count of [1, 2, 5])
        expect(plural('lobby.title', count, { host: 'H' }, locale)).toBe(
          (sentences[`lobby.title.${new Intl.PluralRules(locale).select(count)}`] ?? '')
            .replace('{count}', String(count))
            .replace('{host}', 'H'),
        );
    });
  },
);
