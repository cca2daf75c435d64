// /league history: the season's finished games, newest first, with links to their threads and
// what each did to each player's rating (issue 37); /league export: every recorded game and
// seat as a CSV attachment, and the audit log as a second (export-files.ts). Both take
// `season:`.
import type { ChatInputCommandInteraction } from 'discord.js';
import { effectiveResults, playOrder, someonePlayed } from '../../src/league/index';
import { t } from '../../src/i18n/index';
import {
  deferNoted,
  type BotContext,
  fitLines,
  mentionOnly,
  nameText,
  ratingChangesByGame,
  seasonResults,
  seasonTable,
  serverLanguage,
  signedChange,
} from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { exportFiles } from './export-files';
import { whichLeague } from './which-league';
import { SEASON_OPTION, whichSeason } from './season-option';

export async function showHistory(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const season = await whichSeason(ctx, interaction, found);
  if (season === null) return;
  const content = historyText(found, season, await serverLanguage(ctx, interaction));
  await interaction.reply({ content, allowedMentions: mentionOnly() });
}

/** The season's finished games, newest first, as many as fit in one message (issue 42). */
export function historyText(record: LeagueRecord, season: number, locale: string, limit?: number): string {
  const lines = historyLines(record, season, locale);
  const name = nameText(record.league.name);
  const title = t('league.history.titleSeason', { name, season }, locale);
  return lines.length > 0
    ? fitLines(title, lines, locale, limit)
    : t('league.history.emptySeason', { name, season }, locale);
}

function historyLines(record: LeagueRecord, season: number, locale: string): string[] {
  const results = seasonResults(record, season);
  const counted = new Map(effectiveResults(results, record.audit).map((r) => [r.gameId, r]));
  const changes = ratingChangesByGame(seasonTable(record, season).changes);
  const firsts = new Map<string, (typeof results)[number]>();
  for (const r of [...results].sort(playOrder)) if (!firsts.has(r.gameId)) firsts.set(r.gameId, r);
  return [...firsts.values()].reverse().map((recorded) => {
    const result = counted.get(recorded.gameId);
    const shown = result ?? recorded;
    const rated = changes.get(shown.gameId);
    const seats = [...shown.seats]
      .sort((a, b) => a.place - b.place)
      .map((s) => {
        const player = s.holder.kind === 'member' ? `<@${s.holder.userId}>` : s.holder.level;
        const change = s.holder.kind === 'member' ? rated?.get(s.holder.userId) : undefined;
        const params = { place: s.place, player, vp: s.vp };
        // Issue 37: a seat a computer played for its member says so, rated or not.
        const [ratedKey, unratedKey] = s.assisted
          ? (['league.history.seatAssistedRated', 'league.history.seatAssisted'] as const)
          : (['league.history.seatRated', 'league.history.seat'] as const);
        return change
          ? t(ratedKey, { ...params, change: signedChange(change) }, locale)
          : t(unratedKey, params, locale);
      })
      .join(', ');
    const key = result
      ? 'league.history.game'
      : someonePlayed(recorded)
        ? 'league.history.void'
        : 'league.history.unplayed';
    return t(key, { game: shown.gameId, thread: `<#${shown.channelId}>`, seats }, locale);
  });
}

export async function exportLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const asked = interaction.options.getInteger(SEASON_OPTION);
  const season = asked === null ? null : await whichSeason(ctx, interaction, found);
  if (asked !== null && season === null) return;
  await deferNoted(ctx, interaction, 'ephemeral');
  const files = await exportFiles(found, season, interaction.guild);
  const name = nameText(found.league.name);
  await interaction.editReply({
    content:
      season === null
        ? t('league.export.done', { name }, interaction.locale)
        : t('league.export.season', { name, season }, interaction.locale),
    files,
    allowedMentions: mentionOnly(),
  });
}
