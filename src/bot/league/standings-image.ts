// Issue 23: the standings image's content, from a stored league: the running season's table
// with members' names (fetched: the Guilds intent starts with no member cache), the first
// rows only, so an image of a big league stays a phone's scroll long and quick to draw.
import type { Guild } from 'discord.js';
import type { StandingsImage } from '../../render/index';
import type { LeagueRecord } from '../../store/index';
import { memberNames } from '../member-names';
import { currentSeason, seasonTable } from './season-table';
import { standingsFooter, standingsTitle } from './standings-title';

/** Rows on the image: the table's top; the embed lists more, and /league export all. */
export const IMAGE_ROWS = 25;

export async function standingsImage(
  record: LeagueRecord,
  guild: Guild | null,
  locale: string,
  season = currentSeason(record).number,
): Promise<StandingsImage> {
  const rows = seasonTable(record, season).rows.slice(0, IMAGE_ROWS);
  const names = await memberNames(
    guild,
    rows.map((r) => r.userId),
  );
  return {
    title: standingsTitle(record, season, locale, true),
    rows: rows.map((r) => ({
      place: r.place,
      name: names.get(r.userId) ?? r.userId,
      points: r.points,
      rating: r.rating,
      games: r.games,
      wins: r.wins,
    })),
    footer: standingsFooter(record, season, locale),
  };
}
