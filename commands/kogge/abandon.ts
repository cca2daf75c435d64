// /kogge game abandon: the host, or a member allowed to manage the server or its threads, ends
// the game here for good. The permission is read from the interaction (the member cache
// may be empty). A game whose record is damaged can be abandoned too (issue 20): it leaves
// the index and its stored value is kept aside, so the channel is free again.
import { PermissionFlagsBits, type ChatInputCommandInteraction, type PermissionsBitField } from 'discord.js';
import { t } from '../../src/i18n/index';
import { hostName, type GameRecord, type RunningIndex } from '../../src/store/index';
import {
  type BotContext,
  displayName,
  edit,
  isHostOrAdmin,
  mentionOnly,
  nameText,
  saveRecord,
  send,
  sendAbandonNotice,
  serverLanguage,
  refuse,
  tell,
} from '../../src/bot/index';

const FINISHED: ReadonlySet<GameRecord['status']> = new Set(['ended', 'abandoned']);

/** Who may abandon a game: its host, or whoever may manage the server. */
export function mayAbandon(
  record: Pick<GameRecord, 'hostId'>,
  userId: string,
  permissions: Readonly<PermissionsBitField> | null,
): boolean {
  return isHostOrAdmin(record, userId, permissions);
}

/** Abandoning also falls to those who moderate threads, where the game is played. */
function mayAbandonHere(hostId: string | undefined, interaction: ChatInputCommandInteraction): boolean {
  const permissions = interaction.memberPermissions;
  if (hostId !== undefined && mayAbandon({ hostId }, interaction.user.id, permissions)) return true;
  return (
    (permissions?.has(PermissionFlagsBits.ManageGuild) ?? false) ||
    (permissions?.has(PermissionFlagsBits.ManageThreads) ?? false)
  );
}

export async function abandonCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const entry = await gameEntryHere(ctx, interaction);
  if (!entry) return tell(interaction, 'reply.noGame');
  await ctx.queue.run(entry.id, async () => {
    const loaded = await ctx.store.load(entry.id);
    // The index was read outside the queue: the game may have ended, or been abandoned by
    // another command, since. An ended game keeps its result; the thread hears it once.
    if (loaded.ok && FINISHED.has(loaded.record.status)) return tell(interaction, 'reply.gameOver');
    if (loaded.ok) return abandonRecord(ctx, interaction, loaded.record);
    if (loaded.reason === 'missing') return tell(interaction, 'reply.gameGone');
    return abandonDamaged(ctx, interaction, entry, loaded.problem);
  });
}

async function gameEntryHere(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<RunningIndex[number] | null> {
  if (!interaction.guildId) return null;
  const running = await ctx.store.listRunning(interaction.guildId);
  return running.find((g) => g.channelId === interaction.channelId) ?? null;
}

async function abandonRecord(ctx: BotContext, interaction: ChatInputCommandInteraction, record: GameRecord) {
  if (!mayAbandonHere(record.hostId, interaction))
    return tell(interaction, 'slash.abandon.denied', { host: nameText(hostName(record)) });
  // Issue 28: `shown` forgotten until the buttons are gone, so the store marks the game
  // and a kill before they go leaves start-up repair (bot/repair.ts) to take them away.
  // The notice too: it names who abandoned it, kept in the record for the same repair.
  const messages = { ...record.messages, shown: undefined };
  const abandonedBy = displayName(interaction).slice(0, 100) || '?';
  const stored = await saveRecord(ctx, { ...record, status: 'abandoned', messages, abandonedBy });
  if (!stored.ok) return refuse(interaction, stored.refusal);
  const saved = stored.value;
  await tell(interaction, 'slash.abandon.done');
  await closeMessages(ctx, saved);
  const shown = saved.state?.version;
  if (shown === undefined) return;
  // Overtaken here, the mark stays and start-up repair takes the buttons away (above).
  const noted = await saveRecord(ctx, { ...saved, messages: { ...saved.messages, shown } });
  if (!noted.ok) await refuse(interaction, noted.refusal);
}

/** The record cannot be read: its host comes from the index, and the value is kept aside. */
async function abandonDamaged(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  entry: RunningIndex[number],
  problem: string,
) {
  if (!mayAbandonHere(entry.hostId, interaction)) return tell(interaction, 'slash.abandon.deniedDamaged');
  await ctx.store.moveAside(entry.id, problem);
  await ctx.store.removeFromIndex(interaction.guildId ?? '', entry.id);
  ctx.logger.warn({ game: entry.id, problem }, 'damaged game abandoned; stored value moved aside');
  await tell(interaction, 'slash.abandon.done');
  const content = t(
    'slash.abandon.public',
    { who: nameText(displayName(interaction)) },
    await serverLanguage(ctx, interaction),
  );
  await send(ctx, entry.channelId, { content, allowedMentions: mentionOnly() });
}

/** The buttons go from the lobby and the post (nothing left to press), and the thread hears why. */
async function closeMessages(ctx: BotContext, record: GameRecord): Promise<void> {
  const ids = [record.messages.lobby, record.messages.post?.messageId].filter((id): id is string => !!id);
  for (const id of ids)
    await edit(ctx, record.channelId, id, { components: [] }).catch((error: unknown) =>
      ctx.logger.info({ game: record.id, err: String(error) }, 'could not clear buttons'),
    );
  await sendAbandonNotice(ctx, record);
}
