// Issue 37: the public post when a season closes: the champion (or champions sharing first
// place) and the final top 3, then which season starts. The champions are pinged: a new
// message may ping, and only those named. Its Join button lets a newcomer join the next season.
import { podium } from '../../src/league/index';
import { joinNames, plural, t } from '../../src/i18n/index';
import { mentionOnly, nameText, seasonOf } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { joinRow } from './join-button';

/** Points as the table shows them: split places give thirds, one decimal. */
const shown = (points: number) => Math.round(points * 10) / 10;

export function championPost(record: LeagueRecord, season: number, carried: boolean, locale: string) {
  const archived = seasonOf(record, season);
  const top = archived ? podium(archived) : [];
  const champions = top.filter((row) => row.place === 1);
  const name = nameText(record.league.name);
  const lines = [t('league.season.over', { name, season }, locale)];
  if (champions.length === 0) lines.push(t('league.season.noChampion', {}, locale));
  else {
    const mentions = joinNames(
      champions.map((row) => `<@${row.userId}>`),
      locale,
    );
    const points = shown(champions[0].points);
    lines.push(plural('league.season.champion', champions.length, { champions: mentions, points }, locale));
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
  }
  lines.push(
    t(carried ? 'league.season.next.carried' : 'league.season.next.reset', { next: season + 1 }, locale),
  );
  return {
    content: lines.join('\n'),
    components: [joinRow(record.league.id, locale)],
    allowedMentions: mentionOnly(champions.map((row) => row.userId)),
  };
}
