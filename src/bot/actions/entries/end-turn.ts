// K-27: the end of one's turn.
import { t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { actionEntry } from '../entry';

export const endTurn = actionEntry('endTurn', {
  code: 'et',
  encode: () => 'et',
  decode: (_parts, player) => ({ type: 'endTurn', player }),
  slash: {
    name: 'end',
    option: null,
    label: (_state, _legal, _action, locale) => t('act.endTurn', {}, locale),
  },
  button: (ctx) => button(ctx, t('act.endTurn', {}, ctx.locale), 'do', ['et']),
  prompt: null,
  sections: null,
  keys: ['act.endTurn', 'slash.end'],
  // No topic of its own: a turn is its moves and actions, which this closes.
  help: 'movement',
});
