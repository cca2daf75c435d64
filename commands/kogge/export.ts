// /kogge game export: the record of the finished game here as a JSON file (issue 21; the schema is
// src/verify/export-schema.ts). A running game is never exported: its seed, face-down markers
// and secret picks are still hidden, and the action log would tell them.
import {
  AttachmentBuilder,
  MessageFlags,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, gameOfThread, mentionOnly, tell } from '../../src/bot/index';
import { exportGame } from '../../src/verify/index';

export function buildExport(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.setName('export').setDescription(t('slash.export'));
}

export async function exportCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const game = await gameOfThread(ctx, interaction);
  if (game.kind === 'running') return tell(interaction, 'export.notEnded');
  if (game.kind === 'none') return tell(interaction, 'verify.noRecord');
  const exported = exportGame(game.record);
  if (!exported) return tell(interaction, 'reply.gameBroken');
  const name = `kogge-${exported.game}.json`;
  await interaction.reply({
    content: t('export.done', { game: exported.game, file: name }, interaction.locale),
    files: [new AttachmentBuilder(Buffer.from(JSON.stringify(exported, null, 2)), { name })],
    flags: MessageFlags.Ephemeral,
    allowedMentions: mentionOnly(),
  });
}
