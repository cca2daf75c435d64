// Issue 25: numbers and plurals by each language's own rules (Intl.NumberFormat and
// Intl.PluralRules): a decimal comma in German, French and Italian, no thousands separator
// anywhere (a German "1.500" reads as one and a half), and French's singular for 0 and 1.5.
import { describe, expect, it } from 'vitest';
import { formatNumber, plural, t } from '../../src/i18n/index';
import { drawStandings, type StandingsImage } from '../../src/render/index';
import { recordText } from '../render/drawn-text';

const summary = (locale: string) =>
  t(
    'league.player.summary',
    { player: 'Ada', name: 'Hanse', season: 1, place: 2, games: 4, wins: 1, vp: 7.5, rating: 1500 },
    locale,
  );

describe('i18n: numbers and plurals per language (issue 25)', () => {
  it('writes a decimal with a point in English and a comma in German, French and Italian', () => {
    expect(summary('en')).toContain('average 7.5 VP');
    expect(summary('de')).toContain('7,5');
    expect(summary('fr')).toContain('7,5');
    expect(summary('it')).toContain('7,5');
    for (const locale of ['de', 'fr', 'it']) expect(summary(locale)).not.toContain('7.5');
  });

  it('writes a rating of 1500 without a thousands separator in every language', () => {
    for (const locale of ['en', 'de', 'fr', 'it']) expect(summary(locale)).toMatch(/\b1500\b/);
    // Control: Intl's default German grouping is the one that would read as 1,5 thousand.
    expect(new Intl.NumberFormat('de').format(1500)).toBe('1.500');
  });

  it('rounds a third to two decimals rather than printing the float', () => {
    expect(formatNumber(10 / 3, 'fr')).toBe('3,33');
    expect(formatNumber(10 / 3, 'en', 1)).toBe('3.3');
    expect(formatNumber(2026, 'de')).toBe('2026');
    expect(formatNumber(-2, 'it')).toBe('-2');
  });

  it('takes a malformed locale as English instead of failing', () => {
    expect(formatNumber(1.5, 'not a locale!')).toBe('1.5');
  });

  it('says 0 in the singular in French and in the plural in English, German and Italian', () => {
    expect(plural('post.score.offices', 0, {}, 'en')).toBe('0 offices');
    expect(plural('post.score.offices', 0, {}, 'fr')).toBe(t('post.score.offices.one', { count: 0 }, 'fr'));
    expect(plural('post.score.offices', 0, {}, 'de')).toBe(t('post.score.offices.other', { count: 0 }, 'de'));
    expect(plural('post.score.offices', 0, {}, 'it')).toBe(t('post.score.offices.other', { count: 0 }, 'it'));
    // The two forms differ, so the checks above tell them apart.
    for (const locale of ['fr', 'de', 'it'])
      expect(t('post.score.offices.one', { count: 0 }, locale)).not.toBe(
        t('post.score.offices.other', { count: 0 }, locale),
      );
  });

  it('puts 1.5 in the French singular with a comma, and in the English plural with a point', () => {
    expect(plural('league.standings.footer', 1.5, {}, 'fr')).toBe(
      t('league.standings.footer.one', { count: '1,5' }, 'fr'),
    );
    expect(plural('league.standings.footer', 1.5, {}, 'en')).toBe('1.5 games counted');
  });

  it('draws shared points on the standings image with the language’s decimal comma', () => {
    const table: StandingsImage = {
      title: 'Hanse',
      rows: [{ place: 1, name: 'Ada', points: 7.5, rating: 1500, games: 2, wins: 1 }],
      footer: '2',
    };
    const drawn = (locale: string) => recordText(() => drawStandings(table, locale)).map((d) => d.text);
    expect(drawn('de')).toContain('7,5');
    expect(drawn('de')).toContain('1500');
    expect(drawn('en')).toContain('7.5');
  });
});
