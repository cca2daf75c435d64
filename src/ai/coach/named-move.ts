// The moves the coach gives no reason of its own (issue 38): each named concretely, "send
// Anna's cog from Riga to Danzig", with what its sentence demands.
import { GOODS, noGoods, type Action, type GameState, type LegalAction } from '../../engine/play';
import { cogCity, named, type Reason } from './reason-data';

/** The moves without a reason of their own, each named concretely. */
export function namedMove(state: GameState, player: number, action: Action, legal: LegalAction[]): Reason {
  const city = cogCity(state, player);
  switch (action.type) {
    case 'changeRoute':
      return named('changeRoute', { marker: action.marker, side: action.square, city });
    case 'splitGoods': {
      const held = state.players[player].goods;
      const rest = noGoods();
      for (const g of GOODS) rest[g] = held[g] - action.pile[g];
      return named('splitGoods', { goods: action.pile, rest });
    }
    case 'takePile': {
      const listing = legal.find((l) => l.type === 'takePile');
      const goods = listing?.type === 'takePile' ? listing.piles[action.pile] : noGoods();
      return named('takePile', { count: action.pile + 1, goods });
    }
    case 'moveRaider': {
      const raid = state.phase.kind === 'turn' ? state.phase.turn.raid : null;
      const raider = raid?.raider ?? player;
      const from = state.players[raider].cog ?? city;
      const listing = legal.find((l) => l.type === 'moveRaider');
      const to =
        listing?.type === 'moveRaider' ? listing.squares.find((q) => q.square === action.square) : undefined;
      return to && to.leadsTo !== null
        ? named('moveRaider.open', { player: raider, city: from, target: to.leadsTo })
        : named('moveRaider.faceDown', { player: raider, city: from, side: action.square });
    }
    case 'offerTrade':
      return action.office
        ? named('offerTrade.office', {
            player: action.to,
            city: action.office.city,
            offer: action.give,
            ask: action.receive,
          })
        : named('offerTrade', { player: action.to, offer: action.give, ask: action.receive });
    case 'withdrawTrade': {
      const offer = state.offers.find((o) => o.id === action.offer);
      return named('withdrawTrade', { player: offer?.to ?? player });
    }
    case 'setAutoCollect':
      return named(action.on ? 'setAutoCollect.on' : 'setAutoCollect.off', {});
    case 'startSwap': {
      const listing = legal.find((l) => l.type === 'startSwap');
      const start = listing?.type === 'startSwap' ? listing.city : city;
      return action.swap
        ? named('startSwap.swap', { marker: action.swap.marker, side: action.swap.square, city: start })
        : named('startSwap.keep', { city: start });
    }
    case 'payTax':
      return named('payTax', { good: action.good });
    case 'lookAtRoutes':
      return named('lookAtRoutes', { city });
    case 'challenge':
      return named('challenge', { player: action.opponent, city });
    case 'declineConflict':
      return named('declineConflict', { city: conflictCity(state, city) });
    case 'conflictBid':
      return action.markers.length > 0
        ? named('conflictBid', { markers: action.markers })
        : named('conflictBid.none', {});
    case 'demandGoods':
      return named('demandGoods', { goods: action.goods, player: conflictLoser(state) ?? player });
    case 'pushLoser': {
      const loser = conflictLoser(state) ?? player;
      const from = state.players[loser].cog ?? city;
      if (action.square === null) return named('pushLoser.stay', { player: loser, city: from });
      const listing = legal.find((l) => l.type === 'pushLoser');
      const square = action.square;
      const to = listing?.type === 'pushLoser' ? listing.squares.find((q) => q.square === square) : undefined;
      return to && to.leadsTo !== null
        ? named('pushLoser.open', { player: loser, city: from, target: to.leadsTo })
        : named('pushLoser.faceDown', { player: loser, city: from, side: square });
    }
    default:
      return named('unnamed', {});
  }
}

/** Who made offer `id` (K-46): the seat whose offer is answered. */
export function offerer(state: GameState, id: number): number {
  return state.offers.find((o) => o.id === id)?.from ?? 0;
}

function conflictCity(state: GameState, fallback: number): number {
  return state.phase.kind === 'conflict' ? state.phase.conflict.city : fallback;
}

/** K-72: the conflict's loser, once there is a winner. */
function conflictLoser(state: GameState): number | null {
  if (state.phase.kind !== 'conflict') return null;
  const c = state.phase.conflict;
  if (c.winner === null) return null;
  return c.winner === c.challenger ? c.defender : c.challenger;
}
