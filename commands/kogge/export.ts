// /kogge game export: the record of the finished game here as a JSON file (issue 21; the schema is
// src/verify/export-schema.ts). A running game is never exported: its seed, face-down markers
// and secret picks are still hidden, and the action log would tell them. The record is signed
// with the bot's key (issue 42), so a verifier can tell it from one built elsewhere.
import {
  AttachmentBuilder,
  MessageFlags,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import {
  type BotContext,
  gameOfThread,
  onRecordWorker,
  mentionOnly,
  refuse,
  signedExport,
  storedGame,
  tell,
} from '../../src/bot/index';
import { seatOfUser } from '../../src/store/index';
import { exportView } from '../../src/verify/index';

export function buildExport(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.setName('export').setDescription(t('slash.export'));
}

export async function exportCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const game = await gameOfThread(ctx, interaction);
  if (game.kind === 'running') return exportRunning(ctx, interaction, game.id);
  if (game.kind === 'none') return tell(interaction, 'verify.noRecord');
  // Issue 42: the record's step fingerprints are a whole replay, made on the record worker.
  const ran = await onRecordWorker(ctx, interaction, (pool) => signedExport(ctx, game.record, pool));
  if (!ran) return;
  const exported = ran.value;
  if ('tooSlow' in exported)
    return tell(interaction, 'export.tooSlow', { seconds: ran.pool.budgetMs / 1000 });
  if (!exported.done) return tell(interaction, 'reply.gameBroken');
  const name = `kogge-${exported.done.game}.json`;
  await interaction.editReply({
    content: t('export.done', { game: exported.done.game, file: name }, interaction.locale),
    files: [new AttachmentBuilder(Buffer.from(JSON.stringify(exported.done, null, 2)), { name })],
    allowedMentions: mentionOnly(),
  });
}

/** A running game: the asker's own view if they play, else the public view. */
async function exportRunning(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  gameId: string,
): Promise<void> {
  const loaded = await storedGame(ctx, gameId);
  if (!loaded.ok) return refuse(interaction, loaded.refusal);
  const seat = seatOfUser(loaded.value.seats, interaction.user.id);
  const exported = exportView(loaded.value, seat >= 0 ? seat : null);
  if (!exported) return tell(interaction, 'export.notEnded');
  const name = `kogge-${exported.game}-${seat >= 0 ? `seat${seat + 1}` : 'public'}.json`;
  const key = seat >= 0 ? 'export.view.player' : 'export.view.public';
  await interaction.reply({
    content: t(key, { game: exported.game }, interaction.locale),
    files: [new AttachmentBuilder(Buffer.from(JSON.stringify(exported, null, 2)), { name })],
    flags: MessageFlags.Ephemeral,
    allowedMentions: mentionOnly(),
  });
}
