// /league seasons: the hall of fame. Every season of the league, oldest first, with its dates
// and its champion; the running one with how many games it has counted and who leads.
import type { ChatInputCommandInteraction } from 'discord.js';
import { effectiveResults, podium } from '../../src/league/index';
import { joinNames, t } from '../../src/i18n/index';
import {
  type BotContext,
  fitCount,
  mentionOnly,
  moreText,
  nameText,
  seasonResults,
  seasonTable,
  serverLanguage,
} from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { whichLeague } from './which-league';

export async function showSeasons(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const content = seasonsText(found, await serverLanguage(ctx, interaction));
  await interaction.reply({ content, allowedMentions: mentionOnly() });
}

/**
 * The seasons, oldest first, within one message (issue 42): the newest kept, and how many
 * older ones are left out said under the title.
 */
export function seasonsText(record: LeagueRecord, locale: string, limit?: number): string {
  const title = t('league.seasons.title', { name: nameText(record.league.name) }, locale);
  const lines = record.seasons.map((season) => seasonLine(record, season, locale));
  return fitCount(
    lines.length,
    (shown) =>
      [title, moreText(lines.length - shown, locale), ...lines.slice(lines.length - shown)]
        .filter((line) => line !== null)
        .join('\n'),
    limit,
  );
}

type Season = LeagueRecord['seasons'][number];

/** A Discord date that each reader sees in their own format and time zone. */
const date = (iso: string) => `<t:${Math.floor(Date.parse(iso) / 1000)}:d>`;

function seasonLine(record: LeagueRecord, season: Season, locale: string): string {
  const table = seasonTable(record, season.number);
  const games = effectiveResults(seasonResults(record, season.number), record.audit).length;
  const first = (season.finalStandings ?? table.rows).filter((row) => row.place === 1 && row.games > 0);
  const leaders = joinNames(
    first.map((row) => `<@${row.userId}>`),
    locale,
  );
  const params = { season: season.number, from: date(season.startedAt), leaders, champions: leaders };
  if (season.closedAt === null)
    return games === 0
      ? t('league.seasons.runningNone', params, locale)
      : t('league.seasons.running', { ...params, games }, locale);
  const to = date(season.closedAt);
  const top = podium(season).filter((row) => row.place === 1);
  return top.length === 0
    ? t('league.seasons.closedNone', { ...params, to }, locale)
    : t(
        'league.seasons.closed',
        { ...params, to, points: Math.round(top[0].points * 10) / 10, games },
        locale,
      );
}
