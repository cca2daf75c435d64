// The rule table: one entry per action type, each in a file named after its rule. apply()
// and legalActions() are lookups here, and the engine's action types are read off it
// (action-types.ts): a rule is filed under its action's type, or nothing compiles. The order
// is the order legalActions lists them in.
import { acceptTrade } from './accept-trade';
import { bid } from './bid';
import { buildOffice } from './build-office';
import { buyMarkers } from './buy-markers';
import { changeRoute } from './change-route';
import { chooseStart } from './choose-start';
import { cityTrade } from './city-trade';
import { collectOffice } from './collect-office';
import { declineTrade } from './decline-trade';
import { endTurn } from './end-turn';
import { gmTrade } from './gm-trade';
import { moveGuildMaster } from './move-guild-master';
import { moveRaider } from './move-raider';
import { offerTrade } from './offer-trade';
import { raid } from './raid';
import { sail } from './sail';
import { setAutoCollect } from './set-auto-collect';
import { splitGoods } from './split-goods';
import { takePile } from './take-pile';
import { withdrawTrade } from './withdraw-trade';
import { startSwap } from './start-swap';
import { payTax } from './pay-tax';
import { lookAtRoutes } from './look-at-routes';
import { challenge } from './challenge';
import { declineConflict } from './decline-conflict';
import { conflictBid } from './conflict-bid';
import { demandGoods } from './demand-goods';
import { pushLoser } from './push-loser';

export const RULES = {
  // K-13 setup, K-22 bidding, K-25 the guild master.
  chooseStart,
  bid,
  moveGuildMaster,
  // K-30 … K-35 movement, then the action phase K-40 … K-45, then the turn's end (K-27).
  sail,
  collectOffice,
  buildOffice,
  gmTrade,
  buyMarkers,
  cityTrade,
  changeRoute,
  raid,
  endTurn,
  // K-45: the raid's decisions, owned by the victim, the raider and the mover.
  splitGoods,
  takePile,
  moveRaider,
  // K-46 and the pick-up setting: at any time.
  offerTrade,
  acceptTrade,
  declineTrade,
  withdrawTrade,
  setAutoCollect,
  // The advanced game, each rule switched by the game's options (K-70 … K-73).
  startSwap,
  payTax,
  lookAtRoutes,
  challenge,
  declineConflict,
  conflictBid,
  demandGoods,
  pushLoser,
};
