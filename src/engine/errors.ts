// Errors are values with a stable code and the data to explain them. The bot turns the code
// into a sentence in the player's language; nothing here is user-facing text.
import { ADVANCED_ERROR_CODES } from './advanced/errors';

export const ERROR_CODES = [
  'MALFORMED_ACTION',
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
  ...ADVANCED_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface EngineError {
  readonly code: ErrorCode;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Thrown inside apply() to abandon the working copy; caught at the boundary and returned. */
export class Rejection extends Error {
  constructor(readonly error: EngineError) {
    super(error.code);
  }
}

export function reject(code: ErrorCode, data: Record<string, unknown> = {}): never {
  throw new Rejection({ code, data });
}

/** Rejects with `code` unless `condition` holds. */
export function demand(
  condition: boolean,
  code: ErrorCode,
  data: Record<string, unknown> = {},
): asserts condition {
  if (!condition) reject(code, data);
}
