import {
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageFlags,
  PermissionFlagsBits as P,
  RESTJSONErrorCodes,
} from 'discord-api-types/v10';
import { discordError, invalidFormBody } from '../errors';
import type { RouteRequest } from '../http/router';
import type { ThreadRecord } from '../state/records';
import { apiChannel } from '../state/serialize';
import { checkedArchiveDuration } from '../state/thread-time';
import { checkBetween } from '../validate/field-errors';
import { refuseUnmodelled } from '../validate/unmodelled';
import type { RouteContext } from './context';
import { json, noContent } from './context';
import { requireBot } from './permit';

const THREAD_NAME_MAX = 100;

export function threadRoutes(ctx: RouteContext): void {
  const { router } = ctx;
  const options = { major: 'channel' };
  router.add('POST', '/channels/:channel/messages/:message/threads', (req) => fromMessage(ctx, req), options);
  router.add('POST', '/channels/:channel/threads', (req) => standalone(ctx, req), options);
  router.add(
    'PUT',
    '/channels/:channel/thread-members/:user',
    (req) => {
      const found = thread(ctx, req);
      // Add Thread Member: the bot must be able to send in the thread.
      requireBot(ctx, found, P.SendMessagesInThreads);
      // "Users cannot ... join archived threads."
      if (found.archived) throw discordError(RESTJSONErrorCodes.InvalidActionOnArchivedThread);
      found.memberIds.add(userId(ctx, req));
      return noContent();
    },
    options,
  );
  router.add(
    'DELETE',
    '/channels/:channel/thread-members/:user',
    (req) => {
      const found = thread(ctx, req);
      const id = userId(ctx, req);
      // Removing someone else takes Manage Threads, or owning the private thread.
      const own =
        id === ctx.store.botId ||
        (found.type === ChannelType.PrivateThread && found.ownerId === ctx.store.botId);
      if (!own) requireBot(ctx, found, P.ManageThreads);
      found.memberIds.delete(id);
      return noContent();
    },
    options,
  );
}

function fromMessage(ctx: RouteContext, req: RouteRequest) {
  const parent = textChannel(ctx, req.params.channel);
  // Start Thread from Message: Create Public Threads.
  requireBot(ctx, ctx.store.channel(parent), P.CreatePublicThreads);
  const message = ctx.store.message(parent, req.params.message);
  if (message.ephemeralFor) throw discordError(RESTJSONErrorCodes.UnknownMessage);
  if (message.data.thread) throw discordError(RESTJSONErrorCodes.ThreadAlreadyCreatedForMessage);
  // A thread started from a message takes that message's id, as on Discord.
  const created = open(ctx, req, parent, message.data.id, ChannelType.PublicThread);
  message.data.thread = apiChannel(ctx.store, created) as never;
  message.data.flags = (message.data.flags ?? 0) | MessageFlags.HasThread;
  return json(apiChannel(ctx.store, created), 201);
}

function standalone(ctx: RouteContext, req: RouteRequest) {
  const parent = textChannel(ctx, req.params.channel);
  // API v10 makes a private thread unless told otherwise.
  const type = Number(req.body.json?.type ?? ChannelType.PrivateThread);
  if (type !== ChannelType.PublicThread && type !== ChannelType.PrivateThread) {
    throw invalidFormBody([
      { path: ['type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of (11, 12).' },
    ]);
  }
  // Start Thread without Message: Create Public Threads or Create Private Threads.
  const needed = type === ChannelType.PrivateThread ? P.CreatePrivateThreads : P.CreatePublicThreads;
  requireBot(ctx, ctx.store.channel(parent), needed);
  const created = open(ctx, req, parent, ctx.store.ids.next(), type);
  return json(apiChannel(ctx.store, created), 201);
}

function open(
  ctx: RouteContext,
  req: RouteRequest,
  parentId: string,
  id: string,
  type: ThreadRecord['type'],
): ThreadRecord {
  refuseUnmodelled(req.body.json, ['name', 'type', 'auto_archive_duration'], 'threads');
  const name = req.body.json?.name;
  const errors: Parameters<typeof checkBetween>[0] = [];
  checkBetween(errors, name, ['name'], 1, THREAD_NAME_MAX);
  if (errors.length > 0) throw invalidFormBody(errors);
  const thread: ThreadRecord = {
    kind: 'thread',
    id,
    type,
    name: String(name),
    parentId,
    ownerId: ctx.store.botId,
    memberIds: new Set([ctx.store.botId]),
    autoArchiveDuration: checkedArchiveDuration(req.body.json?.auto_archive_duration ?? 4320),
    createdAt: ctx.store.nowIso(),
    messageCount: 0,
    archived: false,
    locked: false,
    archivedAt: ctx.store.nowIso(),
    lastActiveAt: ctx.store.clock.now(),
  };
  ctx.store.channels.set(id, thread);
  ctx.gateway.dispatch(
    GatewayDispatchEvents.ThreadCreate,
    { ...apiChannel(ctx.store, thread), newly_created: true },
    { intent: GatewayIntentBits.Guilds },
  );
  return thread;
}

function textChannel(ctx: RouteContext, id: string): string {
  const channel = ctx.store.channel(id);
  if (channel.kind !== 'text') throw discordError(RESTJSONErrorCodes.CannotSendMessagesInNonTextChannel);
  return channel.id;
}

function thread(ctx: RouteContext, req: RouteRequest): ThreadRecord {
  const found = ctx.store.thread(req.params.channel);
  if (!found) throw discordError(RESTJSONErrorCodes.UnknownChannel);
  return found;
}

function userId(ctx: RouteContext, req: RouteRequest): string {
  return req.params.user === '@me' ? ctx.store.botId : ctx.store.user(req.params.user).id;
}
