// Computer players' seats as the table shows them: their names (numbered in the order they
// sat down, with their level) and their levels' names.
import { t } from '../i18n/index';
import type { Seat, SeatLevel } from '../store/index';

export const DEFAULT_LEVEL: SeatLevel = 'normal';

export function levelName(level: SeatLevel, locale: string): string {
  return t(`seat.level.${level}`, {}, locale);
}

/** Short names of distinct first letters, so even a name cut to "H…" tells seats apart (issue 24). */
const NAME_KEYS = [
  'seat.computer.name.1',
  'seat.computer.name.2',
  'seat.computer.name.3',
  'seat.computer.name.4',
] as const;

/**
 * A new computer player's seat beside `seats`: the first short name no seat has yet (a person
 * may have taken one), else a numbered one. The level is said once, in the lobby's seat list.
 */
export function computerSeat(seats: readonly Seat[], level: SeatLevel, locale: string): Seat {
  const taken = new Set(seats.map((s) => s.name.toLowerCase()));
  const free = NAME_KEYS.map((key) => t(key, {}, locale)).find((n) => !taken.has(n.toLowerCase()));
  const number = seats.filter((s) => s.kind === 'computer').length + 1;
  const name = free ?? t('seat.computer.name', { number }, locale);
  return { kind: 'computer', level, name: name.slice(0, 100) };
}

/** A seat as the lobby lists it: a computer player with its level, a person by name. */
export function seatLabel(seat: Seat, locale: string): string {
  if (seat.kind !== 'computer') return seat.name;
  return t('lobby.seat.computer', { name: seat.name, level: levelName(seat.level, locale) }, locale);
}
