// Log lines for the advanced rules' public events (K-70 … K-73). Only public events come
// here: a bid's markers, a payment and a face-down value are never in them.
import { isAdvancedEvent, type AdvancedEvent } from '../engine/view';
import { cogStepLine } from './cog-step-line';
import { cityName, goodName, goodsText, type NameOf } from './names';
import { plural, t } from './translate';

export { isAdvancedEvent };

export function formatAdvancedEvent(event: AdvancedEvent, name: NameOf, locale = 'en'): string {
  const city = (id: number) => cityName(id, locale);
  switch (event.type) {
    case 'startRoutesShown':
      return t('event.startRoutesShown', {}, locale);
    case 'startSwapped':
      return t(
        event.swapped ? 'event.startSwapped.swapped' : 'event.startSwapped.kept',
        {
          player: name(event.player),
          city: city(event.city),
        },
        locale,
      );
    case 'taxesLevied': {
      const goods = goodsText(event.confiscated, locale);
      const none = Object.values(event.confiscated).every((n) => n === 0);
      return none
        ? t('event.taxesLevied.none', { city: city(event.city) }, locale)
        : t('event.taxesLevied', { city: city(event.city), goods }, locale);
    }
    case 'taxPaid':
      return t('event.taxPaid', { player: name(event.player), good: goodName(event.good, locale) }, locale);
    case 'routesLooked':
      return t('event.routesLooked', { player: name(event.player), city: city(event.city) }, locale);
    case 'conflictWindow':
      return t('event.conflictWindow', { player: name(event.player), city: city(event.city) }, locale);
    case 'challenged':
      return t(
        'event.challenged',
        {
          player: name(event.player),
          opponent: name(event.opponent),
          city: city(event.city),
        },
        locale,
      );
    case 'conflictDeclined':
    case 'conflictBidChosen':
      return t(`event.${event.type}`, { player: name(event.player) }, locale);
    case 'conflictResolved': {
      const { challenger, defender, winner } = event;
      if (winner === null)
        return t(
          'event.conflictResolved.tie',
          { challenger: name(challenger), defender: name(defender) },
          locale,
        );
      const loser = winner === challenger ? defender : challenger;
      return t('event.conflictResolved', { winner: name(winner), loser: name(loser) }, locale);
    }
    case 'goodsDemanded':
      return plural(
        'event.goodsDemanded',
        event.count,
        { player: name(event.player), loser: name(event.loser) },
        locale,
      );
    case 'cogPushed':
      return cogStepLine(event, name, locale);
    case 'pushDeclined':
      return t('event.pushDeclined', { player: name(event.player), loser: name(event.loser) }, locale);
  }
}
