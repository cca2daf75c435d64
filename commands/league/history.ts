// /league history: the season's finished games, newest first, with links to their threads;
// /league export: every recorded game and seat as a CSV attachment (src/league's exportCsv).
import { AttachmentBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { effectiveResults, exportCsv, playOrder } from '../../src/league/index';
import { t } from '../../src/i18n/index';
import {
  type BotContext,
  memberNames,
  mentionOnly,
  seasonResults,
  serverLanguage,
} from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { whichLeague } from './which-league';

/** The newest games listed: a message holds at most 2,000 characters. */
const HISTORY_GAMES = 12;

export async function showHistory(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const locale = await serverLanguage(ctx, interaction);
  const lines = historyLines(found, locale);
  const title = t('league.history.title', { name: found.league.name }, locale);
  const content =
    lines.length > 0
      ? [title, ...lines].join('\n')
      : t('league.history.empty', { name: found.league.name }, locale);
  await interaction.reply({ content, allowedMentions: mentionOnly() });
}

function historyLines(record: LeagueRecord, locale: string): string[] {
  const results = seasonResults(record);
  const counted = new Map(effectiveResults(results, record.audit).map((r) => [r.gameId, r]));
  const firsts = new Map<string, (typeof results)[number]>();
  for (const r of [...results].sort(playOrder)) if (!firsts.has(r.gameId)) firsts.set(r.gameId, r);
  return [...firsts.values()]
    .reverse()
    .slice(0, HISTORY_GAMES)
    .map((recorded) => {
      const result = counted.get(recorded.gameId);
      const shown = result ?? recorded;
      const seats = [...shown.seats]
        .sort((a, b) => a.place - b.place)
        .map(
          (s) =>
            `${s.place}. ${s.holder.kind === 'member' ? `<@${s.holder.userId}>` : s.holder.level} ${s.vp} VP`,
        )
        .join(', ');
      const key = result ? 'league.history.game' : 'league.history.void';
      return t(key, { game: shown.gameId, thread: `<#${shown.channelId}>`, seats }, locale);
    });
}

export async function exportLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  await interaction.deferReply({ flags: 'Ephemeral' });
  const members = new Set(
    found.results.flatMap((r) =>
      r.seats.flatMap((s) => (s.holder.kind === 'member' ? [s.holder.userId] : [])),
    ),
  );
  const names = await memberNames(interaction.guild, [...members]);
  const csv = exportCsv(found.results, found.audit, names);
  const file = new AttachmentBuilder(Buffer.from(csv, 'utf8'), { name: `${found.league.id}.csv` });
  await interaction.editReply({
    content: t('league.export.done', { name: found.league.name }, interaction.locale),
    files: [file],
    allowedMentions: mentionOnly(),
  });
}
