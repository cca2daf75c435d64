// Computer players' seats as the table shows them: their names (numbered in the order they
// sat down, with their level) and their levels' names.
import { t } from '../i18n/index';
import type { Seat, SeatLevel } from '../store/index';

export const DEFAULT_LEVEL: SeatLevel = 'normal';

export function levelName(level: SeatLevel, locale: string): string {
  return t(`seat.level.${level}`, {}, locale);
}

/**
 * A new computer player's seat beside `seats`. Computer players never leave a lobby, so
 * numbering them by how many sit already keeps their names apart.
 */
export function computerSeat(seats: readonly Seat[], level: SeatLevel, locale: string): Seat {
  const number = seats.filter((s) => s.kind === 'computer').length + 1;
  const name = t('seat.computer.name', { number, level: levelName(level, locale) }, locale);
  return { kind: 'computer', level, name: name.slice(0, 100) };
}
