// The bot's table of actions: one presentation entry per action type of the engine, each in
// a file of its own under entries/, named after the engine's rule. A missing entry does not
// compile (ActionEntries is a mapped type over ActionType). The /kogge action subcommands are
// registered in the order they first appear here, so entries sit by subcommand.
import { acceptTrade } from './entries/accept-trade';
import { bid } from './entries/bid';
import { buildOffice } from './entries/build-office';
import { buyMarkers } from './entries/buy-markers';
import { challenge } from './entries/challenge';
import { changeRoute } from './entries/change-route';
import { chooseStart } from './entries/choose-start';
import { cityTrade } from './entries/city-trade';
import { collectOffice } from './entries/collect-office';
import { conflictBid } from './entries/conflict-bid';
import { declineConflict } from './entries/decline-conflict';
import { declineTrade } from './entries/decline-trade';
import { demandGoods } from './entries/demand-goods';
import { endTurn } from './entries/end-turn';
import { gmTrade } from './entries/gm-trade';
import { lookAtRoutes } from './entries/look-at-routes';
import { moveGuildMaster } from './entries/move-guild-master';
import { moveRaider } from './entries/move-raider';
import { offerTrade } from './entries/offer-trade';
import { payTax } from './entries/pay-tax';
import { pushLoser } from './entries/push-loser';
import { raid } from './entries/raid';
import { sail } from './entries/sail';
import { setAutoCollect } from './entries/set-auto-collect';
import { splitGoods } from './entries/split-goods';
import { startSwap } from './entries/start-swap';
import { takePile } from './entries/take-pile';
import { withdrawTrade } from './entries/withdraw-trade';
import type { ActionType } from '../../engine/index';
import type { ActionEntries, ActionEntry } from './entry';

export const ACTION_ENTRIES = {
  // /kogge start, bid, move, build, guild, buy, trade, route, raid, end.
  chooseStart,
  bid,
  conflictBid,
  sail,
  moveRaider,
  buildOffice,
  collectOffice,
  moveGuildMaster,
  gmTrade,
  buyMarkers,
  cityTrade,
  changeRoute,
  startSwap,
  raid,
  splitGoods,
  takePile,
  endTurn,
  // The advanced game: /kogge tax, conflict, look (K-70, K-72, K-73).
  payTax,
  challenge,
  declineConflict,
  demandGoods,
  pushLoser,
  lookAtRoutes,
  // Offered by the panel alone: trade offers (K-46) and the pick-up setting.
  offerTrade,
  acceptTrade,
  declineTrade,
  withdrawTrade,
  setAutoCollect,
} as const satisfies ActionEntries;

/** An action type's entry, typed by it. */
export function entryOf<T extends ActionType>(type: T): ActionEntry<T> {
  return (ACTION_ENTRIES as ActionEntries)[type];
}

/** The entries in the table's order. */
export const ENTRY_LIST: readonly ActionEntry<ActionType>[] = Object.values(
  ACTION_ENTRIES,
) as ActionEntry<ActionType>[];
