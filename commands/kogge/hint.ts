// /kogge hint (issue 26): the same as the panel's Hint button, for the game of this thread or
// channel: the coach's move for the one who typed it, ephemeral.
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, gameHere, showHint, tell } from '../../src/bot/index';

export function buildHint(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.setName('hint').setDescription(t('cmd.hint'));
}

export async function hintCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  await showHint(ctx, interaction, gameId);
}
