// What the advanced rules let a player do now (K-70 … K-73), for legalActions, and their
// expansion into concrete actions (expand.ts).
import { GOODS, MARKER_VALUES, type Good } from '../constants';
import { enumerateBids } from '../bidding';
import { noGoods, type Goods } from '../goods';
import { unitsHeld } from '../payment';
import type { Action, Payment } from '../actions';
import type { GameState } from '../state';
import { lookAtRoutesRule } from './memory';
import { advancedOptions } from './round';
import { tradableOffices } from './office-offers';
import { underRaid } from '../offers';

export type AdvancedLegalAction =
  | { type: 'startSwap'; city: number; squares: (0 | 1)[]; markers: number[] }
  | { type: 'payTax'; goods: Good[] }
  | { type: 'lookAtRoutes'; payWith: { goods: Goods; markers: number[] } }
  | { type: 'challenge'; opponents: number[] }
  | { type: 'declineConflict' }
  | { type: 'conflictBid'; hand: number[] }
  | { type: 'demandGoods'; limit: number }
  | { type: 'pushLoser'; squares: { square: 0 | 1; leadsTo: number | null }[] };

/** The choices of an advanced phase for `player` (the rules' `options`). */
export function advancedPhaseActions(state: GameState, player: number): AdvancedLegalAction[] {
  return advancedOptions(state, player);
}

/** K-73.8: the paid look, for the turn player before moving, with something to pay. */
export function lookChoice(state: GameState, player: number): AdvancedLegalAction | null {
  if (!state.options.memory) return null;
  return lookAtRoutesRule.options(state, player);
}

/** K-71: the other players' offices the player's cog may trade with now. */
export function officePartners(state: GameState, player: number) {
  // N-14, N-74: a raid victim's goods are frozen until the raider has taken a pile.
  if (!state.options.officeTrading || underRaid(state, player)) return [];
  const p = state.players[player];
  const hasSomething = unitsHeld(p) > 0;
  return tradableOffices(state, player).flatMap((ref) => {
    const office = state.cities[ref.city].offices[ref.slot];
    // Only where some offer can be made: something to give, or office goods to ask for.
    if (!hasSomething && GOODS.every((g) => office.goods[g] === 0)) return [];
    return [{ ...ref, owner: office.owner, goods: { ...office.goods } }];
  });
}

export function expandAdvanced(
  legal: AdvancedLegalAction,
  player: number,
  limit: number,
  payments: (hold: { goods: Goods; markers: number[] }, cost: number) => Payment[][],
): Action[] {
  switch (legal.type) {
    case 'startSwap':
      return [
        { type: 'startSwap', player, swap: null },
        ...legal.squares.flatMap((square) =>
          legal.markers.map((marker) => ({ type: 'startSwap' as const, player, swap: { square, marker } })),
        ),
      ];
    case 'payTax':
      return legal.goods.map((good) => ({ type: 'payTax', player, good }));
    case 'lookAtRoutes':
      return payments(legal.payWith, 1).map((payment) => ({ type: 'lookAtRoutes', player, payment }));
    case 'challenge':
      return legal.opponents.map((opponent) => ({ type: 'challenge', player, opponent }));
    case 'declineConflict':
      return [{ type: 'declineConflict', player }];
    case 'conflictBid':
      return [[], ...enumerateBids(legal.hand, [], limit - 1)].map((markers) => ({
        type: 'conflictBid',
        player,
        markers,
      }));
    case 'demandGoods':
      return demands(legal.limit).map((goods) => ({ type: 'demandGoods', player, goods }));
    case 'pushLoser':
      return [null, ...legal.squares.map((s) => s.square)].map((square) => ({
        type: 'pushLoser',
        player,
        square,
      }));
  }
}

/** Every demand of at most `limit` goods (35 for three). */
function demands(limit: number): Goods[] {
  const out: Goods[] = [];
  const walk = (i: number, left: number, acc: Goods): void => {
    if (i === GOODS.length) return void out.push({ ...acc });
    for (let n = 0; n <= left; n++) walk(i + 1, left - n, { ...acc, [GOODS[i]]: n });
  };
  walk(0, limit, noGoods());
  return out;
}

/** K-71: a few sample office offers: one good given into the office, one taken from it. */
export function sampleOfficeOffers(
  player: number,
  offices: readonly (OfficeRefWithOwner & { goods: Goods })[],
  goods: Goods,
  markers: readonly number[],
): Action[] {
  const none = { goods: noGoods(), markers: [] as number[] };
  return offices.flatMap((o) => {
    const office = { city: o.city, slot: o.slot };
    const base = { type: 'offerTrade' as const, player, to: o.owner, office };
    const gifts = GOODS.filter((g) => goods[g] > 0).map((g) => ({
      ...base,
      give: { goods: { ...noGoods(), [g]: 1 }, markers: [] },
      receive: none,
    }));
    const takes = GOODS.filter((g) => o.goods[g] > 0).map((g) => ({
      ...base,
      give: none,
      receive: { goods: { ...noGoods(), [g]: 1 }, markers: [] },
    }));
    const markerGifts = MARKER_VALUES.filter((v) => markers[v] > 0).map((v) => ({
      ...base,
      give: { goods: noGoods(), markers: [v] },
      receive: none,
    }));
    return [...gifts, ...markerGifts, ...takes];
  });
}

type OfficeRefWithOwner = { city: number; slot: 0 | 1; owner: number };
