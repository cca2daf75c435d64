// Issue 38: the one line under the public board that says what just happened: the last move a
// player made (the route sailed, the city traded with, the office built, the raid, the bid …),
// as the log says it. Read from the public log alone, so it cannot tell a secret. Events the
// rules make on their own (a round starting, goods produced, a turn beginning) and those that
// only frame a move (a turn ended, an offer made: its own notice says so) are not a move, so a
// turn's end does not push its voyage out of the line.
import type { GameState, PublicEvent } from '../engine/index';
import { formatLog, t } from '../i18n/index';
import { namesOf } from './text';

const NOT_MOVES: ReadonlySet<string> = new Set([
  'roundStarted',
  'marketReturned',
  'marketDrawn',
  'produced',
  'orderSet',
  'guildMasterSupplied',
  'turnStarted',
  'turnEnded',
  'extraMarkerDrawn',
  'officeFounded',
  'startSettled',
  'tradeOffered',
  'tradeDeclined',
  'tradeWithdrawn',
  'tradeCancelled',
  'autoCollectSet',
  'gameEnded',
  // The advanced rules' own steps (K-70 … K-73).
  'startRoutesShown',
  'taxesLevied',
  'conflictWindow',
] satisfies (PublicEvent['type'] | 'startRoutesShown' | 'taxesLevied' | 'conflictWindow')[]);

/** The log line of the last move in `log`; null when the log holds none (the game's start). */
export function lastMoveText(log: readonly PublicEvent[], state: GameState, locale: string): string | null {
  let at = log.length - 1;
  while (at >= 0 && NOT_MOVES.has(log[at].type)) at--;
  if (at < 0) return null;
  // The log's last line up to that event: a voyage of several steps is one line there.
  const lines = formatLog(log.slice(0, at + 1), namesOf(state), locale);
  return lines.at(-1) ?? null;
}

/** "Last move: …" for a post, or none. */
export function lastMoveLines(state: GameState, locale: string): string[] {
  const line = lastMoveText(state.log, state, locale);
  return line === null ? [] : [t('post.lastMove', { line }, locale)];
}
