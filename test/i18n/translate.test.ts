import { afterEach, describe, expect, it } from 'vitest';
import { addCatalogue, joinNames, t } from '../../src/i18n/index';

describe('i18n: catalogue look-up', () => {
  afterEach(() => addCatalogue('xx', {}));

  it('fills named parameters and leaves an unknown one visible', () => {
    expect(t('event.bid', { player: 'Ada', markers: '4+0' })).toBe('Ada bid 4+0');
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
});
