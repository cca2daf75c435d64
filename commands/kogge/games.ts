// /kogge games: the games running in this server, with a link to each one's thread.
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../src/i18n/index';
import { mentionOnly, type BotContext } from '../../src/bot/context';
import { tell } from '../../src/bot/handlers/reply';

export async function gamesCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  if (!interaction.guildId) return tell(interaction, 'new.guildOnly');
  const locale = interaction.locale;
  const lines: string[] = [];
  for (const game of await ctx.store.listRunning(interaction.guildId)) {
    const loaded = await ctx.store.load(game.id);
    if (!loaded.ok) continue;
    const { record } = loaded;
    const status = t(record.status === 'lobby' ? 'status.lobby' : 'status.playing', {}, locale);
    const players = record.seats.map((s) => s.name).join(', ');
    lines.push(t('reply.game', { channel: `<#${record.channelId}>`, status, players }, locale));
  }
  if (lines.length === 0) return tell(interaction, 'reply.noGames');
  const content = [t('reply.games', {}, locale), ...lines].join('\n').slice(0, 2000);
  await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: mentionOnly() });
}
