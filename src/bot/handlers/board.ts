// A board image for the one who asked, ephemeral: the "📱 Phone board" button on the turn
// post and /kogge board. Anyone may look (spectators too): the image is the public board.
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { BoardLayout } from '../../render/index';
import { boardAttachment } from '../board-image';
import { mentionOnly, type BotContext } from '../context';
import { loadRecord } from '../records';
import { headerLine, waitingText } from '../text';
import { withinClickCap } from './click-cap';
import { tell } from './reply';

export async function showBoard(
  ctx: BotContext,
  interaction: RepliableInteraction,
  gameId: string,
  layout: BoardLayout,
): Promise<void> {
  if (!(await withinClickCap(ctx, interaction))) return;
  // Drawing takes a moment: acknowledge first.
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const loaded = await loadRecord(ctx, gameId);
  if (!loaded.ok) return tell(interaction, loaded.key);
  const state = loaded.record.state;
  if (!state) return tell(interaction, 'reply.notInLobby');
  const locale = interaction.locale;
  const file = await boardAttachment(ctx, loaded.record, locale, layout, interaction.user.id);
  await interaction.editReply({
    content: [headerLine(state, locale), waitingText(state, locale)].filter(Boolean).join('\n'),
    files: [file],
    allowedMentions: mentionOnly(),
  });
}
