// K-25: the guild master moved one or two cities on.
import { int } from '../codec-parts';
import { guildMasterPrompt } from '../../panel/phase-sections';
import { actionEntry } from '../entry';
import { guildMasterLabel } from '../labels';

export const moveGuildMaster = actionEntry('moveGuildMaster', {
  code: 'gm',
  encode: (move) => `gm.${move.steps}`,
  decode: ([steps], player) => ({ type: 'moveGuildMaster', player, steps: int(steps) }),
  slash: {
    name: 'guild',
    option: 'choice',
    label: (_state, legal, action, locale) => guildMasterLabel(legal, action, locale),
  },
  button: null,
  prompt: guildMasterPrompt,
  sections: null,
  keys: ['button.guildMaster', 'choice.letter', 'slash.guild', 'slash.guild.choice'],
  help: 'guild',
});
