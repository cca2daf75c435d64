// /kogge game replay (issue 21): in a finished game's thread, the same step viewer as the final
// post's "⏯ Replay" button, ephemeral, at the game's last step. A running game is not replayed:
// its hidden pieces are still secret, and the replay shows them all.
import { type ChatInputCommandInteraction, type SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../../src/i18n/index';
import {
  deferNoted,
  type BotContext,
  gameOfThread,
  recordChecks,
  showStep,
  tell,
  withinClickCap,
} from '../../src/bot/index';

export function buildReplay(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.setName('replay').setDescription(t('slash.replay'));
}

export async function replayCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const game = await gameOfThread(ctx, interaction);
  if (game.kind === 'running') return tell(interaction, 'replay.notEnded');
  if (game.kind === 'none') return tell(interaction, 'replay.noGame');
  // A whole replay and a picture: an expensive click, one at a time per person (issue 42).
  if (!(await withinClickCap(ctx, interaction))) return;
  // Replaying the game and drawing its board may take longer than Discord's 3 seconds.
  await deferNoted(ctx, interaction, 'ephemeral');
  const shown = await recordChecks().oneAtATime(interaction.user.id, () =>
    showStep(ctx, interaction, game.record, Number.MAX_SAFE_INTEGER).then(() => true),
  );
  if (shown === null) await tell(interaction, 'verify.busy');
}
