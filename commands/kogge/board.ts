// /kogge board [layout]: the board of the game here, for anyone (spectators too), ephemeral;
// `layout:phone` gives the phone companion image.
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, gameHere, showBoard, tell } from '../../src/bot/index';

export function buildBoard(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .setName('board')
    .setDescription(t('slash.board'))
    .addStringOption((o) =>
      o
        .setName('layout')
        .setDescription(t('slash.board.layout'))
        .addChoices(
          { name: t('slash.board.layout.board'), value: 'board' },
          { name: t('slash.board.layout.phone'), value: 'phone' },
        ),
    );
}

export async function boardCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  const layout = interaction.options.getString('layout') === 'phone' ? 'phone' : 'board';
  await showBoard(ctx, interaction, gameId, layout);
}
