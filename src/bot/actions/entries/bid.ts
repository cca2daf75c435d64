// K-22: a bid of route markers for the order of play.
import { markerLabel, t } from '../../../i18n/index';
import { digits, list } from '../codec-parts';
import { bidPrompt } from '../../panel/phase-sections';
import { actionEntry } from '../entry';

export const bid = actionEntry('bid', {
  code: 'bd',
  encode: (move) => `bd.${digits(move.markers)}`,
  decode: ([markers], player) => ({ type: 'bid', player, markers: list(markers) }),
  slash: {
    name: 'bid',
    option: 'markers',
    label: (_state, _legal, action, locale) =>
      t('slash.label.bid', { markers: markerLabel(action.markers) }, locale),
  },
  button: null,
  prompt: (ctx, legal, place) => bidPrompt(ctx, legal, place.name === 'bid' ? (place.args[0] ?? '') : ''),
  sections: null,
  keys: ['slash.label.bid', 'slash.bid', 'slash.bid.choice'],
  help: 'bidding',
});
