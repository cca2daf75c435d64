// K-13: the secret start city, chosen by one of one's route markers.
import { cityName, t } from '../../../i18n/index';
import { int } from '../codec-parts';
import { chooseStartPrompt } from '../../panel/phase-sections';
import { actionEntry } from '../entry';

export const chooseStart = actionEntry('chooseStart', {
  code: 'cs',
  encode: (move) => `cs.${move.marker}`,
  decode: ([marker], player) => ({ type: 'chooseStart', player, marker: int(marker) }),
  slash: {
    name: 'start',
    option: 'city',
    label: (_state, _legal, action, locale) =>
      t('option.city', { value: action.marker, city: cityName(action.marker, locale) }, locale),
  },
  button: null,
  prompt: chooseStartPrompt,
  sections: null,
  keys: ['option.city', 'slash.start', 'slash.start.choice'],
  help: 'start',
});
