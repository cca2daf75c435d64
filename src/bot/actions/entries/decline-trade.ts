// K-46: an open offer declined by the player it was made to.
import { int } from '../codec-parts';
import { actionEntry } from '../entry';

export const declineTrade = actionEntry('declineTrade', {
  code: 'dt',
  encode: (move) => `dt.${move.offer}`,
  decode: ([offer], player) => ({ type: 'declineTrade', player, offer: int(offer) }),
  slash: null,
  // The panel's trade offers section (panel/offer-sections.ts), behind the any-time row's button.
  button: null,
  prompt: null,
  sections: null,
  keys: ['act.offers'],
  help: 'trading',
});
