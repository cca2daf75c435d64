// K-70.2: the tax, one good of the owner's choice.
import { goodName, t } from '../../../i18n/index';
import { GOOD_LETTER, letterGood } from '../codec-parts';
import { payTaxPrompt } from '../../panel/advanced-sections';
import { actionEntry } from '../entry';

export const payTax = actionEntry('payTax', {
  code: 'px',
  encode: (move) => `px.${GOOD_LETTER[move.good]}`,
  decode: ([good], player) => ({ type: 'payTax', player, good: letterGood(good) }),
  slash: {
    name: 'tax',
    option: 'good',
    label: (_state, _legal, action, locale) =>
      t('slash.label.tax', { good: goodName(action.good, locale) }, locale),
  },
  button: null,
  prompt: payTaxPrompt,
  sections: null,
  keys: ['slash.label.tax', 'slash.tax', 'slash.tax.choice'],
  help: 'taxes',
});
