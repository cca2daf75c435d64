// Paying a cost of "one good or one marker" units to the reserve (K-31).
import { GOODS } from './constants';
import { demand } from './errors';
import type { Payment } from './actions';
import type { Play } from './play';
import type { Player } from './state';

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

export function pay(play: Play, playerIndex: number, payment: readonly Payment[], cost: number): void {
  const player = play.player(playerIndex);
  demand(payment.length === cost, 'WRONG_PAYMENT', { cost, paid: payment.length });
  demand(canPay(player, payment), 'CANNOT_AFFORD');
  const reserve = play.state.reserve;
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
