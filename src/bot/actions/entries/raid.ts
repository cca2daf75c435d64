// K-45: a raid on a cog in the same city, or on the city itself.
import { ButtonStyle } from 'discord.js';
import { cityName, t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { labelNamesOf } from '../../text';
import { int } from '../codec-parts';
import { raidSection } from '../../panel/turn-sections';
import { actionEntry } from '../entry';

export const raid = actionEntry('raid', {
  code: 'rd',
  encode: (move) => (move.target.kind === 'city' ? 'rd.x' : `rd.c${move.target.victim}`),
  decode: ([target], player) => ({
    type: 'raid',
    player,
    target: target === 'x' ? { kind: 'city' } : { kind: 'cog', victim: int(target?.slice(1)) },
  }),
  slash: {
    name: 'raid',
    option: 'choice',
    label: (state, _legal, action, locale) =>
      action.target.kind === 'city'
        ? t('button.raid.city', { city: cityName(state.players[action.player].cog ?? 0, locale) }, locale)
        : t('button.raid.cog', { player: labelNamesOf(state)(action.target.victim) }, locale),
  },
  button: (ctx) => button(ctx, t('act.raid', {}, ctx.locale), 'nav', ['raid'], ButtonStyle.Danger),
  prompt: null,
  sections: { raid: raidSection },
  keys: [
    'act.raid',
    'whyNot.action.raid',
    'button.raid.city',
    'button.raid.cog',
    'slash.raid',
    'slash.raid.choice',
  ],
  help: 'raid',
});
