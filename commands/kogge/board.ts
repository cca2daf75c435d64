// /kogge board: the board of the game here, for anyone (spectators too), ephemeral.
import { AttachmentBuilder, MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { publicView } from '../../src/engine/index';
import { mentionOnly, type BotContext } from '../../src/bot/context';
import { gameHere } from '../../src/bot/game-here';
import { tell } from '../../src/bot/handlers/reply';
import { loadRecord } from '../../src/bot/records';
import { headerLine, waitingText } from '../../src/bot/text';

export async function boardCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  // Drawing takes a moment: acknowledge first.
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const loaded = await loadRecord(ctx, gameId);
  if (!loaded.ok) return tell(interaction, loaded.key);
  const state = loaded.record.state;
  if (!state) return tell(interaction, 'reply.notInLobby');
  const image = await ctx.renders.board(publicView(state), interaction.locale);
  const file = new AttachmentBuilder(image.data, { name: image.fileName, description: image.description });
  const waiting = waitingText(state, interaction.locale);
  await interaction.editReply({
    content: [headerLine(state, interaction.locale), waiting].filter(Boolean).join('\n'),
    files: [file],
    allowedMentions: mentionOnly(),
  });
}
