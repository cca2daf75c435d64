// Every count in the catalogue goes through plural forms (issue 13: "1 markers"): each key
// with a {count} is one form of a plural family, and each family gives the right form for 0,
// 1 and 2.
import { describe, expect, it } from 'vitest';
import { en, plural, type PluralKey } from '../../src/i18n/index';

/** Counts written as a symbol or in brackets, with no word that agrees with them. */
// ("×3"; "not 5" after "players"; "Trade offers (3)").
const NOT_COUNTED = new Set(['board.times', 'error.PLAYER_COUNT', 'act.offers']);
const FORM = /\.(zero|one|two|few|many|other)$/;

const keys = Object.keys(en) as (keyof typeof en)[];
/** As translate.ts's PluralKey: a family is whatever has an `.other` form. */
const families = keys.filter((k) => k.endsWith('.other')).map((k) => k.replace(FORM, '')) as PluralKey[];

describe('render: plurals in the catalogue', () => {
  it('every key with a {count} is a form of a plural family', () => {
    const counted = keys.filter((k) => en[k].includes('{count}') && !NOT_COUNTED.has(k));
    expect(counted.length).toBeGreaterThan(20);
    expect(counted.filter((k) => !FORM.test(k))).toEqual([]);
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
      expect(plural(family, 1, params)).toBe(fill(one, 1));
      expect(plural(family, 0, params)).toBe(fill(other, 0));
      expect(plural(family, 2, params)).toBe(fill(other, 2));
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
    const catalogue: Record<string, string> = { ...en, 'board.stray': '{count} markers' };
    const stray = Object.keys(catalogue).filter(
      (k) => catalogue[k].includes('{count}') && !NOT_COUNTED.has(k) && !FORM.test(k),
    );
    expect(stray).toEqual(['board.stray']);
  });
});
