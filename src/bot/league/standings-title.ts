// Issue 37: the title over a season's table (the running season's standings, or a closed
// season's final standings: what `season:` shows) and its footer.
import { plural, t } from '../../i18n/index';
import type { LeagueRecord } from '../../store/index';
import { nameText } from '../name-text';
import { countedGames, seasonOf } from './season-table';

/** `drawn`: for the image, where no markdown is read, so the name goes in as typed. */
export function standingsTitle(record: LeagueRecord, season: number, locale: string, drawn = false): string {
  const closed = seasonOf(record, season)?.closedAt != null;
  const key = closed ? 'league.standings.titleClosed' : 'league.standings.title';
  const name = drawn ? record.league.name : nameText(record.league.name);
  return t(key, { name, season }, locale);
}

/** The footer under a season's table (embed and image): the games its table counts. */
export function standingsFooter(record: LeagueRecord, season: number, locale: string): string {
  return plural('league.standings.footer', countedGames(record, season), {}, locale);
}
