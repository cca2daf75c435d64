import { afterEach, describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE, addCatalogue, cityName, joinNames, plural, t } from '../../src/i18n/index';

describe('i18n: catalogue look-up', () => {
  afterEach(() => addCatalogue('xx', {}));

  it('fills named parameters and leaves an unknown one visible', () => {
    expect(t('event.bid', { player: 'Ada', markers: '4+0' })).toBe('Ada bid 4+0');
    // Issue 38: a call that leaves a parameter out does not compile (the control of the typed
    // parameters: tsc fails if this line compiles); at run time it would show the placeholder.
    // @ts-expect-error -- 'markers' is missing
    expect(t('event.bid', { player: 'Ada' })).toBe('Ada bid {markers}');
  });

  it('uses a registered language and falls back to English for a key it lacks or a locale it does not know', () => {
    addCatalogue('xx', { 'event.bid': '{player} bietet {markers}' });
    expect(t('event.bid', { player: 'Ada', markers: '7' }, 'xx')).toBe('Ada bietet 7');
    expect(t('event.turnEnded', { player: 'Ada' }, 'xx')).toBe('Ada ended the turn');
    expect(t('event.turnEnded', { player: 'Ada' }, 'zz')).toBe('Ada ended the turn');
  });

  it('joins names the English way', () => {
    expect(joinNames(['Ada'])).toBe('Ada');
    expect(joinNames(['Ada', 'Bert'])).toBe('Ada and Bert');
    expect(joinNames(['Ada', 'Bert', 'Cleo'])).toBe('Ada, Bert and Cleo');
  });

  it('picks the plural form the language needs and fills in the count', () => {
    expect(plural('hand.offices', 1)).toBe('1 office');
    expect(plural('hand.offices', 0)).toBe('0 offices');
    expect(plural('phase.turn.moves', 3, { player: 'Ada' })).toBe("Ada's turn: 3 moves made");
    // Polish has a 'few' form; a catalogue that gives it gets it, one that does not gets 'other'.
    addCatalogue('pl', { 'hand.offices.one': '{count} kantor', 'hand.offices.other': '{count} kantorów' });
    expect(plural('hand.offices', 3, {}, 'pl')).toBe('3 kantorów');
    addCatalogue('pl', {
      'hand.offices.one': '{count} kantor',
      'hand.offices.few': '{count} kantory',
      'hand.offices.other': '{count} kantorów',
    });
    expect(plural('hand.offices', 3, {}, 'pl')).toBe('3 kantory');
    expect(plural('hand.offices', 5, {}, 'pl')).toBe('5 kantorów');
  });

  it('treats a malformed locale as English instead of failing', () => {
    expect(plural('hand.offices', 2, {}, 'not a locale!')).toBe('2 offices');
    expect(t('event.bid', { player: 'Ada', markers: '7' }, 'xx_YY')).toBe('Ada bid 7');
  });

  it('names the cities of K-1 by number, and an id off the board as #id', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => cityName(c))).toEqual([
      'Visby',
      'Stockholm',
      'Åbo',
      'Reval',
      'Riga',
      'Danzig',
      'Stralsund',
      'Lübeck',
      'Copenhagen',
    ]);
    expect(cityName(9)).toBe('#9');
  });

  it('the pseudo-language brackets every sentence and keeps its parameters', () => {
    expect(t('event.bid', { player: 'Ada', markers: '4+0' }, PSEUDO_LOCALE)).toBe('⟦Ada bid 4+0⟧');
    expect(cityName(3, PSEUDO_LOCALE)).toBe('⟦Reval⟧');
  });
});
