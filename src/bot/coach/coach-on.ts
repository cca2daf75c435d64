// Whether a game offers the coach (issue 26): off in league games, where every move must be
// the player's own, and where the host turned it off; on otherwise.
import type { MessageKey } from '../../i18n/index';
import type { GameRecord } from '../../store/index';

/** Null when hints are on; else the sentence that refuses one. */
export function coachRefusal(record: Pick<GameRecord, 'settings' | 'league'>): MessageKey | null {
  if (record.league) return 'coach.off.league';
  if (record.settings.coach === false) return 'coach.off.host';
  return null;
}

export function coachOn(record: Pick<GameRecord, 'settings' | 'league'>): boolean {
  return coachRefusal(record) === null;
}
