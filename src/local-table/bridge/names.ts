// A display name is how the other seats know who speaks, so it may not pretend to be
// someone else's: no invisible or direction-changing characters (which can make a name
// read as another, or reorder the text around it), and nothing that folds to the same
// letters as another person's name or username.
import unhomoglyph from 'unhomoglyph';

/**
 * Controls, format characters (bidirectional overrides and isolates, zero-width spaces and
 * joiners, the byte-order mark, soft hyphen), private-use and unassigned code points, line
 * and paragraph separators, and the blank fillers that render as nothing (Hangul fillers,
 * the combining grapheme joiner, Braille blank).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u034F\u115F\u1160\u2800\u3164\uFFA0]/u;

// Capitals of other scripts drawn like Latin capitals, before lower-casing (a Greek Μ
// lower-cased is μ, which reads as u, not m).
// prettier-ignore
const CAPITAL_LOOK_ALIKES: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X',
  У: 'Y', Ѕ: 'S', І: 'I', Ј: 'J', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K',
  Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};

// Letters of other scripts drawn like Latin ones, and Latin letters and digits drawn like
// each other; after lower-casing. (A short list of the usual ones; Unicode's full table
// of confusables is larger than this table needs for its handful of seats.)
// prettier-ignore
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't',
  у: 'y', х: 'x', ѕ: 's', і: 'l', ї: 'l', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ɡ: 'g',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'l', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't',
  υ: 'u', χ: 'x', ı: 'l', i: 'l', '1': 'l', '|': 'l', '0': 'o', '5': 's', ß: 'ss',
  ӏ: 'l', ɑ: 'a', ƭ: 't', ϳ: 'j', ɩ: 'l',
  // Small capitals, which Unicode's confusables give for some Cyrillic and Cherokee letters.
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ɢ: 'g', ʜ: 'h', ɪ: 'l', ᴊ: 'j', ᴋ: 'k', ʟ: 'l',
  ᴍ: 'm', ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z',
};
const LOOK_ALIKE_PAIRS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

/**
 * UTS #39's "highly restrictive" level: the scripts a name's letters may come from together.
 * Latin beside one letter of another script is how a look-alike beyond the table above is
 * made (a Cherokee Ꭺ, a Lisu ꓮ, an Armenian Տ), so Latin mixes only with Han and the kana,
 * Hangul or Bopomofo that are written beside it.
 */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Cherokee',
  'Lisu',
  'Georgian',
  'Coptic',
  'Hebrew',
  'Arabic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Thai',
  'Devanagari',
  'Ethiopic',
  'Canadian_Aboriginal',
  'Tifinagh',
  'Vai',
  'Runic',
  'Ogham',
  'Deseret',
  'Osage',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const MIXES_WITH_LATIN = [
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Hangul'],
  ['Han', 'Bopomofo'],
];

export type NameProblem = 'hidden' | 'noLetters' | 'lookAlike' | 'mixedScripts';

/** What is wrong with `name` beside the names in `others`, or undefined if nothing. */
export function nameProblem(name: string, others: string[]): NameProblem | undefined {
  if (HIDDEN.test(name)) return 'hidden';
  if (!/[\p{L}\p{N}]/u.test(name)) return 'noLetters';
  const folded = fold(name);
  if (others.some((other) => fold(other) === folded)) return 'lookAlike';
  return mixedScripts(name) ? 'mixedScripts' : undefined;
}

/** Whether the name's letters come from scripts that UTS #39 would not let stand together. */
function mixedScripts(name: string): boolean {
  const scripts = new Set<string>();
  for (const letter of name.normalize('NFKC').match(/\p{L}/gu) ?? [])
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'other');
  if (scripts.size <= 1) return false;
  const rest = [...scripts].filter((s) => s !== 'Latin');
  return !MIXES_WITH_LATIN.some((allowed) => rest.every((s) => allowed.includes(s)));
}

/**
 * The name reduced to what the eye reads: compatibility forms (full-width, ligatures,
 * mathematical letters) to plain ones, accents dropped, every character Unicode lists as
 * confusable (UTS #39's confusables.txt, through unhomoglyph) to its prototype, lower case,
 * look-alike letters to one, and spaces and punctuation left out. The confusables catch a
 * name written wholly in another script's look-alikes (Lisu ꓐꓳꓐ for Bob), which the
 * mixed-script rule lets through as it is one script.
 */
export function fold(name: string): string {
  // Unicode's list, then the short tables (lower case, and letters the list leaves as they
  // are or turns into small capitals, as a Cyrillic в into ʙ), both twice: lower-casing can
  // give a letter the list knows (a Cherokee Ꭺ becomes ꭺ).
  const once = lookAlikes(unhomoglyph(stripMarks(name.normalize('NFKC'))));
  let folded = lookAlikes(stripMarks(unhomoglyph(once)));
  for (const [pair, one] of LOOK_ALIKE_PAIRS) folded = folded.replace(pair, one);
  return folded.replace(/[\p{P}\p{S}\p{Z}\s]/gu, '');
}

/** Lower case, with the look-alike capitals and letters of the tables above as Latin ones. */
function lookAlikes(text: string): string {
  const lower = [...text]
    .map((c) => CAPITAL_LOOK_ALIKES[c] ?? c)
    .join('')
    .toLowerCase();
  return [...lower].map((c) => LOOK_ALIKES[c] ?? c).join('');
}

function stripMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
