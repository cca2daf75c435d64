import { PermissionFlagsBits as P, RESTJSONErrorCodes } from 'discord-api-types/v10';
import { discordError } from '../errors';
import type { UploadedFile } from '../http/body';
import { basePermissions, Permit, sendPermission } from '../state/permissions';
import type { ChannelRecord } from '../state/records';
import type { MessageBody } from '../validate/message';
import type { RouteContext } from './context';

// The bot's permissions where it acts (docs Topics › Permissions, and each route's
// "requires the X permission"). DMs have no permissions to check.

export function requireBot(ctx: RouteContext, channel: ChannelRecord, bits: bigint): void {
  if (channel.kind === 'dm') return;
  new Permit(ctx.store, ctx.store.botId, channel).require(bits);
}

export function botHas(ctx: RouteContext, channel: ChannelRecord, bits: bigint): boolean {
  if (channel.kind === 'dm') return true;
  return new Permit(ctx.store, ctx.store.botId, channel).has(bits);
}

/** Guild-level permissions (creating channels, which have no overwrites yet). */
export function requireBotInGuild(ctx: RouteContext, bits: bigint, guildId?: string): void {
  if ((basePermissions(ctx.store, ctx.store.botId, guildId) & bits) !== bits) {
    throw discordError(RESTJSONErrorCodes.MissingPermissions);
  }
}

/**
 * Create Message › Limitations: Send Messages (Send Messages in Threads in a thread), and
 * Attach Files, Embed Links, Send TTS Messages, Send Polls for what the body carries; a
 * reply needs Read Message History. Edits check only what they add.
 */
export function requireMessagePermissions(
  ctx: RouteContext,
  channel: ChannelRecord,
  body: MessageBody,
  files: UploadedFile[],
  edit: boolean,
): void {
  if (channel.kind === 'dm') return;
  const permit = new Permit(ctx.store, ctx.store.botId, channel);
  permit.require(edit ? P.ViewChannel : sendPermission(channel));
  // Implicit Permissions: without the right to send these are denied too.
  const extra = (bits: bigint) => (edit ? permit.require(bits) : permit.requireWithSend(bits));
  if (files.length > 0) extra(P.AttachFiles);
  if (body.embeds?.length) extra(P.EmbedLinks);
  if (body.tts === true) extra(P.SendTTSMessages);
  if ((body as { poll?: unknown }).poll) extra(P.SendPolls);
  if (!edit && body.message_reference?.message_id && !permit.has(P.ReadMessageHistory)) {
    throw discordError(RESTJSONErrorCodes.CannotReplyWithoutPermissionToReadMessageHistory);
  }
}
