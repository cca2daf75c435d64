// Why an action was refused, as one sentence for the player who tried: the engine's stable
// error code and data, with player and city names filled in.
import type { EngineError } from '../engine/index';
import { chitName, cityName, type NameOf } from './events';
import { t, type Params } from './translate';

export function errorText(error: EngineError, name: NameOf, locale = 'en'): string {
  return t(`error.${error.code}`, errorParams(error.data, name, locale), locale);
}

/** Numbers that stand for players or cities become names; the rest pass through. */
function errorParams(data: Readonly<Record<string, unknown>>, name: NameOf, locale: string): Params {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'number' && (key === 'player' || key === 'owner')) params.player = name(value);
    else if (typeof value === 'number' && key === 'city') params.city = cityName(value, locale);
    else if (key === 'chit' && typeof value === 'string')
      params.chit = chitName(value as Parameters<typeof chitName>[0], locale);
    else if (typeof value === 'number' || typeof value === 'string') params[key] = value;
  }
  return params;
}
