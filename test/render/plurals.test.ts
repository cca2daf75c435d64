// Every count on the images, in the log and in the alt text goes through plural forms (issue
// 13: "1 markers"): each such key with a {count} is one form of a plural family, and each
// family gives the right form for 0, 1 and 2. (The bot's and the errors' keys are their
// owners' to convert; see the render report.)
import { describe, expect, it } from 'vitest';
import { en, plural, pluralStored, type PluralKey } from '../../src/i18n/index';

/** Counts written as a symbol or in brackets, with no word that agrees with them. */
// ("×3"; "not 5" after "players"; "Trade offers (3)").
const NOT_COUNTED = new Set(['board.times', 'error.PLAYER_COUNT', 'act.offers']);
const FORM = /\.(zero|one|two|few|many|other)$/;

/** The keys the board, the hand, the log and the alt text use. */
const DRAWN = /^(board|hand|event|hop|alt|phase|goods|phone|decision)\./;

const keys = Object.keys(en) as (keyof typeof en)[];
/** Keys with a count that no plural family covers. */
const strays = (catalogue: Record<string, string>): string[] =>
  Object.keys(catalogue).filter(
    (k) => DRAWN.test(k) && catalogue[k].includes('{count}') && !NOT_COUNTED.has(k) && !FORM.test(k),
  );
/** As translate.ts's PluralKey: a family is whatever has an `.other` form. */
const families = keys.filter((k) => k.endsWith('.other')).map((k) => k.replace(FORM, '')) as PluralKey[];

describe('render: plurals in the catalogue', () => {
  it('every key of the images, log and alt text with a {count} is a form of a plural family', () => {
    expect(keys.filter((k) => DRAWN.test(k) && en[k].includes('{count}')).length).toBeGreaterThan(20);
    expect(strays(en)).toEqual([]);
  });

  it('every plural family has a one form beside its other', () => {
    expect(families.filter((f) => !(`${f}.one` in en))).toEqual([]);
  });

  for (const family of families) {
    it(`${family}: 1 takes the one form, 0 and 2 the other, and the count is said`, () => {
      const params = {
        player: 'Ada',
        victim: 'Bert',
        city: 'Riga',
        good: 'ore',
        aside: 1,
        toOffices: 1,
        owners: 'Ada',
        markers: '4',
      };
      const fill = (template: string, count: number) =>
        template.replace(/\{(\w+)\}/g, (whole, name: string) =>
          name === 'count'
            ? String(count)
            : name in params
              ? String(params[name as keyof typeof params])
              : whole,
        );
      const one = en[`${family}.one` as keyof typeof en];
      const other = en[`${family}.other` as keyof typeof en];
      expect(pluralStored(family, 1, params)).toBe(fill(one, 1));
      expect(pluralStored(family, 0, params)).toBe(fill(other, 0));
      expect(pluralStored(family, 2, params)).toBe(fill(other, 2));
    });
  }

  it('the words the issue found now agree: 1 marker, 1 good, 1 unsold marker', () => {
    expect(plural('board.markerCount', 1)).toBe('1 marker');
    expect(plural('board.markerCount', 0)).toBe('0 markers');
    expect(plural('board.goodsCount', 1)).toBe('1 good');
    expect(plural('board.reserveMarkers', 2)).toBe('2 markers');
    expect(plural('event.marketReturned', 1)).toBe('1 unsold marker went back');
    expect(plural('event.pileTaken', 1, { player: 'Ada', victim: 'Bert' })).toBe('Ada took 1 good from Bert');
  });

  it('the check can fail: a counted key outside a family is found', () => {
    expect(strays({ ...en, 'board.stray': '{count} markers' })).toEqual(['board.stray']);
  });
});
