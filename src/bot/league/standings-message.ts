// The standings as an embed: one line per member, mentions that never ping (an embed's
// mentions do not notify, and every message says it may ping no one).
import type { APIEmbed } from 'discord.js';
import { plural, t } from '../../i18n/index';
import type { LeagueRecord } from '../../store/index';
import { mentionOnly } from '../context';
import { currentSeason, seasonResults, seasonTable } from './season-table';

/** An embed's description holds at most 4,096 characters; a line is under 100. */
const MAX_ROWS = 40;

export function standingsEmbed(record: LeagueRecord, locale: string): APIEmbed {
  const { rows } = seasonTable(record);
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
    title: t(
      'league.standings.title',
      { name: record.league.name, season: currentSeason(record).number },
      locale,
    ),
    description: lines.length > 0 ? lines.join('\n') : t('league.standings.empty', {}, locale),
    footer: { text: plural('league.standings.footer', seasonResults(record).length, {}, locale) },
  };
}

export function standingsMessage(record: LeagueRecord, locale: string) {
  return { embeds: [standingsEmbed(record, locale)], allowedMentions: mentionOnly() };
}
