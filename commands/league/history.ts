// /league history: the season's finished games, newest first, with links to their threads and
// what each did to each player's rating (issue 37); /league export: every recorded game and
// seat as a CSV attachment (src/league's exportCsv). Both take `season:`.
import { AttachmentBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { effectiveResults, exportCsv, playOrder, someonePlayed } from '../../src/league/index';
import { t } from '../../src/i18n/index';
import {
  deferNoted,
  type BotContext,
  memberNames,
  mentionOnly,
  nameText,
  ratingChangesByGame,
  seasonResults,
  seasonTable,
  serverLanguage,
  signedChange,
} from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { whichLeague } from './which-league';
import { SEASON_OPTION, whichSeason } from './season-option';

/** The newest games listed: a message holds at most 2,000 characters. */
const HISTORY_GAMES = 12;

export async function showHistory(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const season = await whichSeason(ctx, interaction, found);
  if (season === null) return;
  const locale = await serverLanguage(ctx, interaction);
  const lines = historyLines(found, season, locale);
  const name = nameText(found.league.name);
  const title = t('league.history.titleSeason', { name, season }, locale);
  const content =
    lines.length > 0
      ? [title, ...lines].join('\n')
      : t('league.history.emptySeason', { name, season }, locale);
  await interaction.reply({ content, allowedMentions: mentionOnly() });
}

function historyLines(record: LeagueRecord, season: number, locale: string): string[] {
  const results = seasonResults(record, season);
  const counted = new Map(effectiveResults(results, record.audit).map((r) => [r.gameId, r]));
  const changes = ratingChangesByGame(seasonTable(record, season).changes);
  const firsts = new Map<string, (typeof results)[number]>();
  for (const r of [...results].sort(playOrder)) if (!firsts.has(r.gameId)) firsts.set(r.gameId, r);
  return [...firsts.values()]
    .reverse()
    .slice(0, HISTORY_GAMES)
    .map((recorded) => {
      const result = counted.get(recorded.gameId);
      const shown = result ?? recorded;
      const rated = changes.get(shown.gameId);
      const seats = [...shown.seats]
        .sort((a, b) => a.place - b.place)
        .map((s) => {
          const player = s.holder.kind === 'member' ? `<@${s.holder.userId}>` : s.holder.level;
          const change = s.holder.kind === 'member' ? rated?.get(s.holder.userId) : undefined;
          const params = { place: s.place, player, vp: s.vp };
          return change
            ? t('league.history.seatRated', { ...params, change: signedChange(change) }, locale)
            : t('league.history.seat', params, locale);
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
  // Without `season:` the file holds every season's games, each with its season's number.
  const results = season === null ? found.results : seasonResults(found, season);
  const members = new Set(
    results.flatMap((r) => r.seats.flatMap((s) => (s.holder.kind === 'member' ? [s.holder.userId] : []))),
  );
  const names = await memberNames(interaction.guild, [...members]);
  const csv = exportCsv(results, found.audit, names);
  const fileName = season === null ? `${found.league.id}.csv` : `${found.league.id}-season-${season}.csv`;
  const file = new AttachmentBuilder(Buffer.from(csv, 'utf8'), { name: fileName });
  const name = nameText(found.league.name);
  await interaction.editReply({
    content:
      season === null
        ? t('league.export.done', { name }, interaction.locale)
        : t('league.export.season', { name, season }, interaction.locale),
    files: [file],
    allowedMentions: mentionOnly(),
  });
}
