// Whether a game offers the coach (issue 26): off in league games, where every move must be
// the player's own, and where the host turned it off; on otherwise.
import type { GameRecord } from '../../store/index';
import { ok, refused, type Refusal, type Result } from '../result';

type CoachOff = Refusal<'coach.off.league' | 'coach.off.host'>;

/** A precondition: the game offers the coach, else the sentence that refuses a hint. */
export function coachAllowed<R extends Pick<GameRecord, 'settings' | 'league'>>(
  record: R,
): Result<R, CoachOff> {
  if (record.league) return refused('coach.off.league');
  if (record.settings.coach === false) return refused('coach.off.host');
  return ok(record);
}

export function coachOn(record: Pick<GameRecord, 'settings' | 'league'>): boolean {
  return coachAllowed(record).ok;
}
