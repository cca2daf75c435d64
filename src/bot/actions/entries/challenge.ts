// K-72: a conflict started against a cog in the same city.
import { t } from '../../../i18n/index';
import { labelNamesOf } from '../../text';
import { int } from '../codec-parts';
import { conflictWindowPrompt } from '../../panel/advanced-sections';
import { actionEntry } from '../entry';

export const challenge = actionEntry('challenge', {
  code: 'ch',
  encode: (move) => `ch.${move.opponent}`,
  decode: ([opponent], player) => ({ type: 'challenge', player, opponent: int(opponent) }),
  slash: {
    name: 'conflict',
    option: 'decision',
    label: (state, _legal, action, locale) =>
      t('button.challenge', { player: labelNamesOf(state)(action.opponent) }, locale),
  },
  button: null,
  prompt: conflictWindowPrompt,
  sections: null,
  keys: ['button.challenge', 'slash.conflict', 'slash.conflict.choice'],
  help: 'conflicts',
});
