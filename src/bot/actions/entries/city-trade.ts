// K-44: goods traded with the city the cog lies in.
import { cityName, goodsText, t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { counts, goods } from '../codec-parts';
import { tradeSection } from '../../panel/turn-sections';
import { actionEntry } from '../entry';

export const cityTrade = actionEntry('cityTrade', {
  code: 'ct',
  encode: (move) => `ct.${counts(move.give)}.${counts(move.receive)}`,
  decode: ([give, receive], player) => ({
    type: 'cityTrade',
    player,
    give: goods(give),
    receive: goods(receive),
  }),
  slash: {
    name: 'trade',
    option: 'deal',
    label: (_state, _legal, action, locale) =>
      t(
        'slash.label.cityTrade',
        { give: goodsText(action.give, locale), receive: goodsText(action.receive, locale) },
        locale,
      ),
  },
  button: (ctx) => {
    const city = ctx.state.players[ctx.player].cog ?? 0;
    return button(ctx, t('act.cityTrade', { city: cityName(city, ctx.locale) }, ctx.locale), 'nav', [
      'trade',
    ]);
  },
  prompt: null,
  sections: { trade: tradeSection },
  keys: [
    'act.cityTrade',
    'whyNot.action.cityTrade',
    'slash.label.cityTrade',
    'slash.trade',
    'slash.trade.choice',
  ],
  help: 'cityTrade',
});
