// K-72.6: a conflict's secret bid of route markers, possibly none.
import { markerLabel, t } from '../../../i18n/index';
import { digits, list } from '../codec-parts';
import { conflictBidPrompt } from '../../panel/advanced-sections';
import { actionEntry } from '../entry';

export const conflictBid = actionEntry('conflictBid', {
  code: 'cb',
  encode: (move) => `cb.${digits(move.markers)}`,
  decode: ([markers], player) => ({ type: 'conflictBid', player, markers: list(markers) }),
  slash: {
    name: 'bid',
    option: 'markers',
    label: (_state, _legal, action, locale) =>
      action.markers.length === 0
        ? t('button.emptyBid', {}, locale)
        : t('slash.label.bid', { markers: markerLabel(action.markers) }, locale),
  },
  button: null,
  prompt: (ctx, legal, place) =>
    conflictBidPrompt(ctx, legal, place.name === 'bid' ? (place.args[0] ?? '') : ''),
  sections: null,
  keys: ['button.emptyBid', 'slash.label.bid', 'slash.bid', 'slash.bid.choice'],
  help: 'conflicts',
});
