// Development points and victory points (K-50, K-51).
import { GOODS, GOOD_VP, VP, WINNING_DP } from '../../vocabulary/constants';
import { addGoods, noGoods, type Goods } from '../../vocabulary/goods';
import type { GameState, Score } from '../../vocabulary/state';

export function officesOf(state: GameState, player: number): number {
  let count = 0;
  for (const city of state.cities) for (const office of city.offices) if (office.owner === player) count += 1;
  return count;
}

/** K-50: offices plus bonus chits. */
export function developmentPoints(state: GameState, player: number): number {
  return officesOf(state, player) + state.players[player].chits.length;
}

export function hasWon(state: GameState, player: number): boolean {
  return developmentPoints(state, player) >= WINNING_DP;
}

/** Goods in a player's own offices, all cities together. */
export function officeGoodsOf(state: GameState, player: number): Goods {
  let goods = noGoods();
  for (const city of state.cities)
    for (const office of city.offices) if (office.owner === player) goods = addGoods(goods, office.goods);
  return goods;
}

export function goodsValue(goods: Goods): number {
  return GOODS.reduce((vp, g) => vp + goods[g] * GOOD_VP[g], 0);
}

/** K-51: office 10, chit 20, raid marker in hand 10, goods on the cog and in own offices. */
export function scoreOf(state: GameState, player: number): Score {
  const p = state.players[player];
  const offices = officesOf(state, player);
  const goodsVp = goodsValue(addGoods(p.goods, officeGoodsOf(state, player)));
  return {
    player,
    dp: offices + p.chits.length,
    vp: offices * VP.office + p.chits.length * VP.chit + p.raidsInHand * VP.raidInHand + goodsVp,
    offices,
    chits: p.chits.length,
    raidsInHand: p.raidsInHand,
    goodsVp,
  };
}

/** K-51: everyone with the highest VP shares the win. */
export function vpWinners(scores: readonly Score[]): number[] {
  const best = Math.max(...scores.map((s) => s.vp));
  return scores.filter((s) => s.vp === best).map((s) => s.player);
}
