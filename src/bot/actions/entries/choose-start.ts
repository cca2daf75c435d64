// K-13: the secret start city, chosen by one of one's route markers.
import { int } from '../codec-parts';
import { chooseStartPrompt } from '../../panel/phase-sections';
import { actionEntry } from '../entry';
import { startLabel } from '../labels';

export const chooseStart = actionEntry('chooseStart', {
  code: 'cs',
  encode: (move) => `cs.${move.marker}`,
  decode: ([marker], player) => ({ type: 'chooseStart', player, marker: int(marker) }),
  slash: {
    name: 'start',
    option: 'city',
    label: (_state, legal, action, locale) => startLabel(legal, action.marker, locale),
  },
  button: null,
  prompt: chooseStartPrompt,
  sections: null,
  keys: ['option.city', 'choice.letter', 'slash.start', 'slash.start.choice'],
  help: 'start',
});
