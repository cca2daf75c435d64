// K-73.8: in Memory, a look at both routes of the cog's city, paid with one good or marker.
import { t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { payCode, payments } from '../codec-parts';
import { lookPrompt } from '../../panel/advanced-sections';
import { actionEntry } from '../entry';
import { paymentText } from '../labels';

export const lookAtRoutes = actionEntry('lookAtRoutes', {
  code: 'la',
  encode: (move) => `la.${payCode(move.payment)}`,
  decode: ([payment], player) => ({ type: 'lookAtRoutes', player, payment: payments(payment) }),
  slash: {
    name: 'look',
    option: 'pay',
    label: (_state, _legal, action, locale) =>
      t('slash.label.look', { payment: paymentText(action.payment, locale) }, locale),
  },
  // The payment is chosen in the panel's `look` section, before moving.
  button: (ctx) => button(ctx, t('act.lookAtRoutes', {}, ctx.locale), 'nav', ['look']),
  prompt: (ctx, legal, place) => (place.name === 'look' ? lookPrompt(ctx, legal) : null),
  sections: null,
  keys: ['act.lookAtRoutes', 'slash.label.look', 'pay.marker', 'slash.look', 'slash.look.choice'],
  help: 'memory',
});
