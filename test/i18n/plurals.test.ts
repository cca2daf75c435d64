// Issue 8: every counted sentence of every catalogue goes through a plural family, whatever
// its number's parameter is called ("1 offices", "1 chits", "1 have joined" were found).
// Two checks: no key outside a family puts a number parameter before a counted noun, and
// every family, over 0, 1 and 2, says "1 office" and "2 offices", never "1 offices".
import { describe, expect, it } from 'vitest';
import { en, plural, pluralStored, type PluralKey } from '../../src/i18n/index';
import { enAdvanced, enAdvancedErrors } from '../../src/i18n/en-advanced';
import { enBoard } from '../../src/i18n/en-board';
import { enBot } from '../../src/i18n/en-bot';
import { enErrors } from '../../src/i18n/en-errors';
import { enSeats } from '../../src/i18n/en-seats';
import { enSlash } from '../../src/i18n/en-slash';
import { enTable } from '../../src/i18n/en-table';
import { COUNTED_BY } from '../../src/i18n/errors';

const CATALOGUES: Record<string, Readonly<Record<string, string>>> = {
  en,
  enAdvanced,
  enAdvancedErrors,
  enBoard,
  enBot,
  enErrors,
  enSeats,
  enSlash,
  enTable,
};
const FORM = /\.(zero|one|two|few|many|other)$/;

/** Nouns (and verbs) that agree with a number before them, in both their forms. */
const NOUNS: readonly (readonly [string, string])[] = [
  ['player', 'players'],
  ['office', 'offices'],
  ['chit', 'chits'],
  ['good', 'goods'],
  ['marker', 'markers'],
  ['piece', 'pieces'],
  ['step', 'steps'],
  ['move', 'moves'],
  ['round', 'rounds'],
  ['seat', 'seats'],
  ['game', 'games'],
  ['turn', 'turns'],
  ['route', 'routes'],
  ['cog', 'cogs'],
  ['pair', 'pairs'],
  ['bid', 'bids'],
  ['offer', 'offers'],
  ['kind', 'kinds'],
  ['has', 'have'],
  ['is', 'are'],
  ['was', 'were'],
];
/** Words that may stand between the number and its noun ("3 identical pieces"). */
const BETWEEN = '(?:(?:identical|unsold|free|computer|route|bonus|raid|face-down|more|other) )?';
const anyNoun = NOUNS.flat().join('|');
/**
 * Parameters that hold names or lists, never a number ("{player} has chosen", "{chit} chit",
 * "{markers} was bid"). Any other parameter before a counted noun is a number.
 */
const WORDS = new Set([
  'player',
  'who',
  'by',
  'bot',
  'user',
  'host',
  'from',
  'to',
  'victim',
  'raider',
  'loser',
  'winner',
  'challenger',
  'defender',
  'opponent',
  'partner',
  'chit',
  'good',
  'goods',
  'city',
  'markers',
  'command',
  'side', // "{side} route": left or right
  'port', // "{host}:{port} is already in use": the verb agrees with the address
  'text',
  'action',
  'variable', // "{variable} is not valid": an environment variable's name (en-config.ts)
]);
/** A parameter right before a counted noun: `{offices} offices`, `{needed} identical pieces`. */
const COUNTED = new RegExp(`\\{(\\w+)\\} ${BETWEEN}(?:${anyNoun})\\b`, 'g');

/** Keys outside every plural family whose sentence counts with one of its parameters. */
function strays(catalogue: Readonly<Record<string, string>>): string[] {
  return Object.keys(catalogue).filter(
    (key) => !FORM.test(key) && [...catalogue[key].matchAll(COUNTED)].some((m) => !WORDS.has(m[1])),
  );
}

const families = Object.keys(en)
  .filter((k) => k.endsWith('.other'))
  .map((k) => k.replace(FORM, '')) as PluralKey[];

/** The parameter a family counts by: {count}, or for a refusal the field errors.ts names. */
function countedBy(family: string): string {
  const code = family.replace(/^error\./, '') as keyof typeof COUNTED_BY;
  return family.startsWith('error.') && code in COUNTED_BY ? COUNTED_BY[code] : 'count';
}

/** Every parameter of the family's forms filled: words for names, 7 for other numbers. */
function paramsFor(family: string, n: number): Record<string, string | number> {
  const forms = Object.keys(en).filter((k) => k.replace(FORM, '') === family && FORM.test(k));
  const names = new Set(
    forms.flatMap((k) => [...en[k as keyof typeof en].matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
  );
  const params: Record<string, string | number> = {};
  for (const name of names) params[name] = 'Ada';
  params[countedBy(family)] = n;
  return params;
}

/** "1 offices" (a plural after 1) or "2 office" (a singular after 0 or 2), or null. */
function disagreement(text: string, n: number): string | null {
  for (const [one, other] of NOUNS) {
    const wrong = n === 1 ? other : one;
    const found = new RegExp(`(?:^|[^\\d/])${n} ${BETWEEN}${wrong}\\b`).exec(text);
    if (found) return found[0].trim();
  }
  return null;
}

describe('i18n: every counted sentence is a plural family', () => {
  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    it(`${name}: no key outside a plural family puts a number parameter before a counted noun`, () => {
      expect(strays(catalogue)).toEqual([]);
    });
  }

  it('every plural family has a one and an other form', () => {
    expect(families.length).toBeGreaterThan(20);
    expect(families.filter((f) => !(`${f}.one` in en))).toEqual([]);
  });

  for (const family of families) {
    it(`${family}: over 0, 1 and 2 the count is said and its noun agrees`, () => {
      for (const n of [0, 1, 2]) {
        const text = pluralStored(family, n, paramsFor(family, n));
        const counted = `{${countedBy(family)}}`;
        if (en[`${family}.other` as keyof typeof en].includes(counted))
          expect(text, family).toContain(String(n));
        expect(disagreement(text, n), text).toBeNull();
      }
    });
  }

  it('the sentences the audit found now agree: 1 office, 1 chit, 1 has joined', () => {
    expect(plural('post.score.offices', 1)).toBe('1 office');
    expect(plural('post.score.chits', 1)).toBe('1 chit');
    expect(plural('post.score.chits', 2)).toBe('2 chits');
    expect(plural('reply.notEnough.joined', 1)).toBe('1 has joined');
    expect(plural('reply.notEnough.joined', 3)).toBe('3 have joined');
  });

  it('control: a planted "{n} offices" key outside a family is caught', () => {
    expect(strays({ ...enBot, 'post.planted': 'You hold {n} offices.' })).toEqual(['post.planted']);
    expect(strays({ 'post.planted': 'That needs {needed} identical pieces.' })).toEqual(['post.planted']);
  });

  it('control: a family whose one form keeps the plural noun is caught', () => {
    expect(disagreement('Ada holds 1 offices', 1)).toBe('1 offices');
    expect(disagreement('Ada holds 2 office', 2)).toBe('2 office');
    expect(disagreement('Ada holds 1 office', 1)).toBeNull();
  });
});
