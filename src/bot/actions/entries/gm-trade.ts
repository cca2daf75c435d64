// K-41: a trade with the guild master in his city.
import { t } from '../../../i18n/index';
import { button } from '../../panel/components';
import { gmTrade as readTrade, gmTradeCode } from '../codec-parts';
import { gmSection } from '../../panel/turn-sections';
import { actionEntry } from '../entry';
import { gmLabel } from '../labels';

export const gmTrade = actionEntry('gmTrade', {
  code: 'gt',
  encode: (move) => `gt.${gmTradeCode(move.trade)}`,
  decode: ([trade], player) => ({ type: 'gmTrade', player, trade: readTrade(trade ?? '') }),
  slash: {
    name: 'guild',
    option: 'choice',
    label: (_state, _legal, action, locale) => gmLabel(action.trade, locale),
  },
  button: (ctx) => button(ctx, t('act.gmTrade', {}, ctx.locale), 'nav', ['gm']),
  prompt: null,
  sections: { gm: gmSection },
  keys: [
    'act.gmTrade',
    'whyNot.action.gmTrade',
    'gm.raidMarker',
    'gm.bonusChit',
    'gm.goodForMarker',
    'gm.markerForGood',
    'slash.guild',
    'slash.guild.choice',
  ],
  help: 'guild',
});
