// Issue 37: the public post when a season closes: the champion (or champions sharing first
// place) and the final top 3, then which season starts. The champions are pinged: a new
// message may ping, and only those named. Its Join button lets a newcomer join the next season.
import { t } from '../../src/i18n/index';
import { mentionOnly, nameText, podiumLines } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { joinRow } from './join-button';

export function championPost(record: LeagueRecord, season: number, carried: boolean, locale: string) {
  const name = nameText(record.league.name);
  const { lines, champions } = podiumLines(record, season, locale);
  const next = t(
    carried ? 'league.season.next.carried' : 'league.season.next.reset',
    { next: season + 1 },
    locale,
  );
  return {
    content: [t('league.season.over', { name, season }, locale), ...lines, next].join('\n'),
    components: [joinRow(record.league.id, locale)],
    allowedMentions: mentionOnly(champions),
  };
}
