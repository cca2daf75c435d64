// The standings as an embed: one line per member, mentions that never ping (an embed's
// mentions do not notify, and every message says it may ping no one).
import type { APIEmbed } from 'discord.js';
import { t } from '../../i18n/index';
import type { LeagueRecord } from '../../store/index';
import { mentionOnly } from '../context';
import { currentSeason, seasonTable } from './season-table';
import { standingsFooter, standingsTitle } from './standings-title';

/** An embed's description holds at most 4,096 characters; a line is under 100. */
const MAX_ROWS = 40;

/** The table of season `season` (the running one by default: the board always shows that). */
export function standingsEmbed(
  record: LeagueRecord,
  locale: string,
  season = currentSeason(record).number,
): APIEmbed {
  const { rows } = seasonTable(record, season);
  const lines = rows.slice(0, MAX_ROWS).map((row) =>
    t(
      'league.standings.row',
      {
        place: row.place,
        player: `<@${row.userId}>`,
        // Split places give thirds: one decimal, as on the image ("3,3" in German).
        points: Math.round(row.points * 10) / 10,
        rating: row.rating,
        games: row.games,
        wins: row.wins,
      },
      locale,
    ),
  );
  return {
    title: standingsTitle(record, season, locale),
    description: lines.length > 0 ? lines.join('\n') : t('league.standings.empty', {}, locale),
    footer: { text: standingsFooter(record, season, locale) },
  };
}

export function standingsMessage(record: LeagueRecord, locale: string, season?: number) {
  return { embeds: [standingsEmbed(record, locale, season)], allowedMentions: mentionOnly() };
}
