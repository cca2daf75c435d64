// /kogge hand: the same as the "My hand" button, for the game of this thread or channel.
import type { ChatInputCommandInteraction } from 'discord.js';
import { type BotContext, gameHere, showHand, tell } from '../../src/bot/index';

export async function handCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  await showHand(ctx, interaction, gameId);
}
