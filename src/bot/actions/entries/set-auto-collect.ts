// K-34: whether one's office goods are picked up by themselves on arrival.
import { actionEntry } from '../entry';

export const setAutoCollect = actionEntry('setAutoCollect', {
  code: 'ac',
  encode: (move) => `ac.${move.on ? 1 : 0}`,
  decode: ([on], player) => ({ type: 'setAutoCollect', player, on: on === '1' }),
  // A setting, not a move: neither a subcommand nor a button of the panel offers it today.
  slash: null,
  button: null,
  prompt: null,
  sections: null,
  keys: ['coach.move.setAutoCollect.on', 'coach.move.setAutoCollect.off'],
  help: 'offices',
});
