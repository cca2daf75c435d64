// K-40: building an office in the cog's city, its cost on the button.
import { ButtonStyle } from 'discord.js';
import { t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { officeCostText } from '../../text';
import { actionEntry } from '../entry';

export const buildOffice = actionEntry('buildOffice', {
  code: 'bo',
  encode: () => 'bo',
  decode: (_parts, player) => ({ type: 'buildOffice', player }),
  slash: {
    name: 'build',
    option: 'what',
    label: (_state, legal, _action, locale) =>
      t('act.buildOffice', { cost: officeCostText(legal, locale) }, locale),
  },
  button: (ctx, legal) =>
    button(
      ctx,
      t('act.buildOffice', { cost: officeCostText(legal, ctx.locale) }, ctx.locale),
      'do',
      ['bo'],
      ButtonStyle.Success,
    ),
  prompt: null,
  sections: null,
  keys: ['act.buildOffice', 'cost.office', 'whyNot.action.buildOffice', 'slash.build', 'slash.build.choice'],
  help: 'offices',
});
