// K-34: a cog takes the goods of its owner's offices in a city it starts in or enters.
import { moveAllGoods, totalGoods } from './goods';
import type { Play } from './play';
import type { GameState } from './state';

/** Moves the goods of `player`'s offices in `city` onto the cog; false when there were none. */
export function collectOfficeGoods(play: Play, player: number, city: number): boolean {
  // Checked first so that a city with nothing to take is not copied (Play.city).
  if (!hasOfficeGoods(play.state, player, city)) return false;
  const cog = play.player(player).goods;
  for (const office of play.city(city).offices) {
    if (office.owner !== player || totalGoods(office.goods) === 0) continue;
    const goods = moveAllGoods(office.goods, cog);
    play.emit({ type: 'officeGoodsTaken', player, city, goods });
  }
  return true;
}

export function hasOfficeGoods(state: GameState, player: number, city: number): boolean {
  return state.cities[city].offices.some((o) => o.owner === player && totalGoods(o.goods) > 0);
}
