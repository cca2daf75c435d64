// K-34: the goods waiting in a player's offices, and taking them onto the cog. A cog takes the goods of its owner's offices in a city it starts in or enters.
import { moveAllGoods, totalGoods } from '../../vocabulary/goods';
import type { Draft } from '../draft';
import type { GameState } from '../../vocabulary/state';

/** Moves the goods of `player`'s offices in `city` onto the cog; false when there were none. */
export function collectOfficeGoods(draft: Draft, player: number, city: number): boolean {
  // Checked first so that a city with nothing to take is not copied (Draft.city).
  if (!hasOfficeGoods(draft.state, player, city)) return false;
  const cog = draft.player(player).goods;
  for (const office of draft.city(city).offices) {
    if (office.owner !== player || totalGoods(office.goods) === 0) continue;
    const goods = moveAllGoods(office.goods, cog);
    draft.emit({ type: 'officeGoodsTaken', player, city, goods });
  }
  return true;
}

export function hasOfficeGoods(state: GameState, player: number, city: number): boolean {
  return state.cities[city].offices.some((o) => o.owner === player && totalGoods(o.goods) > 0);
}
