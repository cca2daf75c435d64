// K-72: the goods the conflict's winner demands of the loser.
import { goodsText, t } from '../../../i18n/index';
import { counts, goods } from '../codec-parts';
import { demandPrompt } from '../../panel/advanced-sections';
import { actionEntry } from '../entry';

export const demandGoods = actionEntry('demandGoods', {
  code: 'dg',
  encode: (move) => `dg.${counts(move.goods)}`,
  decode: ([demand], player) => ({ type: 'demandGoods', player, goods: goods(demand) }),
  slash: {
    name: 'conflict',
    option: 'decision',
    label: (_state, _legal, action, locale) =>
      t('slash.label.demand', { goods: goodsText(action.goods, locale) }, locale),
  },
  button: null,
  prompt: demandPrompt,
  sections: null,
  keys: ['slash.label.demand', 'slash.conflict', 'slash.conflict.choice'],
  help: 'conflicts',
});
