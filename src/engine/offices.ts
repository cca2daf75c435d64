// K-34: a cog takes the goods of its owner's offices in a city it starts in or enters.
import { moveAllGoods, totalGoods } from './goods';
import type { Play } from './play';
import type { GameState } from './state';

/** Moves the goods of `player`'s offices in `city` onto the cog; false when there were none. */
export function collectOfficeGoods(play: Play, player: number, city: number): boolean {
  const cog = play.player(player).goods;
  let any = false;
  if (!hasOfficeGoodsIn(play.state, player, city)) return false;
  for (const office of play.city(city).offices) {
    if (office.owner !== player || totalGoods(office.goods) === 0) continue;
    const goods = moveAllGoods(office.goods, cog);
    play.emit({ type: 'officeGoodsTaken', player, city, goods });
    any = true;
  }
  return any;
}

export function hasOfficeGoods(play: Play, player: number, city: number): boolean {
  return hasOfficeGoodsIn(play.state, player, city);
}

/** The same question asked of a state outside an apply() call. */
export function hasOfficeGoodsIn(state: GameState, player: number, city: number): boolean {
  return state.cities[city].offices.some((o) => o.owner === player && totalGoods(o.goods) > 0);
}
