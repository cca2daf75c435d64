// Why an action was refused: one sentence per engine error code (ErrorData in
// src/engine/errors.ts), said to the one who tried. Parameters are filled in by errors.ts.
import type { ErrorCode } from '../engine/view';
import { enAdvancedErrors } from './en-advanced';

/** Refusals whose sentence agrees with a number of their data: plural families (errors.ts). */
export type CountedError = 'PLAYER_COUNT' | 'NOT_IDENTICAL' | 'ILLEGAL_TRADE';

export const enErrors = {
  'error.MALFORMED_ACTION': 'That action is not one the game understands.',
  'error.MALFORMED_GAME': 'That is not a game the engine can set up.',
  // Plural families counted by a field of the error's data (errors.ts COUNTED_BY).
  'error.PLAYER_COUNT.one': 'Kogge is for {min} to {max} player, not {count}.',
  'error.PLAYER_COUNT.other': 'Kogge is for {min} to {max} players, not {count}.',
  'error.RULE_NOT_AVAILABLE': 'These rules cannot be played yet: {rules}.',
  'error.UNKNOWN_PLAYER': 'There is no such player in this game.',
  'error.GAME_OVER': 'This game is over.',
  'error.WRONG_PHASE': 'That cannot be done now.',
  'error.NOT_YOUR_TURN': "It is {player}'s turn, not yours.",
  'error.NOT_YOUR_DECISION': 'That decision belongs to {players}.',
  'error.ALREADY_CHOSEN': 'You have already chosen that.',
  'error.SIDE_ACTIONS_IN_A_ROW':
    'That makes too many offers, answers and settings in a row (the most is {limit}): the game waits for a move first.',
  'error.MARKER_NOT_HELD': 'You do not hold the route markers {markers}.',
  'error.MARKER_PICKED_BEFORE': 'Pick another marker than the one you picked before.',
  'error.CITY_FULL': '{city} already has two offices.',
  'error.BID_REPEATED': 'That bid has been made already this round; bid something else.',
  'error.MOVEMENT_OVER': 'Your movement is over once you have taken an action.',
  'error.ROUTE_UNUSABLE': 'That route leads nowhere new.',
  'error.ROUTE_BLOCKED_BY_RAID': 'Your raid marker lies in {city}: your cog may not enter it.',
  'error.NO_SECRET_PASSAGE': 'You need the secret passage chit for that route.',
  'error.WRONG_PAYMENT': 'That move costs {cost}; you offered {paid}.',
  'error.CANNOT_AFFORD': 'You cannot pay for that.',
  'error.PARTNER_CANNOT_PAY': '{player} can no longer pay their part of that trade.',
  'error.ACTION_USED': 'You have done that once this turn already.',
  'error.OFFICES_FULL': '{city} already has two offices.',
  'error.NOT_AT_GUILD_MASTER': 'You can only trade with the guild master in {city}.',
  'error.NO_RAID_MARKER_LEFT': 'The guild master has no raid marker left for you.',
  'error.NOT_IDENTICAL.one': 'That needs {needed} identical piece.',
  'error.NOT_IDENTICAL.other': 'That needs {needed} identical pieces.',
  'error.CHIT_GONE': 'No {chit} chit is left.',
  'error.WRONG_COLOUR': 'The good and the marker must be of the same colour.',
  'error.RESERVE_EMPTY': 'The reserve has none of that left.',
  'error.PAIR_GONE': 'That pair of markers has been bought already.',
  'error.COG_DID_NOT_MOVE': 'You can trade with a city only after sailing to another city this turn.',
  'error.GOODS_NOT_IN_CITY': 'The city does not have all the goods you asked for ({goods}).',
  'error.ILLEGAL_TRADE.one':
    'That trade is not allowed: each good you give brings {ratio} good of another kind.',
  'error.ILLEGAL_TRADE.other':
    'That trade is not allowed: each good you give brings 1 to {ratio} goods of other kinds.',
  'error.SQUARE_FACE_DOWN': 'Only a face-up route can be changed.',
  'error.CITY_NUMBER_ON_ROUTE': "A route in {city} cannot carry {city}'s own number.",
  'error.NO_RAID_MARKER': 'You have no raid marker in hand.',
  'error.NOT_IN_SAME_CITY': '{player} is not in your city.',
  'error.UNEVEN_SPLIT': 'The two piles must differ by one good at most.',
  'error.NO_OFFICE_GOODS': 'Your offices here hold no goods.',
  'error.OFFER_UNKNOWN': 'That trade offer is no longer open.',
  'error.EMPTY_OFFER': 'An offer must give or ask for something.',
  'error.DECISION_PENDING': 'The game is waiting for a decision by {player} first.',

  // The advanced game (K-70 … K-73).
  ...enAdvancedErrors,
} as const satisfies Record<`error.${Exclude<ErrorCode, CountedError>}`, string> &
  Record<`error.${CountedError}.${'one' | 'other'}`, string> &
  Record<string, string>;
