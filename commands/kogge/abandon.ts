// /kogge abandon: the host, or someone who may manage the server, ends a game without a
// result; the thread stays as its record and the game leaves the running list.
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { t } from '../../src/i18n/index';
import { mentionOnly, type BotContext } from '../../src/bot/context';
import { gameHere } from '../../src/bot/game-here';
import { tell } from '../../src/bot/handlers/reply';
import { loadRecord, saveRecord } from '../../src/bot/records';

export async function abandonCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  await ctx.queue.run(gameId, async () => {
    const loaded = await loadRecord(ctx, gameId);
    if (!loaded.ok) return tell(interaction, loaded.key);
    const { record } = loaded;
    const manager = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
    if (interaction.user.id !== record.hostId && !manager) return tell(interaction, 'reply.abandonDenied');
    await saveRecord(ctx, { ...record, status: 'abandoned' });
    await interaction.reply({
      content: t('reply.abandoned', {}, record.locale),
      allowedMentions: mentionOnly(),
    });
  });
}
