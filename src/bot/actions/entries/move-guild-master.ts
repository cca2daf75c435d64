// K-25: the guild master moved one or two cities on.
import { cityName, t } from '../../../i18n/index';
import { int } from '../codec-parts';
import { guildMasterPrompt } from '../../panel/phase-sections';
import { actionEntry } from '../entry';

export const moveGuildMaster = actionEntry('moveGuildMaster', {
  code: 'gm',
  encode: (move) => `gm.${move.steps}`,
  decode: ([steps], player) => ({ type: 'moveGuildMaster', player, steps: int(steps) }),
  slash: {
    name: 'guild',
    option: 'choice',
    label: (_state, legal, action, locale) => {
      const to = legal.options.find((o) => o.steps === action.steps);
      return t('button.guildMaster', { steps: action.steps, city: cityName(to?.to ?? 0, locale) }, locale);
    },
  },
  button: null,
  prompt: guildMasterPrompt,
  sections: null,
  keys: ['button.guildMaster', 'slash.guild', 'slash.guild.choice'],
  help: 'guild',
});
