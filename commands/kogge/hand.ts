// /kogge hand: the same as the "My hand" button, for the game of this thread or channel.
import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../src/bot/context';
import { showHand } from '../../src/bot/handlers/hand';
import { tell } from '../../src/bot/handlers/reply';
import { gameHere } from '../../src/bot/game-here';

export async function handCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  await showHand(ctx, interaction, gameId);
}
