// K-72: the conflict window passed without a challenge.
import { t } from '../../../i18n/index';
import { conflictWindowPrompt } from '../../panel/advanced-sections';
import { actionEntry } from '../entry';

export const declineConflict = actionEntry('declineConflict', {
  code: 'nc',
  encode: () => 'nc',
  decode: (_parts, player) => ({ type: 'declineConflict', player }),
  slash: {
    name: 'conflict',
    option: 'decision',
    label: (_state, _legal, _action, locale) => t('button.noConflict', {}, locale),
  },
  button: null,
  prompt: conflictWindowPrompt,
  sections: null,
  keys: ['button.noConflict', 'slash.conflict', 'slash.conflict.choice'],
  help: 'conflicts',
});
