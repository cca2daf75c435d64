// K-72: the pure parts of a conflict: who may challenge whom, who wins by the bid order
// (K-23), and what the winner's demand brings.
import { GOODS, GOOD_VP, type Good } from '../../vocabulary/constants';
import { compareBids } from './bidding';
import { noGoods, totalGoods, type Goods } from '../../vocabulary/goods';
import type { GameState } from '../../vocabulary/state';
import type { Conflict } from '../../vocabulary/advanced-schemas';

/** K-72.10: the winner names at most three goods. */
export const DEMAND_LIMIT = 3;

/**
 * K-72.7, K-72.8: 0 when the first bid (the challenger's) wins, 1 when the second does, null
 * for identical bids. The empty bid ranks below every other bid, like no bid at all (K-23).
 */
export function conflictWinner(first: readonly number[], second: readonly number[]): 0 | 1 | null {
  const order = compareBids(first.length > 0 ? first : null, second.length > 0 ? second : null);
  if (order === 0) return null;
  return order > 0 ? 0 : 1;
}

/** K-72.10: each named good the loser holds, kind by kind, up to the number named. */
export function demandedGoods(named: Goods, loser: Goods): Goods {
  const out = noGoods();
  for (const g of GOODS) out[g] = Math.min(named[g], loser[g]);
  return out;
}

export function isDemandWithinLimit(named: Goods): boolean {
  return totalGoods(named) <= DEMAND_LIMIT;
}

/** N-79: the deadline's demand: the three most valuable kinds, one each. */
export function defaultDemand(): Goods {
  const byValue = [...GOODS].sort((a: Good, b: Good) => GOOD_VP[b] - GOOD_VP[a]);
  const out = noGoods();
  for (const g of byValue.slice(0, DEMAND_LIMIT)) out[g] = 1;
  return out;
}

/** The other cogs in `city`, in the order of play after `active`, wrapping round (N-76). */
export function cogsAfter(state: GameState, active: number, city: number): number[] {
  const at = state.order.indexOf(active);
  const out: number[] = [];
  for (let i = 1; i < state.order.length; i++) {
    const p = state.order[(at + i) % state.order.length];
    if (state.players[p].cog === city) out.push(p);
  }
  return out;
}

/**
 * K-72.2 … K-72.4: who is asked, in turn: the active player first, then every other cog in
 * the city in order of play. Empty when the active player is alone (no window).
 */
export function challengeQueue(state: GameState, active: number): number[] {
  const city = state.players[active].cog;
  if (city === null) return [];
  const others = cogsAfter(state, active, city);
  return others.length > 0 ? [active, ...others] : [];
}

/** K-72.3, K-72.4: whom `player` may challenge now: any other cog for the active player, else the active player. */
export function opponentsOf(state: GameState, active: number, player: number, city: number): number[] {
  return player === active ? cogsAfter(state, active, city) : [active];
}
/** Who owes the conflict's next decision (both duellists while bids are open). */
export function conflictDeciders(c: Conflict): number[] {
  switch (c.stage) {
    case 'challenge':
      return c.asking.slice(0, 1);
    case 'bids':
      return [c.challenger, c.defender].filter((p, i): p is number => p !== null && c.bids[i] === null);
    case 'demand':
    case 'push':
      return c.winner === null ? [] : [c.winner];
  }
}
