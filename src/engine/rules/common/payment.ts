// Paying a cost of "one good or one marker" units to the reserve (K-31).
import type { Payment } from '../../vocabulary/actions';
import { GOODS } from '../../vocabulary/constants';
import { refusal, type EngineError } from '../../vocabulary/errors';
import type { Draft } from '../draft';
import type { Player } from '../../vocabulary/state';

/** True when the player holds every unit of `payment` at once. */
export function canPay(player: Player, payment: readonly Payment[]): boolean {
  const goods = { ore: 0, fur: 0, amber: 0, salt: 0 };
  const markers = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const unit of payment) {
    if ('good' in unit) goods[unit.good] += 1;
    else markers[unit.marker] += 1;
  }
  return GOODS.every((g) => player.goods[g] >= goods[g]) && markers.every((c, v) => player.markers[v] >= c);
}

/** How many units a player could pay in all. */
export function unitsHeld(player: Player): number {
  let units = 0;
  for (const g of GOODS) units += player.goods[g];
  for (const c of player.markers) units += c;
  return units;
}

/** Why `payment` does not pay `cost`: the wrong number of units, or units not held. */
export function paymentRefusal(
  player: Player,
  payment: readonly Payment[],
  cost: number,
): EngineError | null {
  if (payment.length !== cost) return refusal('WRONG_PAYMENT', { cost, paid: payment.length });
  if (!canPay(player, payment)) return refusal('CANNOT_AFFORD');
  return null;
}

/** Moves a checked payment from the player to the reserve. */
export function pay(draft: Draft, playerIndex: number, payment: readonly Payment[]): void {
  const player = draft.player(playerIndex);
  const reserve = draft.state.reserve;
  for (const unit of payment) {
    if ('good' in unit) {
      player.goods[unit.good] -= 1;
      reserve.goods[unit.good] += 1;
    } else {
      player.markers[unit.marker] -= 1;
      reserve.markers[unit.marker] += 1;
    }
  }
}
