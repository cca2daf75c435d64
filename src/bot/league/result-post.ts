// Issue 37: the post in a league game's thread once its result is recorded: each player's
// rating change (shown rating before → after, ±), or why the game changed no rating (a
// computer player held a seat; no one played a move, so it counts for nobody).
import { effectiveResults, someonePlayed, type RecordedResult } from '../../league/index';
import { joinNames, plural, t } from '../../i18n/index';
import type { LeagueRecord } from '../../store/index';
import { mentionOnly } from '../context';
import { nameText } from '../name-text';
import { ratingChangesByGame, signedChange } from './rating-change';
import { seasonResults, seasonTable } from './season-table';

export function resultPost(record: LeagueRecord, result: RecordedResult, locale: string) {
  const params = { name: nameText(record.league.name), season: result.season };
  const lines = [resultLine(record, result, params, locale), ...assistedLine(result, locale)];
  return { content: lines.join('\n'), allowedMentions: mentionOnly() };
}

/** Issue 37: the seats a computer played for their members and the league left unrated. */
function assistedLine(result: RecordedResult, locale: string): string[] {
  const players = result.seats.flatMap((s) =>
    s.holder.kind === 'member' && s.assisted && s.rated === false ? [`<@${s.holder.userId}>`] : [],
  );
  if (players.length === 0) return [];
  return [plural('league.result.assisted', players.length, { players: joinNames(players, locale) }, locale)];
}

function resultLine(
  record: LeagueRecord,
  result: RecordedResult,
  params: { name: string; season: number },
  locale: string,
): string {
  const counted = effectiveResults(seasonResults(record, result.season), record.audit).find(
    (r) => r.gameId === result.gameId,
  );
  if (!counted && !someonePlayed(result)) return t('league.result.unplayed', params, locale);
  const changes = ratingChangesByGame(seasonTable(record, result.season).changes).get(result.gameId);
  if (!changes) return t('league.result.unrated', params, locale);
  const lines = [...changes].map(([userId, change]) =>
    t('league.result.change', { player: `<@${userId}>`, ...change, change: signedChange(change) }, locale),
  );
  return t('league.result.rated', { ...params, changes: joinNames(lines, locale) }, locale);
}
