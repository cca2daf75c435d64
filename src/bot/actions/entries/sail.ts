// K-30 … K-32: sailing one's cog along a route, paying its cost in goods or markers.
import { ButtonStyle } from 'discord.js';
import { t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { int, payCode, payments } from '../codec-parts';
import { paySection, sailSection } from '../../panel/turn-sections';
import { actionEntry } from '../entry';
import { sailLabel } from '../labels';

export const sail = actionEntry('sail', {
  code: 'sl',
  encode: (move) => `sl.${move.route === 'secret' ? 's' : move.route}.${payCode(move.payment)}`,
  decode: ([route, payment], player) => ({
    type: 'sail',
    player,
    route: route === 's' ? 'secret' : int(route),
    payment: payments(payment),
  }),
  slash: {
    name: 'move',
    option: 'to',
    label: (_state, legal, action, locale) => sailLabel(legal, action, locale),
  },
  // The route and the payment are chosen in the panel's `sail` and `pay` sections.
  button: (ctx) => button(ctx, t('act.sail', {}, ctx.locale), 'nav', ['sail'], ButtonStyle.Primary),
  prompt: null,
  sections: { sail: sailSection, pay: (ctx, legal, args) => paySection(ctx, legal, args[0]) },
  keys: [
    'act.sail',
    'whyNot.action.sail',
    'button.route.secret',
    'button.route.hidden',
    'button.route.open',
    'choice.letter',
    'slash.label.sail',
    'slash.label.free',
    'pay.marker',
    'slash.move',
    'slash.move.choice',
  ],
  help: 'movement',
});
