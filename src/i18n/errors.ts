// Why an action was refused, as one sentence for the player who tried: the engine's stable
// error code and its typed data (ErrorData), with player, city and good names filled in. Each
// code has its own entry in a table typed by ErrorData, so a code without one, or an entry
// reading a field its data does not have, fails to compile.
import type { EngineError, ErrorCode, ErrorData } from '../engine/view';
import { chitName, cityName, goodName, goodsText, markerLabel, type NameOf } from './names';
import type { CountedError } from './en-errors';
import type { MessageKey } from './en';
import {
  joinNames,
  pluralStored,
  t,
  tStored,
  type ParamNames,
  type Params,
  type ParamValue,
  type TextOf,
} from './translate';

/**
 * The refusals whose sentence agrees with a number of their data ("1 identical piece"): the
 * field that number is in. Their catalogue keys are plural families (`.one`, `.other`).
 */
export const COUNTED_BY = {
  PLAYER_COUNT: 'max',
  NOT_IDENTICAL: 'needed',
  ILLEGAL_TRADE: 'ratio',
} as const satisfies { [C in CountedError]: keyof ErrorData[C] };

/** What a sentence's names are made with: players' names and the reader's language. */
interface Words {
  name: NameOf;
  locale: string;
}

/** A code's sentence keys: one, or a plural family's forms. */
type ErrorKeys<C extends ErrorCode> = Extract<
  C extends CountedError ? `error.${C}.one` | `error.${C}.other` : `error.${C}`,
  MessageKey
>;

/**
 * The words a code's sentence demands (issue 38: read from its English text), `{count}` of a
 * plural family excepted: an entry that leaves one out does not compile.
 */
type ErrorParams<C extends ErrorCode> = Readonly<
  Record<Exclude<ParamNames<TextOf<ErrorKeys<C>>>, 'count'>, ParamValue>
> &
  Params;

type Format<C extends ErrorCode> = (data: Readonly<ErrorData[C]>, words: Words) => ErrorParams<C>;

const nothing = (): Params => ({});
const asIs = <D extends Readonly<Record<string, number | string>>>(data: D): D => ({ ...data });
const byPlayer = (data: { readonly player: number }, { name }: Words) => ({
  player: name(data.player),
});
const byCity = (data: { readonly city: number }, { locale }: Words) => ({
  city: cityName(data.city, locale),
});
const byMarkers = (data: { readonly markers: readonly number[] }) => ({
  markers: markerLabel(data.markers),
});
const byIssues = (data: { readonly issues: readonly string[] }) => ({
  issues: data.issues.join('/'),
});

/** One entry per code, each reading that code's data. */
export type ErrorFormats = { [C in ErrorCode]: Format<C> };

/** Each code's data as the words its sentence fills in. */
const FORMATS: ErrorFormats = {
  MALFORMED_ACTION: byIssues,
  MALFORMED_GAME: byIssues,
  PLAYER_COUNT: asIs,
  RULE_NOT_AVAILABLE: (data, { locale }) => ({
    rules: joinNames(
      data.rules.map((rule) => t(`rule.${rule}`, {}, locale)),
      locale,
    ),
  }),
  UNKNOWN_PLAYER: byPlayer,
  GAME_OVER: nothing,
  WRONG_PHASE: asIs,
  NOT_YOUR_TURN: byPlayer,
  NOT_YOUR_DECISION: (data, { name, locale }) => ({ players: joinNames(data.owners.map(name), locale) }),
  ALREADY_CHOSEN: nothing,
  MARKER_NOT_HELD: byMarkers,
  MARKER_PICKED_BEFORE: asIs,
  CITY_FULL: byCity,
  BID_REPEATED: byMarkers,
  MOVEMENT_OVER: nothing,
  ROUTE_UNUSABLE: byCity,
  ROUTE_BLOCKED_BY_RAID: byCity,
  NO_SECRET_PASSAGE: nothing,
  WRONG_PAYMENT: asIs,
  CANNOT_AFFORD: nothing,
  PARTNER_CANNOT_PAY: byPlayer,
  ACTION_USED: asIs,
  OFFICES_FULL: byCity,
  NOT_AT_GUILD_MASTER: byCity,
  NO_RAID_MARKER_LEFT: nothing,
  NOT_IDENTICAL: asIs,
  CHIT_GONE: (data, { locale }) => ({ chit: chitName(data.chit, locale) }),
  WRONG_COLOUR: (data, { locale }) => ({ good: goodName(data.good, locale), value: data.value }),
  RESERVE_EMPTY: (data, { locale }): Params =>
    'good' in data ? { good: goodName(data.good, locale) } : { marker: data.marker },
  PAIR_GONE: asIs,
  COG_DID_NOT_MOVE: nothing,
  GOODS_NOT_IN_CITY: (data, { locale }) => ({ goods: goodsText(data.goods, locale) }),
  ILLEGAL_TRADE: asIs,
  SQUARE_FACE_DOWN: asIs,
  CITY_NUMBER_ON_ROUTE: byCity,
  NO_RAID_MARKER: nothing,
  NOT_IN_SAME_CITY: byPlayer,
  UNEVEN_SPLIT: (data) => ({ sizes: data.sizes.join('/') }),
  NO_OFFICE_GOODS: byCity,
  OFFER_UNKNOWN: asIs,
  EMPTY_OFFER: nothing,
  DECISION_PENDING: (data, { name }) => ({ player: name(data.owner) }),
  // The advanced game (K-70 … K-73).
  RULE_NOT_IN_GAME: asIs,
  NO_SUCH_OFFICE: byCity,
  OFFICE_LACKS_GOODS: byCity,
  ALREADY_KNOWN: byCity,
  ALREADY_MOVED: nothing,
  DEMAND_TOO_LARGE: asIs,
  FROZEN_BY_TAX: byPlayer,
  FROZEN_BY_CONFLICT: byPlayer,
  SIDE_ACTIONS_IN_A_ROW: asIs,
};

const isCounted = (code: ErrorCode): code is CountedError => code in COUNTED_BY;

export function errorText(error: EngineError, name: NameOf, locale = 'en'): string {
  const params = errorParams(error, { name, locale });
  const code = error.code;
  // The entry's type holds every name the code's sentence demands (FORMATS).
  if (!isCounted(code)) return tStored(`error.${code}`, params, locale);
  // {count} is the number unless the data has a count of its own (as plural() fills it).
  return pluralStored(`error.${code}`, Number(params[COUNTED_BY[code]]), params, locale);
}

/** The error's data as words, by its code's entry (the code and its data typed together). */
function errorParams<C extends ErrorCode>(error: EngineError<C>, words: Words): Params {
  const format: Format<C> = FORMATS[error.code];
  return format(error.data, words);
}
