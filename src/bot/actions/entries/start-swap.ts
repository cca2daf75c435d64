// K-73.4: in Memory, one of the start city's markers swapped for one's own, or both kept.
import { int } from '../codec-parts';
import { startSwapPrompt } from '../../panel/advanced-sections';
import { actionEntry } from '../entry';
import { swapLabel } from '../labels';

export const startSwap = actionEntry('startSwap', {
  code: 'ss',
  encode: (move) => (move.swap === null ? 'ss.x' : `ss.${move.swap.square}.${move.swap.marker}`),
  decode: ([square, marker], player) => ({
    type: 'startSwap',
    player,
    swap: square === 'x' ? null : { square: int(square), marker: int(marker) },
  }),
  slash: {
    name: 'route',
    option: 'change',
    label: (_state, legal, action, locale) => swapLabel(legal, action, locale),
  },
  button: null,
  prompt: startSwapPrompt,
  sections: null,
  keys: ['option.keepRoutes', 'option.swapRoute', 'choice.letter', 'slash.route', 'slash.route.choice'],
  help: 'memory',
});
