// Sends and edits in a game's channel, reopening a thread Discord archived on its own.
import type { Message, MessageCreateOptions, MessageEditOptions, SendableChannels } from 'discord.js';
import type { BotContext } from './context';
import { isArchivedThread } from './discord-errors';

export async function gameChannel(ctx: BotContext, channelId: string): Promise<SendableChannels> {
  const channel = await ctx.client.channels.fetch(channelId);
  if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} cannot take messages`);
  return channel;
}

/** Sends, reopening an auto-archived thread first if Discord says it is archived. */
export async function send(
  ctx: BotContext,
  channelId: string,
  payload: MessageCreateOptions,
): Promise<Message> {
  const channel = await gameChannel(ctx, channelId);
  try {
    return await channel.send(payload);
  } catch (error) {
    if (!isArchivedThread(error) || !channel.isThread()) throw error;
    await channel.setArchived(false);
    return channel.send(payload);
  }
}

export async function edit(
  ctx: BotContext,
  channelId: string,
  messageId: string,
  payload: MessageEditOptions,
): Promise<void> {
  const channel = await gameChannel(ctx, channelId);
  try {
    await channel.messages.edit(messageId, payload);
  } catch (error) {
    if (!isArchivedThread(error) || !channel.isThread()) throw error;
    await channel.setArchived(false);
    await channel.messages.edit(messageId, payload);
  }
}
