// What a coach's reason is, as data (issue 38): its keys, the names each may carry, and the two
// makers that check a reason's data against its sentence's {names}. reason.ts and named-move.ts
// build reasons with them.
import type { GameState, Good, Goods, Holdings, Chit } from '../../engine/play';
import type { ParamNames, TextOf } from '../../i18n/translate';

/**
 * What a reason may name, as data (the bot says each in words, src/bot/coach/reason-text.ts):
 * cities by number, seats by index, goods, markers.
 */
export interface ReasonData {
  city: number;
  /** Another city: where a route leads, the city of the next office. */
  target: number;
  give: Goods;
  receive: Goods;
  goods: Goods;
  /** The other pile of a split (K-45a). */
  rest: Goods;
  good: Good;
  chit: Chit;
  markers: number[];
  marker: number;
  steps: number;
  /** A seat: the one raided, pushed, offered to or challenged. */
  player: number;
  count: number;
  vp: number;
  /** One of a city's two routes (K-30). */
  side: 0 | 1;
  /** A trade offer's terms (K-46): what the player gives and what they ask. */
  offer: Holdings;
  ask: Holdings;
  /** For the moves without a reason of their own: which move, and how (coach.move.…). */
  move: MoveName;
}

export type ReasonParams = Partial<ReasonData>;

/** The data a sentence's `{names}` demand (issue 38: read from its English text), and any more. */
type DataFor<S extends string> = Pick<ReasonData, Extract<ParamNames<S>, keyof ReasonData>> & ReasonParams;

export interface Reason {
  key: ReasonKey;
  params: ReasonParams;
}

/** Every reason the coach gives; the bot's catalogue has a sentence for each (coach.reason.…). */
export const REASON_KEYS = [
  'sail.office',
  'sail.chit',
  'sail.tradeOffice',
  'sail.tradeNext',
  'sail.trade',
  'sail.collect',
  'sail.toward',
  'sail.move',
  'sail.faceDown',
  'buildOffice',
  'buildOffice.win',
  'collectOffice',
  'cityTrade',
  'cityTrade.worth',
  'cityTrade.office',
  'gm.chit',
  'gm.raidMarker',
  'gm.goodForMarker',
  'gm.goodForMarker.toward',
  'gm.markerForGood',
  'buyMarkers',
  'buyMarkers.toward',
  'raid.cog',
  'raid.city',
  'endTurn',
  'chooseStart',
  'chooseStart.worth',
  'bid',
  'guildMaster.end',
  'guildMaster.cog',
  'guildMaster.move',
  'answerOffer.accept',
  'answerOffer.decline',
  'move',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

/**
 * The moves without a reason of their own, each named with what it does (issue 38: the raider's
 * forced move says where): the bot's catalogue has a sentence for each (coach.move.…).
 */
export const MOVE_NAMES = [
  'changeRoute',
  'splitGoods',
  'takePile',
  'moveRaider.open',
  'moveRaider.faceDown',
  'offerTrade',
  'offerTrade.office',
  'withdrawTrade',
  'setAutoCollect.on',
  'setAutoCollect.off',
  'startSwap.swap',
  'startSwap.keep',
  'payTax',
  'lookAtRoutes',
  'challenge',
  'declineConflict',
  'conflictBid',
  'conflictBid.none',
  'demandGoods',
  'pushLoser.open',
  'pushLoser.faceDown',
  'pushLoser.stay',
  'unnamed',
] as const;
export type MoveName = (typeof MOVE_NAMES)[number];

/** A reason whose data holds every name its sentence demands: one left out does not compile. */
export const reason = <K extends ReasonKey>(
  key: K,
  params: DataFor<TextOf<`coach.reason.${K}`>>,
): Reason => ({
  key,
  params,
});

/** A move without a reason of its own, named by its sentence (coach.move.…) with the data it demands. */
export const named = <M extends MoveName>(move: M, params: DataFor<TextOf<`coach.move.${M}`>>): Reason =>
  reason('move', { ...params, move });

/** The city `player`'s cog lies in. */
export function cogCity(state: GameState, player: number): number {
  return state.players[player].cog ?? 0;
}
