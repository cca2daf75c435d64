// /league standings: the running season's table as an embed, for everyone in the channel.
// /league board #channel: a standings message the bot keeps editing after every result.
import type { ChatInputCommandInteraction } from 'discord.js';
import { type BotContext, isMissingPermissions, standingsMessage, tell } from '../../src/bot/index';
import { isLeagueAdmin } from './admin';
import { whichLeague } from './which-league';

export async function showStandings(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  await interaction.reply(standingsMessage(found, interaction.guildLocale ?? 'en'));
}

export async function setBoard(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
  const channel = interaction.options.getChannel('channel', true);
  await interaction.deferReply({ flags: 'Ephemeral' });
  const { guildId, id, name } = found.league;
  const done = await ctx.leagues.store.change(guildId, id, async (record) => {
    if (!record) return { save: null, answer: false };
    return { save: { ...record, board: { channelId: channel.id, messageId: null } }, answer: true };
  });
  if (!done.ok) return tell(interaction, 'league.damaged');
  if (!done.answer) return tell(interaction, 'league.unknown', { name });
  try {
    // Posted through the league's queue, as every later edit is.
    await ctx.leagues.refreshBoard(guildId, id);
  } catch (error) {
    if (!isMissingPermissions(error)) throw error;
    await ctx.leagues.store.change(guildId, id, async (record) => ({
      save: record ? { ...record, board: null } : null,
      answer: undefined,
    }));
    return tell(interaction, 'league.board.cannotPost', { channel: `<#${channel.id}>` });
  }
  await tell(interaction, 'league.board.set', { name, channel: `<#${channel.id}>` });
}
