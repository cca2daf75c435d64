// K-25, K-27: the guild master's city gets its two goods, and the turns follow in order.
import { cityGood } from '../vocabulary/constants';
import { collectOfficeGoods } from '../rules/common/office-goods';
import type { Draft } from '../rules/draft';

/** K-25: two goods of the city's kind, as the reserve allows, onto the city, never offices. */
export function supplyGuildMasterCity(draft: Draft): void {
  const { state } = draft;
  const city = state.guildMaster.city;
  const good = cityGood(city);
  const count = Math.min(2, state.reserve.goods[good]);
  state.reserve.goods[good] -= count;
  draft.city(city).goods[good] += count;
  draft.emit({ type: 'guildMasterSupplied', city, good, count });
}

/** K-27: the turn of the player at `index` in the order; K-34 their start city's office goods. */
export function openTurn(draft: Draft, index: number): void {
  const { state } = draft;
  const player = state.order[index];
  const city = state.players[player].cog as number;
  state.phase = {
    kind: 'turn',
    index,
    turn: { player, startCity: city, moves: 0, acting: false, actionsUsed: [], raid: null },
  };
  draft.emit({ type: 'turnStarted', player, city });
  if (state.players[player].autoCollect) collectOfficeGoods(draft, player, city);
}
