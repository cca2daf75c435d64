// /kogge abandon: the host, or a member allowed to manage the server, ends the game here
// for good. The permission is read from the interaction (the member cache may be empty).
import { PermissionFlagsBits, type ChatInputCommandInteraction, type PermissionsBitField } from 'discord.js';
import { t } from '../../src/i18n/index';
import { hostName, type GameRecord } from '../../src/store/index';
import { mentionOnly, type BotContext } from '../../src/bot/context';
import { gameHere } from '../../src/bot/game-here';
import { displayName } from '../../src/bot/handlers/lobby';
import { tell } from '../../src/bot/handlers/reply';
import { edit, send } from '../../src/bot/publish';
import { loadRecord, saveRecord } from '../../src/bot/records';
import { nameText } from '../../src/bot/name-text';

/** Who may abandon a game: its host, or whoever may manage the server. */
export function mayAbandon(
  record: Pick<GameRecord, 'hostId'>,
  userId: string,
  permissions: Readonly<PermissionsBitField> | null,
): boolean {
  return userId === record.hostId || (permissions?.has(PermissionFlagsBits.ManageGuild) ?? false);
}

export async function abandonCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  await ctx.queue.run(gameId, async () => {
    const loaded = await loadRecord(ctx, gameId);
    if (!loaded.ok) return tell(interaction, loaded.key);
    const record = loaded.record;
    if (!mayAbandon(record, interaction.user.id, interaction.memberPermissions)) {
      const host = nameText(hostName(record));
      return tell(interaction, 'slash.abandon.denied', { host });
    }
    const saved = await saveRecord(ctx, { ...record, status: 'abandoned' });
    await tell(interaction, 'slash.abandon.done');
    await closeMessages(ctx, saved, nameText(displayName(interaction)));
  });
}

/** The buttons go from the lobby and the post (nothing left to press), and the thread hears why. */
async function closeMessages(ctx: BotContext, record: GameRecord, who: string): Promise<void> {
  const ids = [record.messages.lobby, record.messages.post?.messageId].filter((id): id is string => !!id);
  for (const id of ids)
    await edit(ctx, record.channelId, id, { components: [] }).catch((error: unknown) =>
      ctx.logger.info({ game: record.id, err: String(error) }, 'could not clear buttons'),
    );
  const content = t('slash.abandon.public', { who }, record.locale);
  await send(ctx, record.channelId, { content, allowedMentions: mentionOnly() });
}
