// K-46: one's own open offer withdrawn.
import { int } from '../codec-parts';
import { actionEntry } from '../entry';

export const withdrawTrade = actionEntry('withdrawTrade', {
  code: 'wt',
  encode: (move) => `wt.${move.offer}`,
  decode: ([offer], player) => ({ type: 'withdrawTrade', player, offer: int(offer) }),
  slash: null,
  // The panel's trade offers section (panel/offer-sections.ts), behind the any-time row's button.
  button: null,
  prompt: null,
  sections: null,
  keys: ['act.offers'],
  help: 'trading',
});
