// The sentence of a cog moved a step by another player: the raider's forced move (K-45) and
// the conflict loser's push (K-72.11) say the same facts, each in its own words.
import type { CogStepEvent } from '../engine/view';
import { cityName, type NameOf } from './names';
import { t } from './translate';

export function cogStepLine(event: CogStepEvent, name: NameOf, locale: string): string {
  return t(
    event.blocked ? `event.${event.type}.blocked` : `event.${event.type}`,
    {
      by: name(event.by),
      player: name(event.player),
      from: cityName(event.from, locale),
      to: cityName(event.leadsTo, locale),
    },
    locale,
  );
}
