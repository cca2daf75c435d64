// The standings image's alt text: the title and the first rows, as a screen reader reads them.
import { t } from '../../i18n/index';
import { DESCRIPTION_MAX } from '../describe';
import type { StandingsImage } from './draw-standings';

export function describeStandings(table: StandingsImage, locale = 'en'): string {
  const rows = table.rows
    .map((r) =>
      t(
        'league.image.description.row',
        { place: r.place, player: r.name, points: r.points, rating: r.rating, games: r.games, wins: r.wins },
        locale,
      ),
    )
    .join('; ');
  return `${table.title}. ${rows}`.slice(0, DESCRIPTION_MAX);
}
