// /league join, /league leave, /league roster: the league's players. A member who leaves keeps
// their recorded games; they are only no longer seated in new ones.
import type { ChatInputCommandInteraction } from 'discord.js';
import { type BotContext, mentionOnly, serverLanguage, tell } from '../../src/bot/index';
import { plural } from '../../src/i18n/index';
import { whichLeague } from './which-league';

export async function joinLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  await changeRoster(ctx, interaction, 'join');
}

export async function leaveLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  await changeRoster(ctx, interaction, 'leave');
}

async function changeRoster(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  kind: 'join' | 'leave',
): Promise<void> {
  const found = await whichLeague(ctx, interaction, 'change');
  if (!found) return;
  const { guildId, id, name } = found.league;
  const userId = interaction.user.id;
  const done = await ctx.leagues.store.change(guildId, id, async (record) => {
    if (!record) return { save: null, answer: 'gone' as const };
    const on = record.league.roster.includes(userId);
    if (kind === 'join' && on) return { save: null, answer: 'league.alreadyJoined' as const };
    if (kind === 'leave' && !on) return { save: null, answer: 'league.notJoined' as const };
    const roster =
      kind === 'join' ? [...record.league.roster, userId] : record.league.roster.filter((u) => u !== userId);
    const answer = kind === 'join' ? ('league.joined' as const) : ('league.left' as const);
    return { save: { ...record, league: { ...record.league, roster } }, answer };
  });
  if (!done.ok) return tell(interaction, 'league.damaged');
  if (done.answer === 'gone') return tell(interaction, 'league.unknown', { name });
  await tell(interaction, done.answer, { name });
}

export async function showRoster(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const { roster, name } = found.league;
  if (roster.length === 0) return tell(interaction, 'league.roster.empty', { name });
  const players = roster.map((u) => `<@${u}>`).join(', ');
  // Public, as the roster is; the mentions name members without pinging them.
  await interaction.reply({
    content: plural(
      'league.roster',
      roster.length,
      { name, players },
      await serverLanguage(ctx, interaction),
    ),
    allowedMentions: mentionOnly(),
  });
}
