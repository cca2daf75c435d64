// Movement's pieces (K-30 … K-35), shared by sailing and the forced step (forced-step.ts): where a cog
// may enter, what a move costs, turning a face-down route up, and arriving.
import type { Payment, RouteChoice } from '../../vocabulary/actions';
import { refusal, type EngineError } from '../../vocabulary/errors';
import type { Draft } from '../draft';
import type { GameState, Turn } from '../../vocabulary/state';
import { collectOfficeGoods } from './office-goods';
import { revealForMove } from './memory';

/** K-30, K-35: a cog may not stay put by sailing, nor enter a city holding its own raid marker. */
export function canEnter(state: GameState, player: number, from: number, to: number): boolean {
  return to !== from && !state.cities[to].raids.includes(player);
}

export function enterRefusal(state: GameState, player: number, from: number, to: number): EngineError | null {
  if (to === from) return refusal('ROUTE_UNUSABLE', { city: to });
  if (state.cities[to].raids.includes(player)) return refusal('ROUTE_BLOCKED_BY_RAID', { city: to });
  return null;
}

/** K-31: the first move is free, the second too with "move two spaces"; the secret passage costs one more. */
export function moveCost(state: GameState, turn: Turn, route: RouteChoice): number {
  const player = state.players[turn.player];
  const free = turn.moves === 0 || (turn.moves === 1 && player.chits.includes('moveTwo'));
  return (free ? 0 : 1) + (route === 'secret' ? 1 : 0);
}

/**
 * K-32: a used face-down marker stays face up for good. The square is replaced, not changed
 * in place: squares are shared between a state and the draft apply() works on (clone.ts).
 */
export function turnFaceUp(draft: Draft, city: number, square: 0 | 1): void {
  // K-73.5: in Memory it is shown to all and lies face down again (memory.ts).
  revealForMove(draft, city, square);
}

export interface Voyage {
  player: number;
  from: number;
  route: RouteChoice;
  leadsTo: number;
  revealed: boolean;
  paid: readonly Payment[];
}

/** The cog arrives, unless the route turned out unusable (K-32); K-34 office goods on arrival. */
export function arrive(draft: Draft, v: Voyage): void {
  const { state } = draft;
  const blocked = !canEnter(state, v.player, v.from, v.leadsTo);
  draft.emit(
    {
      type: 'sailed',
      player: v.player,
      from: v.from,
      route: v.route,
      leadsTo: v.leadsTo,
      revealed: v.revealed,
      blocked,
      paid: v.paid.length,
      ...paidGoods(v.paid),
    },
    v.paid.length > 0 ? [{ player: v.player, detail: { payment: v.paid } }] : [],
  );
  if (blocked) return;
  state.players[v.player].cog = v.leadsTo;
  // K-34: office goods in every city entered (digital default: automatically).
  if (state.players[v.player].autoCollect) collectOfficeGoods(draft, v.player, v.leadsTo);
}

/** K-60a: goods paid into the reserve are seen by their kind; markers paid are not. */
function paidGoods(payment: readonly Payment[]): {
  paidGoods?: { ore: number; fur: number; amber: number; salt: number };
} {
  if (!payment.some((unit) => 'good' in unit)) return {};
  const goods = { ore: 0, fur: 0, amber: 0, salt: 0 };
  for (const unit of payment) if ('good' in unit) goods[unit.good] += 1;
  return { paidGoods: goods };
}
