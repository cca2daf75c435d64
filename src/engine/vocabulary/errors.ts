// Errors are values with a stable code and the data to explain them, one shape of data per
// code (ErrorData), so the bot's sentence for a code can rely on its fields. Nothing here is
// user-facing text; src/i18n turns a code and its data into a sentence.
import type { Chit, Good } from './constants';
import type { Goods } from './goods';
import type { ActionKind, GameOptions, PhaseKind } from './state';

/** The advanced rules (K-70 … K-73) by their names in the game's options. */
export type AdvancedRule = Exclude<keyof GameOptions, 'holdings'>;

/** The data each refusal carries. Player and city fields are indices; names come from i18n. */
export interface ErrorData {
  /** The input is not an action (or a game spec) at all: zod's issues, as path: message. */
  MALFORMED_ACTION: { issues: string[] };
  MALFORMED_GAME: { issues: string[] };
  /** K-81: Kogge is for two to four players. */
  PLAYER_COUNT: { count: number; min: number; max: number };
  /** An advanced rule asked for that the engine does not play yet (N-18). */
  RULE_NOT_AVAILABLE: { rules: AdvancedRule[] };
  UNKNOWN_PLAYER: { player: number };
  GAME_OVER: Record<string, never>;
  WRONG_PHASE: { phase: PhaseKind };
  /** `player`: whose turn or bid it is. */
  NOT_YOUR_TURN: { player: number };
  /** `owners`: who the decision belongs to. */
  NOT_YOUR_DECISION: { owners: number[] };
  ALREADY_CHOSEN: Record<string, never>;
  MARKER_NOT_HELD: { markers: number[] };
  MARKER_PICKED_BEFORE: { marker: number };
  CITY_FULL: { city: number };
  BID_REPEATED: { markers: number[] };
  MOVEMENT_OVER: Record<string, never>;
  ROUTE_UNUSABLE: { city: number };
  ROUTE_BLOCKED_BY_RAID: { city: number };
  NO_SECRET_PASSAGE: Record<string, never>;
  WRONG_PAYMENT: { cost: number; paid: number };
  /** The acting player lacks what the action costs. */
  CANNOT_AFFORD: Record<string, never>;
  /** The other side of a trade offer can no longer pay their part. */
  PARTNER_CANNOT_PAY: { player: number };
  ACTION_USED: { action: ActionKind };
  OFFICES_FULL: { city: number };
  NOT_AT_GUILD_MASTER: { city: number };
  NO_RAID_MARKER_LEFT: Record<string, never>;
  NOT_IDENTICAL: { needed: number };
  CHIT_GONE: { chit: Chit };
  WRONG_COLOUR: { good: Good; value: number };
  RESERVE_EMPTY: { good: Good } | { marker: number };
  PAIR_GONE: { pair: number };
  COG_DID_NOT_MOVE: Record<string, never>;
  GOODS_NOT_IN_CITY: { goods: Goods };
  ILLEGAL_TRADE: { ratio: number };
  SQUARE_FACE_DOWN: { square: 0 | 1 };
  CITY_NUMBER_ON_ROUTE: { city: number };
  NO_RAID_MARKER: Record<string, never>;
  NOT_IN_SAME_CITY: { player: number };
  UNEVEN_SPLIT: { sizes: [number, number] };
  NO_OFFICE_GOODS: { city: number };
  OFFER_UNKNOWN: { offer: number };
  EMPTY_OFFER: Record<string, never>;
  /** `owner`: who the game waits for first (a raid's split, pick or push). */
  DECISION_PENDING: { owner: number };
  // The advanced game (K-70 … K-73).
  /** The action belongs to an advanced rule this game does not use. */
  RULE_NOT_IN_GAME: { rule: AdvancedRule };
  /** K-71: no office of another player at that city and slot. */
  NO_SUCH_OFFICE: { city: number };
  /** K-71, N-74: the office does not hold the goods asked. */
  OFFICE_LACKS_GOODS: { city: number };
  /** K-73.8, N-82: the look would teach nothing. */
  ALREADY_KNOWN: { city: number };
  /** K-73.8: a look only before the first move. */
  ALREADY_MOVED: Record<string, never>;
  /** K-72.10: more than three goods named. */
  DEMAND_TOO_LARGE: { limit: number };
  /** K-70a: `player` owes the guild master's tax; their cog's goods stay until it is paid. */
  FROZEN_BY_TAX: { player: number };
  /** K-72a: `player` is in a conflict; goods and markers stay until the demand is settled. */
  FROZEN_BY_CONFLICT: { player: number };
  /** N-85 (issue 42): `limit` side actions came in a row; the game waits for a move first. */
  SIDE_ACTIONS_IN_A_ROW: { limit: number };
}

export type ErrorCode = keyof ErrorData;

/** Every code, in a stable order (for catalogues and tests). */
export const ERROR_CODES = [
  'MALFORMED_ACTION',
  'MALFORMED_GAME',
  'PLAYER_COUNT',
  'RULE_NOT_AVAILABLE',
  'UNKNOWN_PLAYER',
  'GAME_OVER',
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'NOT_YOUR_DECISION',
  'ALREADY_CHOSEN',
  'MARKER_NOT_HELD',
  'MARKER_PICKED_BEFORE',
  'CITY_FULL',
  'BID_REPEATED',
  'MOVEMENT_OVER',
  'ROUTE_UNUSABLE',
  'ROUTE_BLOCKED_BY_RAID',
  'NO_SECRET_PASSAGE',
  'WRONG_PAYMENT',
  'CANNOT_AFFORD',
  'PARTNER_CANNOT_PAY',
  'ACTION_USED',
  'OFFICES_FULL',
  'NOT_AT_GUILD_MASTER',
  'NO_RAID_MARKER_LEFT',
  'NOT_IDENTICAL',
  'CHIT_GONE',
  'WRONG_COLOUR',
  'RESERVE_EMPTY',
  'PAIR_GONE',
  'COG_DID_NOT_MOVE',
  'GOODS_NOT_IN_CITY',
  'ILLEGAL_TRADE',
  'SQUARE_FACE_DOWN',
  'CITY_NUMBER_ON_ROUTE',
  'NO_RAID_MARKER',
  'NOT_IN_SAME_CITY',
  'UNEVEN_SPLIT',
  'NO_OFFICE_GOODS',
  'OFFER_UNKNOWN',
  'EMPTY_OFFER',
  'DECISION_PENDING',
  'RULE_NOT_IN_GAME',
  'NO_SUCH_OFFICE',
  'OFFICE_LACKS_GOODS',
  'ALREADY_KNOWN',
  'ALREADY_MOVED',
  'DEMAND_TOO_LARGE',
  'FROZEN_BY_TAX',
  'FROZEN_BY_CONFLICT',
  'SIDE_ACTIONS_IN_A_ROW',
] as const satisfies readonly ErrorCode[];

// Every code of ErrorData is listed above (a compile-time check).
type Unlisted = Exclude<ErrorCode, (typeof ERROR_CODES)[number]>;
const allListed: [Unlisted] extends [never] ? true : Unlisted = true;
void allListed;

/** A refusal: its code and that code's data. */
export type EngineError<C extends ErrorCode = ErrorCode> = {
  [K in C]: { readonly code: K; readonly data: Readonly<ErrorData[K]> };
}[C];

/** Codes whose data is empty may leave it out. */
type NoData = { [K in ErrorCode]: ErrorData[K] extends Record<string, never> ? K : never }[ErrorCode];
type DataArgs<C extends ErrorCode> = C extends NoData ? [data?: ErrorData[C]] : [data: ErrorData[C]];

/** A refusal of `code` with its data; rules return it from `who` and `check`. */
export function refusal<C extends ErrorCode>(code: C, ...[data]: DataArgs<C>): EngineError<C> {
  return { code, data: data ?? {} } as unknown as EngineError<C>;
}
