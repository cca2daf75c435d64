// K-42: a pair of route markers bought from the market for one good.
import { goodName, markerLabel, t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { GOOD_LETTER, int, letterGood } from '../codec-parts';
import { buySection } from '../../panel/turn-sections';
import { actionEntry } from '../entry';

export const buyMarkers = actionEntry('buyMarkers', {
  code: 'bm',
  encode: (move) => `bm.${move.pair}.${GOOD_LETTER[move.good]}`,
  decode: ([pair, good], player) => ({ type: 'buyMarkers', player, pair: int(pair), good: letterGood(good) }),
  slash: {
    name: 'buy',
    option: 'pair',
    label: (state, _legal, action, locale) =>
      t(
        'option.buy',
        { markers: markerLabel(state.market[action.pair] ?? []), good: goodName(action.good, locale) },
        locale,
      ),
  },
  button: (ctx) => button(ctx, t('act.buyMarkers', {}, ctx.locale), 'nav', ['buy']),
  prompt: null,
  sections: { buy: buySection },
  keys: ['act.buyMarkers', 'whyNot.action.buyMarkers', 'option.buy', 'slash.buy', 'slash.buy.choice'],
  help: 'market',
});
