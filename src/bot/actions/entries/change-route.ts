// K-43: one's marker laid on a route of the cog's city.
import { t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { int } from '../codec-parts';
import { routeSection } from '../../panel/turn-sections';
import { actionEntry } from '../entry';
import { routeLabel } from '../labels';

export const changeRoute = actionEntry('changeRoute', {
  code: 'cr',
  encode: (move) => `cr.${move.square}.${move.marker}`,
  decode: ([square, marker], player) => ({
    type: 'changeRoute',
    player,
    square: int(square),
    marker: int(marker),
  }),
  slash: {
    name: 'route',
    option: 'change',
    label: (state, legal, action, locale) => routeLabel(state, legal, action.square, action.marker, locale),
  },
  button: (ctx) => button(ctx, t('act.changeRoute', {}, ctx.locale), 'nav', ['route']),
  prompt: null,
  sections: { route: routeSection },
  keys: [
    'act.changeRoute',
    'whyNot.action.changeRoute',
    'option.changeRoute',
    'choice.letter',
    'option.faceDown',
    'slash.route',
    'slash.route.choice',
  ],
  help: 'route',
});
