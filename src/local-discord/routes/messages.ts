import { PermissionFlagsBits, RESTJSONErrorCodes, type APIMessage } from 'discord-api-types/v10';
import { sendPermission } from '../state/permissions';
import { checkThreadOpenForEditing, checkThreadOpenForSending } from '../state/thread-time';
import { discordError, invalidFormBody } from '../errors';
import type { RouteRequest } from '../http/router';
import { MessageLimits } from '../limits';
import type { MessageRecord } from '../state/records';
import { validateMessage, type MessageBody } from '../validate/message';
import type { RouteContext } from './context';
import { json, noContent } from './context';
import { botHas, requireBot, requireMessagePermissions } from './permit';

export function messageRoutes(ctx: RouteContext): void {
  const { router } = ctx;
  const options = { major: 'channel' };
  router.add('GET', '/channels/:channel/messages', (req) => json(list(ctx, req)), options);
  router.add('POST', '/channels/:channel/messages', (req) => json(send(ctx, req).data), options);
  router.add(
    'GET',
    '/channels/:channel/messages/:message',
    (req) => {
      const message = find(ctx, req);
      requireBot(ctx, ctx.store.channel(req.params.channel), PermissionFlagsBits.ReadMessageHistory);
      return json(message.data);
    },
    options,
  );
  router.add('PATCH', '/channels/:channel/messages/:message', (req) => json(edit(ctx, req).data), options);
  router.add(
    'DELETE',
    '/channels/:channel/messages/:message',
    (req) => {
      const message = find(ctx, req);
      // Deleting someone else's message takes Manage Messages (Delete Message).
      if (message.data.author.id !== ctx.store.botId) {
        requireBot(ctx, ctx.store.channel(req.params.channel), PermissionFlagsBits.ManageMessages);
      }
      ctx.messaging.delete(message);
      return noContent();
    },
    options,
  );
  router.add(
    'POST',
    '/channels/:channel/typing',
    (req) => {
      const channel = ctx.store.channel(req.params.channel);
      requireBot(ctx, channel, sendPermission(channel));
      return noContent();
    },
    options,
  );
}

/** A message the bot can reach through channel routes: never someone's ephemeral. */
function find(ctx: RouteContext, req: RouteRequest): MessageRecord {
  requireBot(ctx, ctx.store.channel(req.params.channel), PermissionFlagsBits.ViewChannel);
  const message = ctx.store.message(req.params.channel, req.params.message);
  if (message.ephemeralFor) throw discordError(RESTJSONErrorCodes.UnknownMessage);
  return message;
}

function send(ctx: RouteContext, req: RouteRequest): MessageRecord {
  const channel = ctx.store.channel(req.params.channel);
  const body = (req.body.json ?? {}) as MessageBody;
  validateMessage(body, req.body.files);
  requireMessagePermissions(ctx, channel, body, req.body.files, false);
  if (channel.kind === 'dm' && ctx.store.user(channel.recipientId).dmsClosed) {
    throw discordError(RESTJSONErrorCodes.CannotSendMessagesToThisUser);
  }
  checkThreadOpenForSending(ctx.store, ctx.store.botId, channel);
  checkReference(ctx, channel.id, body);
  const repeated = enforcedNonce(ctx, channel.id, body);
  if (repeated) return repeated;
  // Only Discord sets "ephemeral"; a channel message with it is sent as a normal one.
  const flags = (body.flags ?? 0) & ~64;
  return ctx.messaging.create({
    channelId: channel.id,
    author: ctx.store.user(ctx.store.botId),
    body: { ...body, flags },
    files: req.body.files,
  });
}

function edit(ctx: RouteContext, req: RouteRequest): MessageRecord {
  const message = find(ctx, req);
  if (message.data.author.id !== ctx.store.botId) {
    throw discordError(RESTJSONErrorCodes.CannotEditMessageAuthoredByAnotherUser);
  }
  const body = (req.body.json ?? {}) as MessageBody;
  validateMessage(body, req.body.files, message.data);
  requireMessagePermissions(ctx, ctx.store.channel(message.data.channel_id), body, req.body.files, true);
  checkThreadOpenForEditing(ctx.store, ctx.store.botId, message.data.channel_id);
  return ctx.messaging.edit(message, body, req.body.files);
}

function list(ctx: RouteContext, req: RouteRequest): APIMessage[] {
  const channel = ctx.store.channel(req.params.channel);
  requireBot(ctx, channel, PermissionFlagsBits.ViewChannel);
  const limit = Number(req.query.get('limit') ?? 50);
  if (!(limit >= MessageLimits.MinimumMessagesToFetch && limit <= MessageLimits.MaximumMessagesToFetch)) {
    throw invalidFormBody([
      { path: ['limit'], code: 'NUMBER_TYPE_MAX', message: 'int value should be less than or equal to 100.' },
    ]);
  }
  // Without Read Message History, "no messages will be returned" (Get Channel Messages).
  if (!botHas(ctx, channel, PermissionFlagsBits.ReadMessageHistory)) return [];
  // Newest first, as Discord returns them; ids are time-ordered snowflakes.
  let messages = ctx.store
    .channelMessages(req.params.channel)
    .filter((m) => !m.ephemeralFor)
    .map((m) => m.data)
    .sort((a, b) => compareIds(b.id, a.id));
  const before = req.query.get('before');
  const after = req.query.get('after');
  if (before) messages = messages.filter((m) => compareIds(m.id, before) < 0);
  if (after) messages = messages.filter((m) => compareIds(m.id, after) > 0).slice(-limit);
  return messages.slice(0, limit);
}

export function compareIds(a: string, b: string): number {
  const diff = BigInt(a) - BigInt(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/**
 * Message Reference Structure: replying to a message that does not exist (here) fails
 * unless `fail_if_not_exists` is false, which sends a plain message instead.
 */
function checkReference(ctx: RouteContext, channelId: string, body: MessageBody): void {
  const reference = body.message_reference;
  if (!reference?.message_id) return;
  const target = ctx.store.messages.get(reference.message_id);
  const found = target && !target.ephemeralFor && target.data.channel_id === channelId;
  if (found) return;
  if (reference.fail_if_not_exists === false) {
    body.message_reference = undefined;
    return;
  }
  throw invalidFormBody([
    { path: ['message_reference'], code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' },
  ]);
}

/** How long `enforce_nonce` remembers a nonce ("in the past few minutes"; ours: 5). */
const NONCE_MEMORY_MS = 5 * 60_000;

/**
 * Create Message › enforce_nonce: "If another message was created by the same author with
 * the same nonce, that message will be returned and no new message will be created."
 */
function enforcedNonce(ctx: RouteContext, channelId: string, body: MessageBody): MessageRecord | undefined {
  if (body.enforce_nonce !== true || body.nonce === undefined || body.nonce === null) return undefined;
  const since = ctx.store.clock.now() - NONCE_MEMORY_MS;
  return ctx.store
    .channelMessages(channelId)
    .find(
      (m) =>
        m.data.author.id === ctx.store.botId &&
        m.data.nonce === body.nonce &&
        Date.parse(m.data.timestamp) >= since,
    );
}
