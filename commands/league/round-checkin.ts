// Issue 37: `/league round checkin:true` opens a round's check-in: a public post with a Check
// in button; the admin's `/league round start:true` then seats only those who checked in.
// Check-ins are stored with the league (round-store.ts), so they survive a restart.
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import {
  type BotContext,
  commandButtonId,
  currentSeason,
  mentionOnly,
  nameText,
  serverLanguage,
  tell,
} from '../../src/bot/index';
import type { Round } from '../../src/league/index';
import type { LeagueRecord } from '../../src/store/index';
import { checkIn, saveRound } from './round-store';

export async function openCheckin(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  found: LeagueRecord,
  last: Round | null,
): Promise<void> {
  const name = nameText(found.league.name);
  const round: Round = {
    number: (last?.number ?? 0) + 1,
    season: currentSeason(found).number,
    openedAt: new Date().toISOString(),
    seatedAt: null,
    checkedIn: [],
    games: [],
    sitOuts: [],
  };
  const saved = await saveRound(ctx, found, last, round);
  if (saved === 'damaged') return tell(interaction, 'league.damaged');
  if (saved !== 'saved') return tell(interaction, 'league.round.stale', { name });
  const locale = await serverLanguage(ctx, interaction);
  const button = new ButtonBuilder()
    .setCustomId(commandButtonId('league', round.number, ['checkin', found.league.id]))
    .setStyle(ButtonStyle.Primary)
    .setLabel(t('league.round.checkin.button', {}, locale));
  await interaction.reply({
    content: t('league.round.checkin.opened', { name, round: round.number }, locale),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)],
    allowedMentions: mentionOnly(),
  });
}

/** The Check in button: `checkin|<league id>`, for the round its version numbers. */
export async function checkinClick(
  ctx: BotContext,
  interaction: ButtonInteraction,
  round: number,
  [leagueId]: readonly string[],
): Promise<void> {
  const guildId = interaction.guildId;
  if (!guildId || !leagueId) return tell(interaction, 'reply.notUnderstood');
  const done = await checkIn(ctx, guildId, leagueId, round, interaction.user.id);
  if (!done) return tell(interaction, 'league.damaged');
  const loaded = await ctx.leagues.store.load(guildId, leagueId);
  const name = nameText(loaded.ok && loaded.record ? loaded.record.league.name : leagueId);
  const params = { name, round, count: done.count };
  if (done.answer === 'gone') return tell(interaction, 'league.unknown', { name });
  if (done.answer === 'closed') return tell(interaction, 'league.round.checkin.closed', params);
  if (done.answer === 'notMember') return tell(interaction, 'league.round.checkin.notMember', params);
  if (done.answer === 'already') return tell(interaction, 'league.round.checkin.already', params);
  await tell(interaction, 'league.round.checkin.done', params);
}
