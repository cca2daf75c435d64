// K-45b: the raider takes one of the two piles.
import { goodsText, t } from '../../../i18n/index';
import { int } from '../codec-parts';
import { pickPrompt } from '../../panel/phase-sections';
import { actionEntry } from '../entry';

export const takePile = actionEntry('takePile', {
  code: 'tp',
  encode: (move) => `tp.${move.pile}`,
  decode: ([pile], player) => ({ type: 'takePile', player, pile: int(pile) }),
  slash: {
    name: 'raid',
    option: 'choice',
    label: (_state, legal, action, locale) =>
      t(
        'button.pile',
        { number: action.pile + 1, goods: goodsText(legal.piles[action.pile], locale) },
        locale,
      ),
  },
  button: null,
  prompt: pickPrompt,
  sections: null,
  keys: ['button.pile', 'slash.raid', 'slash.raid.choice'],
  help: 'raid',
});
