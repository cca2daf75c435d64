// K-72: the conflict's loser pushed along a route of the city, or left where it is.
import { t } from '../../../i18n/index';
import { int } from '../codec-parts';
import { pushPrompt } from '../../panel/advanced-sections';
import { actionEntry } from '../entry';
import { squareLabel } from '../labels';

export const pushLoser = actionEntry('pushLoser', {
  code: 'pl',
  encode: (move) => `pl.${move.square === null ? 'x' : move.square}`,
  decode: ([square], player) => ({ type: 'pushLoser', player, square: square === 'x' ? null : int(square) }),
  slash: {
    name: 'conflict',
    option: 'decision',
    label: (_state, legal, action, locale) =>
      action.square === null
        ? t('button.noPush', {}, locale)
        : squareLabel(legal.squares, action.square, locale),
  },
  button: null,
  prompt: pushPrompt,
  sections: null,
  keys: ['button.noPush', 'button.square.hidden', 'choice.letter', 'slash.conflict', 'slash.conflict.choice'],
  help: 'conflicts',
});
