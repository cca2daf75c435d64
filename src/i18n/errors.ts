// Why an action was refused, as one sentence for the player who tried: the engine's stable
// error code and its typed data (ErrorData), with player, city and good names filled in.
import type { EngineError, ErrorCode } from '../engine/view';
import type { MessageKey } from './en';
import { chitName, cityName, goodName, goodsText, markerLabel, type NameOf } from './names';
import type { CountedError } from './en-errors';
import { joinNames, plural, t, type Params } from './translate';

/**
 * The refusals whose sentence agrees with a number of their data ("1 identical piece"): the
 * field that number is in. Their catalogue keys are plural families (`.one`, `.other`).
 */
export const COUNTED_BY: Readonly<Record<CountedError, string>> = {
  PLAYER_COUNT: 'max',
  NOT_IDENTICAL: 'needed',
  ILLEGAL_TRADE: 'ratio',
};

const isCounted = (code: ErrorCode): code is CountedError => code in COUNTED_BY;

export function errorText(error: EngineError, name: NameOf, locale = 'en'): string {
  const params = errorParams(error, name, locale);
  const code = error.code;
  if (!isCounted(code)) return t(`error.${code}`, params, locale);
  // plural() fills {count} with the number unless the data has a count of its own.
  return plural(`error.${code}`, Number(params[COUNTED_BY[code]]), params, locale);
}

/** Each field of the error's data as words: players and cities by name, goods and markers as text. */
function errorParams(error: EngineError, name: NameOf, locale: string): Params {
  const params: Record<string, string | number> = {};
  const data = error.data as Readonly<Record<string, unknown>>;
  for (const [key, value] of Object.entries(data)) {
    if ((key === 'player' || key === 'owner') && typeof value === 'number') params.player = name(value);
    else if (key === 'owners' && Array.isArray(value)) params.players = joinNames(value.map(name), locale);
    else if (key === 'city' && typeof value === 'number') params.city = cityName(value, locale);
    else if (key === 'chit' && typeof value === 'string') params.chit = chitName(value as never, locale);
    else if (key === 'good' && typeof value === 'string') params.good = goodName(value as never, locale);
    else if (key === 'goods' && typeof value === 'object' && value !== null)
      params.goods = goodsText(value as never, locale);
    else if (key === 'markers' && Array.isArray(value)) params.markers = markerLabel(value as number[]);
    else if (key === 'rules' && Array.isArray(value))
      params.rules = joinNames(
        value.map((rule) => t(`rule.${String(rule)}` as MessageKey, {}, locale)),
        locale,
      );
    else if (Array.isArray(value)) params[key] = value.join('/');
    else if (typeof value === 'number' || typeof value === 'string') params[key] = value;
  }
  return params;
}
