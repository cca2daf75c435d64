// The answer to /kogge new that opened a lobby in a thread of its own: where it is (said again
// by the next process when the first was killed before answering, pending-answers.ts).
import { plural } from '../i18n/index';
import type { GameRecord } from '../store/index';

/**
 * Where the new game's lobby is. Issue 38: "join it" only while a seat is free; a table the
 * computer players filled is said to be full.
 */
export function openedLine(
  record: Pick<GameRecord, 'seats' | 'settings'>,
  host: string,
  thread: string,
  locale: string,
): string {
  const params = { host, thread: `<#${thread}>` };
  const full = record.seats.length >= record.settings.players;
  return plural(full ? 'new.opened.full' : 'new.opened', record.settings.players, params, locale);
}
