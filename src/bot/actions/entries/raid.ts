// K-45: a raid on a cog in the same city, or on the city itself.
import { ButtonStyle } from 'discord.js';
import { t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { int } from '../codec-parts';
import { raidSection } from '../../panel/turn-sections';
import { actionEntry } from '../entry';
import { raidLabel } from '../labels';

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
    label: (state, legal, action, locale) => raidLabel(state, legal, action, locale),
  },
  button: (ctx) => button(ctx, t('act.raid', {}, ctx.locale), 'nav', ['raid'], ButtonStyle.Danger),
  prompt: null,
  sections: { raid: raidSection },
  keys: [
    'act.raid',
    'whyNot.action.raid',
    'button.raid.city',
    'button.raid.cog',
    'choice.letter',
    'slash.raid',
    'slash.raid.choice',
  ],
  help: 'raid',
});
