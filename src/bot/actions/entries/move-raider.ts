// K-45d: the raided cog sent on along one of its city's routes.
import { int } from '../codec-parts';
import { moveRaiderPrompt } from '../../panel/phase-sections';
import { actionEntry } from '../entry';
import { raiderLabel } from '../labels';

export const moveRaider = actionEntry('moveRaider', {
  code: 'mr',
  encode: (move) => `mr.${move.square}`,
  decode: ([square], player) => ({ type: 'moveRaider', player, square: int(square) }),
  slash: {
    name: 'move',
    option: 'to',
    label: (state, legal, action, locale) => raiderLabel(state, legal, action.square, locale),
  },
  button: null,
  prompt: moveRaiderPrompt,
  sections: null,
  keys: ['button.square.hidden', 'choice.letter', 'slash.label.raider', 'slash.move', 'slash.move.choice'],
  help: 'raid',
});
