// K-34: taking the goods of one's offices in the cog's city.
import { t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { actionEntry } from '../entry';

export const collectOffice = actionEntry('collectOffice', {
  code: 'co',
  encode: () => 'co',
  decode: (_parts, player) => ({ type: 'collectOffice', player }),
  slash: {
    name: 'build',
    option: 'what',
    label: (_state, _legal, _action, locale) => t('act.collectOffice', {}, locale),
  },
  button: (ctx) => button(ctx, t('act.collectOffice', {}, ctx.locale), 'do', ['co']),
  prompt: null,
  sections: null,
  keys: ['act.collectOffice', 'whyNot.action.collectOffice', 'slash.build', 'slash.build.choice'],
  help: 'offices',
});
