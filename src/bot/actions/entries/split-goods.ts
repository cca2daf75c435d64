// K-45a: the raided cog's goods split into two piles by their owner.
import { counts, goods } from '../codec-parts';
import { splitPrompt } from '../../panel/phase-sections';
import { actionEntry } from '../entry';
import { splitLabel } from '../labels';

export const splitGoods = actionEntry('splitGoods', {
  code: 'sg',
  encode: (move) => `sg.${counts(move.pile)}`,
  decode: ([pile], player) => ({ type: 'splitGoods', player, pile: goods(pile) }),
  slash: {
    name: 'raid',
    option: 'choice',
    label: (state, _legal, action, locale) => splitLabel(state, action, locale),
  },
  // Its prompt asks for it when it is owed.
  button: null,
  prompt: splitPrompt,
  sections: null,
  keys: ['option.split', 'slash.raid', 'slash.raid.choice'],
  help: 'raid',
});
