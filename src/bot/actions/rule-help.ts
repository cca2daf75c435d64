// Issue 22: a move the rules refuse is answered with the engine's reason and one line more,
// pointing to the /kogge rules topic of that action's entry ("Rules: `/kogge rules
// topic:Bidding for the order`"), in the player's language. Only a refusal that is about the
// action's own rule gets it: "not your turn", "waiting for bob", "the game is over" or a
// malformed action are about when or who, and the rule's summary would not answer them; the
// bot's own preconditions (the seat, the game here …) never reach the engine at all.
import type { Action, ActionOf, ActionType, EngineError, ErrorCode, GameState } from '../../engine/index';
import { errorText, t, type NameOf } from '../../i18n/index';
import type { RuleTopic } from '../rule-topics';
import type { ActionEntry } from './entry';
import { ACTION_ENTRIES } from './table';

/**
 * Whether a refusal with this code says something the action's rule explains (true), or the
 * topic of the one rule the code belongs to, whatever the action: a trade refused because the
 * office lacks the goods is explained by office trading (K-71), not by trading between
 * players, whose summary says offices are not traded. One line per code, so a new engine code
 * does not compile until it is sorted here.
 */
const ABOUT_THE_RULE: { readonly [C in ErrorCode]: boolean | RuleTopic } = {
  // When, who, or not an action at all: the topic would not help.
  MALFORMED_ACTION: false,
  MALFORMED_GAME: false,
  PLAYER_COUNT: false,
  RULE_NOT_AVAILABLE: false,
  UNKNOWN_PLAYER: false,
  GAME_OVER: false,
  WRONG_PHASE: false,
  NOT_YOUR_TURN: false,
  NOT_YOUR_DECISION: false,
  DECISION_PENDING: false,
  // The game was opened without that advanced rule: its topic does not apply here.
  RULE_NOT_IN_GAME: false,
  // The action's own rule says no.
  ALREADY_CHOSEN: true,
  MARKER_NOT_HELD: true,
  MARKER_PICKED_BEFORE: true,
  CITY_FULL: true,
  BID_REPEATED: true,
  MOVEMENT_OVER: true,
  ROUTE_UNUSABLE: true,
  ROUTE_BLOCKED_BY_RAID: true,
  NO_SECRET_PASSAGE: true,
  WRONG_PAYMENT: true,
  CANNOT_AFFORD: true,
  PARTNER_CANNOT_PAY: true,
  ACTION_USED: true,
  OFFICES_FULL: true,
  NOT_AT_GUILD_MASTER: true,
  NO_RAID_MARKER_LEFT: true,
  NOT_IDENTICAL: true,
  CHIT_GONE: true,
  WRONG_COLOUR: true,
  RESERVE_EMPTY: true,
  PAIR_GONE: true,
  COG_DID_NOT_MOVE: true,
  GOODS_NOT_IN_CITY: true,
  ILLEGAL_TRADE: true,
  SQUARE_FACE_DOWN: true,
  CITY_NUMBER_ON_ROUTE: true,
  NO_RAID_MARKER: true,
  NOT_IN_SAME_CITY: true,
  UNEVEN_SPLIT: true,
  NO_OFFICE_GOODS: true,
  OFFER_UNKNOWN: true,
  EMPTY_OFFER: true,
  ALREADY_KNOWN: true,
  ALREADY_MOVED: true,
  DEMAND_TOO_LARGE: true,
  // An advanced rule's own refusal, of whichever action met it (K-70a, K-71, K-72a).
  NO_SUCH_OFFICE: 'officeTrading',
  OFFICE_LACKS_GOODS: 'officeTrading',
  FROZEN_BY_TAX: 'taxes',
  FROZEN_BY_CONFLICT: 'conflicts',
  // N-85: about pace, not about the action's rule.
  SIDE_ACTIONS_IN_A_ROW: false,
};

/**
 * The topic a refusal points to: its code's rule's, else the action's own (its entry's
 * `helpFor` where its data names the rule, else its `help`), or null (see above). `state` is
 * the one the action was refused in (an accepted offer's terms are looked up there).
 */
export function helpTopic(action: Action | null, state: GameState, error: EngineError): RuleTopic | null {
  return action === null ? null : byCode(error, () => actionTopic(action, state));
}

/**
 * The topic for a refusal known by its action's type only (the panel's "why not" lines, whose
 * probes are the engine's): its code's rule's, the entry's `help`, or null.
 */
export function typeHelpTopic(type: ActionType, error: EngineError): RuleTopic | null {
  return byCode(error, () => ACTION_ENTRIES[type].help);
}

/** The code's own rule's topic, none for a code about who or when, else the action's (`own`). */
function byCode(error: EngineError, own: () => RuleTopic): RuleTopic | null {
  const about = ABOUT_THE_RULE[error.code];
  if (about === false) return null;
  return about === true ? own() : about;
}

function actionTopic<T extends ActionType>(action: ActionOf<T>, state: GameState): RuleTopic {
  const entry = ACTION_ENTRIES[action.type as T] as ActionEntry<T>;
  return entry.helpFor ? entry.helpFor(action, state) : entry.help;
}

/** The line naming the topic, with the command's and the topic's names in `locale`. */
export function rulesLine(topic: RuleTopic, locale: string): string {
  return t('rules.seeTopic', { topic: t(`rules.${topic}.title`, {}, locale) }, locale);
}

/** The engine's reason for refusing `action` in `state`, and where the rules explain it. */
export function refusalText(
  action: Action | null,
  state: GameState,
  error: EngineError,
  name: NameOf,
  locale: string,
): string {
  const reason = errorText(error, name, locale);
  const topic = helpTopic(action, state, error);
  return topic ? `${reason}\n${rulesLine(topic, locale)}` : reason;
}
