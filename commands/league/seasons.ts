// /league seasons: the hall of fame. Every season of the league, oldest first, with its dates
// and its champion; the running one with how many games it has counted and who leads.
import type { ChatInputCommandInteraction } from 'discord.js';
import { effectiveResults, podium } from '../../src/league/index';
import { joinNames, t } from '../../src/i18n/index';
import {
  type BotContext,
  mentionOnly,
  nameText,
  seasonResults,
  seasonTable,
  serverLanguage,
} from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { whichLeague } from './which-league';

/** Seasons listed, the newest kept: a message holds at most 2,000 characters. */
const LISTED_SEASONS = 20;

export async function showSeasons(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const locale = await serverLanguage(ctx, interaction);
  const title = t('league.seasons.title', { name: nameText(found.league.name) }, locale);
  const lines = found.seasons.slice(-LISTED_SEASONS).map((season) => seasonLine(found, season, locale));
  await interaction.reply({ content: [title, ...lines].join('\n'), allowedMentions: mentionOnly() });
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
