// Issue 37: a closed season's champion and top 3, as the public posts say them. The close
// announces them (commands/league/champion-post.ts); a result late for that season (its game
// started before the close) or an admin's change to one of its games revises its final table
// (season-revision.ts), and where that changes the champion or the top 3, the channel that heard
// the close hears the revised ones: the announcement is never left standing wrong.
import { podium } from '../../league/index';
import { joinNames, plural, t, userText, type MessageKey } from '../../i18n/index';
import type { LeagueRecord } from '../../store/index';
import { send } from '../channel-posts';
import type { BotContext } from '../context';
import { mentionOnly } from '../context';
import { seasonOf } from './season-table';

/** Points as the table shows them: split places give thirds, one decimal. */
const shown = (points: number) => Math.round(points * 10) / 10;

/** The season's champions (sharing first place), then one line per place of its top 3. */
export function podiumLines(
  record: LeagueRecord,
  season: number,
  locale: string,
): { lines: string[]; champions: string[] } {
  const archived = seasonOf(record, season);
  const top = archived ? podium(archived) : [];
  const champions = top.filter((row) => row.place === 1).map((row) => row.userId);
  if (champions.length === 0) return { lines: [t('league.season.noChampion', {}, locale)], champions };
  const mentions = joinNames(
    champions.map((userId) => `<@${userId}>`),
    locale,
  );
  const points = shown(top[0].points);
  const lines = [plural('league.season.champion', champions.length, { champions: mentions, points }, locale)];
  for (const row of top)
    lines.push(
      t(
        'league.season.podium',
        {
          place: row.place,
          player: `<@${row.userId}>`,
          points: shown(row.points),
          wins: row.wins,
          rating: row.rating,
        },
        locale,
      ),
    );
  return { lines, champions };
}

/** What the top 3 of a closed season is, to compare: places, members and points. */
function podiumKey(record: LeagueRecord, season: number): string {
  const archived = seasonOf(record, season);
  if (!archived?.closedAt) return '';
  return JSON.stringify(podium(archived).map((r) => [r.place, r.userId, shown(r.points), r.wins, r.rating]));
}

/** The closed seasons whose top 3 differs between `before` and `after`. */
export function revisedPodiums(before: LeagueRecord, after: LeagueRecord): number[] {
  return after.seasons
    .filter((s) => s.closedAt !== null && podiumKey(before, s.number) !== podiumKey(after, s.number))
    .map((s) => s.number);
}

/** Why the season's table changed: a late game's end (its thread), or an audit entry. */
export type RevisionCause = { thread: string } | { seq: number };

/** The revision post: what changed it, the champions and the top 3 as they now stand. */
export function revisionPost(
  before: LeagueRecord,
  after: LeagueRecord,
  season: number,
  cause: RevisionCause,
  locale: string,
) {
  const name = userText(after.league.name);
  const [key, params]: [MessageKey, Record<string, unknown>] =
    'thread' in cause
      ? ['league.season.revised.late', { name, season, thread: `<#${cause.thread}>` }]
      : ['league.season.revised.audit', { name, season, seq: cause.seq }];
  const { lines, champions } = podiumLines(after, season, locale);
  const earlier = new Set(podiumLines(before, season, locale).champions);
  return {
    content: [t(key, params as never, locale), ...lines].join('\n'),
    // A new champion hears it; those who were champions already are not pinged again.
    allowedMentions: mentionOnly(champions.filter((userId) => !earlier.has(userId))),
  };
}

/**
 * Posts the revision of every closed season whose top 3 the change moved, where its close was
 * announced (a season closed before the channel was kept says nothing); a failure is logged.
 */
export async function announceRevisions(
  ctx: BotContext,
  before: LeagueRecord,
  after: LeagueRecord,
  cause: RevisionCause,
  /** The server's language, looked up only where a revision is posted (most results move no podium). */
  language: () => Promise<string>,
): Promise<void> {
  for (const season of revisedPodiums(before, after)) {
    const channelId = seasonOf(after, season)?.announcedIn;
    if (!channelId) continue;
    try {
      const locale = await language();
      await send(ctx, channelId, revisionPost(before, after, season, cause, locale));
    } catch (error) {
      ctx.logger.warn({ league: after.league.id, season, err: String(error) }, 'season revision not posted');
    }
  }
}
