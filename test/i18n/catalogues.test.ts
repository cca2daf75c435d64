// Issue 25: every language besides English is a whole catalogue. For each one registered in
// src/i18n/catalogues.ts (de, fr, it): every key of English with the same {placeholders}; every
// plural form the language's rules pick; nothing left in English by accident; slash descriptions
// and choices within Discord's 1 to 100 characters; the same /kogge and /league commands named;
// counted nouns in the right number. Then what is one language's own, as per-language tables:
// French typography, each glossary's terms where English uses the game's word, Italian's
// apostrophe. Each check is a function returning what it found wrong, and a control plants
// each fault, so a pass means something.
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index';
import { localizeCommand } from '../../src/bot/slash/localize';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { en, t, plural, type Catalogue } from '../../src/i18n/index';

type Sentences = Readonly<Record<string, string | undefined>>;
const english: Readonly<Record<string, string>> = en;
const LOCALES = Object.keys(CATALOGUES);

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
 * Words a language writes as English does: a sentence identical to English's is no leftover
 * when every word of it is here.
 * German: the cities' German names that English uses too, "GM" (the board's piece), "Memory"
 * (the name of the variant, a German word too), "Start", "Computer" and "Rating" (the league's
 * word in German too, as de/league.ts uses it).
 * Italian: the cities both write alike; "round" (m.), the word Italian board games use for a
 * round of play; "VP" and "DP", the Italian rulebook's own abbreviations; "Computer" (the
 * computer players' default name); "Rating", the word Italian leagues use.
 */
const WORDS_SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
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
  it: [
    'Visby',
    'Åbo',
    'Reval',
    'Riga',
    'Stralsund',
    'Round',
    'round',
    'VP',
    'DP',
    'Computer',
    'computer',
    'Rating',
  ],
};

/** Whole sentences a language may write as English does (French: names and words both share). */
const SENTENCES_SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
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

/** The words of a sentence: runs of two or more letters outside placeholders, code and rule ids. */
function words(sentence: string): string[] {
  const prose = sentence.replace(/\{\w+\}|`[^`]*`|\bK-\d+/g, ' ');
  return prose.match(/\p{L}{2,}/gu) ?? [];
}

/**
 * Sentences identical to English that say something in words not on the allowlist: neither
 * every word on the language's word list nor the whole sentence on its sentence list.
 */
function englishLeftovers(catalogue: Sentences, locale: string): string[] {
  const same = new Set([...SAME_EVERYWHERE, ...(WORDS_SAME_AS_ENGLISH[locale] ?? [])]);
  const sentences = new Set(SENTENCES_SAME_AS_ENGLISH[locale] ?? []);
  return Object.entries(catalogue)
    .filter(([key, sentence]) => sentence === english[key] && !sentences.has(sentence ?? ''))
    .filter(([, sentence]) => words(sentence ?? '').some((word) => !same.has(word)))
    .map(([key]) => key);
}

interface Described {
  name: string;
  /** Discord's option type: 1 a subcommand, 2 a subcommand group. */
  type?: number;
  name_localizations?: Record<string, string> | null;
  description?: string;
  options?: Described[];
  choices?: { name: string }[];
}

/** As deployed: with the name_localizations of issue 25 (src/bot/slash/command-names.ts). */
const JSONS = commands.map((c) => localizeCommand(c.data.toJSON()) as unknown as Described);

/** Every description and choice name of every command, as English writes them. */
function slashTexts(): string[] {
  const all = (o: Described): string[] => [
    ...(o.description === undefined ? [] : [o.description]),
    ...(o.choices ?? []).map((c) => c.name),
    ...(o.options ?? []).flatMap(all),
  ];
  return JSONS.flatMap(all);
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

/** A command path as a user of one language types it, and the same path in English. */
interface CommandPath {
  typed: string;
  english: string;
}

/**
 * The command paths a user may type ("kogge new", "kogge game seat", "league season close"),
 * with the localised names Discord shows in that language ("kogge partie platz" in German).
 */
function commandPaths(locale?: string): CommandPath[] {
  const named = (o: Described) => (locale && o.name_localizations?.[locale]) || o.name;
  const paths = (o: Described, path: CommandPath): CommandPath[] => {
    const subs = (o.options ?? []).filter((c) => c.type === 1 || c.type === 2);
    return [
      path,
      ...subs.flatMap((c) =>
        paths(c, { typed: `${path.typed} ${named(c)}`, english: `${path.english} ${c.name}` }),
      ),
    ];
  };
  return JSONS.flatMap((json) => paths(json, { typed: named(json), english: json.name }));
}

/** The commands a sentence names, each as the longest path that follows a "/", in English. */
function commandsNamed(sentence: string, known: readonly CommandPath[]): string[] {
  const longestFirst = [...known].sort((a, b) => b.typed.length - a.typed.length);
  return [...sentence.matchAll(/\/(?=kogge|league)/g)].map((m) => {
    const rest = sentence.slice((m.index ?? 0) + 1);
    return (
      longestFirst.find(
        ({ typed }) => rest.startsWith(typed) && /^([^\p{L}\p{N}_]|$)/u.test(rest.slice(typed.length)),
      )?.english ?? '?'
    );
  });
}

/** How a user of the locale types the English command path. */
function typedPath(locale: string, english: string): string {
  return commandPaths(locale).find((p) => p.english === english)?.typed ?? english;
}

/** Sentences naming other commands than English's (a stale "/kogge seat", an English name, say). */
function commandMismatches(catalogue: Sentences, known: readonly CommandPath[]): string[] {
  return Object.entries(catalogue)
    .filter(([key, sentence]) => {
      const model = english[key];
      if (model === undefined || sentence === undefined) return false;
      return (
        commandsNamed(sentence, known).sort().join('|') !==
        commandsNamed(model, ENGLISH_PATHS).sort().join('|')
      );
    })
    .map(([key]) => key);
}

/**
 * Nouns that agree with a number before them, singular and plural, per language (as
 * test/i18n/plurals.test.ts checks English): a family must say "1 Kontor" and "2 Kontore".
 * The first pair is the office, the second the good (the controls plant those two).
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
  fr: [
    ['comptoir', 'comptoirs'],
    ['marchandise', 'marchandises'],
    ['joueur', 'joueurs'],
    ['heure', 'heures'],
    ['minute', 'minutes'],
  ],
  it: [
    ['ufficio', 'uffici'],
    ['merce', 'merci'],
    ['giocatore', 'giocatori'],
    ['ora', 'ore'],
    ['minuto', 'minuti'],
    ['partita', 'partite'],
    ['passo', 'passi'],
    ['viaggio', 'viaggi'],
    ['proposta', 'proposte'],
    ['pezzo', 'pezzi'],
    ['segnalino', 'segnalini'],
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
const ENGLISH_PATHS = commandPaths();

describe('the checks find what they are for', () => {
  it('every language of issue 25 is registered: de, fr, it', () => {
    expect(LOCALES).toEqual(expect.arrayContaining(['de', 'fr', 'it']));
  });

  it('the slash keys and command paths are found (so the length and command checks cannot pass empty)', () => {
    expect(SLASH_KEYS.length).toBeGreaterThan(80);
    expect(SLASH_KEYS).toEqual(expect.arrayContaining(['cmd.kogge', 'cmd.seat', 'rules.start.title']));
    expect(ENGLISH_PATHS.map((p) => p.english)).toEqual(
      expect.arrayContaining(['kogge new', 'kogge game seat', 'league join']),
    );
    expect(commandsNamed('with /kogge game seat.', ENGLISH_PATHS)).toEqual(['kogge game seat']);
    expect(commandsNamed('mit /kogge partie platz.', commandPaths('de'))).toEqual(['kogge game seat']);
  });

  it('every sentence allowlist entry is an English sentence (no stale entry)', () => {
    const sentences = new Set(Object.values(english));
    for (const list of Object.values(SENTENCES_SAME_AS_ENGLISH))
      expect(list.filter((entry) => !sentences.has(entry))).toEqual([]);
  });

  it.each(LOCALES)(
    '%s control: a planted missing key, wrong placeholder, English leftover, plural gap, long description, stale command, stray key and miscounted noun are each caught',
    (locale) => {
      const good: Record<string, string> = { ...(CATALOGUES[locale] as Record<string, string>) };
      const planted: Record<string, string | undefined> = {
        ...good,
        'reply.full': undefined,
        'event.officeBuilt': (good['event.officeBuilt'] ?? '').replace('{city}', '{stadt}'),
        'reply.gameOver': english['reply.gameOver'],
        'lobby.title.one': undefined,
        'cmd.kogge': 'x'.repeat(101),
        'cmd.hand': '',
        'deadline.offer.host.other': (good['deadline.offer.host.other'] ?? '').replace(
          `/${typedPath(locale, 'kogge game seat')}`,
          '/kogge seat',
        ),
        // The English name left in a localised sentence is caught too (issue 25).
        'league.created': (good['league.created'] ?? '').replace(
          `/${typedPath(locale, 'league join')}`,
          '/league join',
        ),
        'reply.stray': 'nobody asked',
      };
      expect(missingKeys(planted)).toEqual(['lobby.title.one', 'reply.full']);
      expect(placeholderMismatches(planted)).toEqual(['event.officeBuilt']);
      expect(englishLeftovers(planted, locale)).toEqual(['reply.gameOver']);
      expect(pluralGaps(planted, locale)).toEqual(['lobby.title.one']);
      expect(overlongSlashTexts(planted, SLASH_KEYS)).toEqual(['cmd.kogge', 'cmd.hand']);
      expect(commandMismatches(planted, commandPaths(locale)).sort()).toEqual([
        'deadline.offer.host.other',
        'league.created',
      ]);
      expect(strayKeys(planted, locale)).toEqual(['reply.stray']);
      const [office, goods] = COUNTED_NOUNS[locale] ?? [];
      const miscount = {
        ...good,
        [`hand.offices.${new Intl.PluralRules(locale).select(1)}`]: `{count} ${office?.[1]}`,
        'board.goodsCount.other': `{count} ${goods?.[0]}`,
      };
      expect(miscounted(miscount, locale)).toEqual(['board.goodsCount 2', 'hand.offices 1']);
    },
  );

  it('control: a family lacking a form another language needs is caught ("few" for Polish)', () => {
    expect(pluralGaps(CATALOGUES.de as Sentences, 'pl')).toContain('lobby.title.few');
    expect(strayKeys({ 'lobby.title.few': 'x' }, 'pl')).toEqual([]);
    const noMany: Record<string, string | undefined> = { ...(CATALOGUES.fr as Sentences) };
    delete noMany['hand.offices.many'];
    expect(pluralGaps(noMany, 'fr')).toEqual(['hand.offices.many']);
  });

  it('control: a lost placeholder and a renamed one are both caught', () => {
    const fr = CATALOGUES.fr as Sentences;
    expect(placeholderMismatches({ ...fr, 'event.bid': '{joueur} a misé {markers}' })).toEqual(['event.bid']);
    expect(placeholderMismatches({ ...fr, 'event.bid': 'a misé {markers}' })).toEqual(['event.bid']);
    expect(placeholderMismatches({ 'hand.offices.many': '{nombre} comptoirs' })).toEqual([
      'hand.offices.many',
    ]);
  });

  it('control: a sentence of allowlisted words or without words is no leftover; an English word is', () => {
    expect(englishLeftovers({ 'city.4': 'Riga', 'board.title.game': 'KOGGE · {game}' }, 'de')).toEqual([]);
    expect(englishLeftovers({ 'city.8': 'Copenhagen' }, 'de')).toEqual(['city.8']);
    expect(englishLeftovers({ 'board.offer': '{from} → {to}', 'rules.start.ids': 'K-13' }, 'it')).toEqual([]);
    expect(englishLeftovers({ 'board.market': 'Market' }, 'fr')).toEqual(['board.market']);
    expect(englishLeftovers({ 'phone.column.routes': 'Routes' }, 'fr')).toEqual([]);
    expect(englishLeftovers({ 'phone.column.routes': 'Routes' }, 'it')).toEqual(['phone.column.routes']);
    expect(englishLeftovers({ 'board.round': 'Round {round}' }, 'it')).toEqual([]);
    expect(englishLeftovers({ 'board.round': 'Round {round}' }, 'fr')).toEqual(['board.round']);
  });
});

describe.each(LOCALES)('the %s catalogue', (locale) => {
  const catalogue: Catalogue = CATALOGUES[locale] ?? {};
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
    expect(COUNTED_NOUNS[locale]?.length).toBeGreaterThan(1);
    expect(miscounted(sentences, locale)).toEqual([]);
  });

  it('leaves nothing in English by accident (allowlist: names and words written the same)', () => {
    expect(englishLeftovers(sentences, locale)).toEqual([]);
  });

  it('keeps every slash description and choice within Discord’s 1 to 100 characters', () => {
    expect(overlongSlashTexts(sentences, SLASH_KEYS)).toEqual([]);
  });

  it('names the same /kogge and /league commands as English, by their localised names (issue 25)', () => {
    expect(commandMismatches(sentences, commandPaths(locale))).toEqual([]);
  });

  it('is what t() and plural() answer for the locale', () => {
    for (const key of ['reply.gameOver', 'board.market'] as const) {
      expect(t(key, {}, locale)).toBe(sentences[key]);
      expect(t(key, {}, locale)).not.toBe(english[key]);
    }
    for (const count of [1, 2, 5])
      expect(plural('lobby.title', count, { host: 'H' }, locale)).toBe(
        (sentences[`lobby.title.${new Intl.PluralRules(locale).select(count)}`] ?? '')
          .replace('{count}', String(count))
          .replace('{host}', 'H'),
      );
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

/** Italian typography: ’ for the elision (l’ufficio, un’offerta), not ', and no space before : ; ! ?. */
function italianStyle(catalogue: Catalogue): string[] {
  const found: string[] = [];
  for (const [key, sentence] of Object.entries(catalogue as Sentences)) {
    if (sentence === undefined) continue;
    if (/\p{L}'\p{L}/u.test(sentence)) found.push(`straight apostrophe: ${key}`);
    if (/\p{L} [:;!](?=\s|$)/u.test(sentence)) found.push(`space before a sign: ${key}`);
    if (/\S {2,}\S/.test(sentence)) found.push(`double space: ${key}`);
  }
  return found;
}

/** Each language's own typography check, with a sentence that breaks each of its rules. */
const STYLES: Readonly<
  Record<string, { check: (c: Catalogue) => string[]; planted: Catalogue; caught: string[] }>
> = {
  fr: {
    check: frenchStyle,
    planted: { 'board.waiting': 'En attente :', 'board.market': "L'échevin", 'board.reserve': 'Ré  serve' },
    caught: [
      'breaking space at a sign: board.waiting',
      'straight apostrophe: board.market',
      'double space: board.reserve',
    ],
  },
  it: {
    check: italianStyle,
    planted: { 'board.waiting': 'In attesa :', 'board.market': "L'ufficio", 'board.reserve': 'Ris  erva' },
    caught: [
      'space before a sign: board.waiting',
      'straight apostrophe: board.market',
      'double space: board.reserve',
    ],
  },
};

describe.each(Object.keys(STYLES))('the %s catalogue’s typography', (locale) => {
  const style = STYLES[locale];
  const catalogue = CATALOGUES[locale] ?? {};

  it('keeps the language’s typography in every sentence', () => {
    expect(style?.check(catalogue)).toEqual([]);
  });

  it('catches a straight apostrophe, a misplaced space and a double space (control)', () => {
    expect(style?.check(style.planted)).toEqual(style?.caught);
  });
});

describe('the French typography, by example', () => {
  const fr = CATALOGUES.fr ?? {};
  it('uses ’ and a no-break space before : ; ! ? » and after «', () => {
    expect(fr['board.waiting']).toBe('En attente\u00a0:');
    expect(fr['error.CHIT_GONE']).toBe('Il ne reste plus de tuile bonus «\u00a0{chit}\u00a0».');
    // A "?" that starts a word (a web address's query) is no question mark.
    expect(fr['table.page.seatHint']).toContain(' ?user=<nom>');
  });
});

/**
 * The glossary's terms, used wherever the English uses the game's word: an English term (its
 * {placeholders} aside) and the language's words that may stand for it; with the keys where
 * the English word is not the game's term, or the language says it another way on purpose.
 */
interface Terms {
  terms: readonly (readonly [RegExp, RegExp])[];
  exceptions: ReadonlySet<string>;
  /** A key and a sentence saying its term another way, for the control. */
  planted: readonly [string, string];
}

const TERMS: Readonly<Record<string, Terms>> = {
  fr: {
    terms: [
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
    ],
    exceptions: new Set([
      'panel.guildMaster', // "order chit 1": the order of play, « Vous jouez en premier »
      'rules.guild.summary', // "gone round far enough": a journey, not a round of play
      'board.legend.title', // the goods key: « PV à l’unité » beside each good's icon
      'decision.raidSplit', // « faire deux tas »: the goods are implied, the room is short
      'decision.conflictDemand', // « exiger son dû »: likewise
    ]),
    planted: ['hand.cog', 'bateau à {city}'],
  },
  it: {
    terms: [
      [/\bcogs?\b/i, /cocc[ah]e?/i],
      [/\boffices?\b/i, /uffic/i],
      [/guild master|\bGM\b/i, /Maestro|\bMG\b/],
      [/raid markers?/i, /segnalin[oi] raid/i],
      [/bonus chits?|\bchits?\b/i, /bonus|bon\./i],
      [/\bVP\b|victory points?/, /\bVP\b|punti vittoria/],
      [/\bDP\b|development points?/, /\bDP\b|punti sviluppo/],
      [/\brounds?\b/i, /\bround\b/i],
      [/route markers?|\bmarkers?\b/i, /segnalin|segn\./i],
      [/\bbids?\b/i, /offert|offr|offer|offri|asta/i],
      [/\bgoods?\b/i, /\bmerc[ei]\b/i],
      [/face-down|face down/i, /copert/i],
    ],
    exceptions: new Set([
      'panel.guildMaster', // "order chit 1": the order of play, « segnalino d’ordine 1 »
      'rules.guild.summary', // "gone round far enough": a journey, « abbastanza strada »
      'panel.moveRaider.afterCityRaid', // "next player in seat order": « ordine dei posti »
      'button.emptyBid', // « Non offrire niente »
      'coach.move.challenge', // "for the office": a conflict is over goods (K-72), « Inizia un conflitto »
      'board.legend.raid', // « raid: 10 VP in mano » beside the raid marker's flag: English's room
      'hand.raids.setAside.one', // « 1 da parte »: the hand's line has English's room, GM implied
      'hand.raids.setAside.other',
      'decision.conflictDemand', // « nominare fino a tre merci »: kept, listed for the room
    ]),
    planted: ['hand.cog', 'nave a {city}'],
  },
};

function termMisses(catalogue: Catalogue, terms: Terms): string[] {
  const mine: Sentences = catalogue;
  return Object.keys(english).filter((key) => {
    const prose = (english[key] ?? '').replace(/\{\w+\}/g, '');
    return (
      !terms.exceptions.has(key) &&
      terms.terms.some(([term, local]) => term.test(prose) && !local.test(mine[key] ?? ''))
    );
  });
}

describe.each(Object.keys(TERMS))('the %s catalogue says the game’s words as its glossary does', (locale) => {
  const terms = TERMS[locale] as Terms;
  const catalogue = CATALOGUES[locale] ?? {};

  it('uses the glossary’s term wherever the English uses the game’s word (cog, office, GM, VP …)', () => {
    expect(termMisses(catalogue, terms)).toEqual([]);
  });

  it('catches a sentence that says the ship another way (control)', () => {
    const [key, sentence] = terms.planted;
    expect(termMisses({ ...catalogue, [key]: sentence }, terms)).toEqual([key]);
  });
});
