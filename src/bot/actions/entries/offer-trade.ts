// K-46, K-71: a trade offered to a cog in the same city, or to a player's office there.
import { counts, digits, goods, int, list } from '../codec-parts';
import { actionEntry } from '../entry';

export const offerTrade = actionEntry('offerTrade', {
  code: 'ot',
  encode: (move) => {
    const office = move.office ? `.o${move.office.city}${move.office.slot}` : '';
    return `ot.${move.to}.${counts(move.give.goods)}.${digits(move.give.markers)}.${counts(move.receive.goods)}.${digits(move.receive.markers)}${office}`;
  },
  decode: ([to, giveGoods, giveMarkers, getGoods, getMarkers, office], player) => ({
    type: 'offerTrade',
    player,
    to: int(to),
    give: { goods: goods(giveGoods), markers: list(giveMarkers) },
    receive: { goods: goods(getGoods), markers: list(getMarkers) },
    // K-71: an offer to the office in city office[1], slot office[2].
    ...(office !== undefined ? { office: { city: int(office[1]), slot: int(office[2]) } } : {}),
  }),
  // /kogge offer (commands/kogge/offer.ts) names a player and the terms, not a listed choice.
  slash: null,
  // The panel's any-time row (panel.ts): shown while a partner or an office is in reach.
  button: null,
  prompt: null,
  sections: null,
  keys: ['act.offerTrade', 'slash.offer'],
  help: 'trading',
  // K-71: an offer naming an office is refused by office trading's rule, whatever the code.
  helpFor: (offer) => (offer.office ? 'officeTrading' : 'trading'),
});
