// A board image for the one who asked, ephemeral: the "📱 Phone board" button on the turn
// post and /kogge board. Anyone may look (spectators too): the image is the public board.
// Left out, with a sentence, while the bot is overloaded (issue 27).
import type { RepliableInteraction } from 'discord.js';
import type { BoardLayout } from '../../render/index';
import { boardAttachment } from '../board-image';
import { mentionOnly, type BotContext } from '../context';
import { gameStarted, storedGame } from '../preconditions';
import { headerLine, waitingText } from '../text';
import { withinClickCap } from './click-cap';
import { refuse, tell } from './reply';
import { deferNoted } from '../noted-defer';

export async function showBoard(
  ctx: BotContext,
  interaction: RepliableInteraction,
  gameId: string,
  layout: BoardLayout,
): Promise<void> {
  if (!(await withinClickCap(ctx, interaction))) return;
  // Drawing takes a moment: acknowledge first.
  await deferNoted(ctx, interaction, 'ephemeral', { kind: 'command', gameId });
  const record = await storedGame(ctx, gameId);
  if (!record.ok) return refuse(interaction, record.refusal);
  const started = gameStarted(record.value);
  if (!started.ok) return refuse(interaction, started.refusal);
  const state = started.value;
  const locale = interaction.locale;
  // Issue 27: a board for one person is optional work; under a backlog the public boards go first.
  if (ctx.overload.shedOptional()) return tell(interaction, 'reply.busyNoBoard');
  const file = await boardAttachment(ctx, record.value, locale, layout, interaction.user.id);
  await interaction.editReply({
    content: [headerLine(state, locale), waitingText(state, locale)].filter(Boolean).join('\n'),
    files: [file],
    allowedMentions: mentionOnly(),
  });
}
