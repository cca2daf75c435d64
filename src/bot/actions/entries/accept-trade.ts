// K-46: an open offer accepted by the player it was made to.
import { int } from '../codec-parts';
import { actionEntry } from '../entry';

export const acceptTrade = actionEntry('acceptTrade', {
  code: 'at',
  encode: (move) => `at.${move.offer}`,
  decode: ([offer], player) => ({ type: 'acceptTrade', player, offer: int(offer) }),
  slash: null,
  // The panel's trade offers section (panel/offer-sections.ts), behind the any-time row's button.
  button: null,
  prompt: null,
  sections: null,
  keys: ['act.offers'],
  help: 'trading',
  // K-71: accepting an offer made to one's office is office trading (the offer says so).
  helpFor: (accept, state) =>
    state.offers.find((o) => o.id === accept.offer)?.office ? 'officeTrading' : 'trading',
});
