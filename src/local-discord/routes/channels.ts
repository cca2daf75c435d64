import {
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  PermissionFlagsBits as P,
  RESTJSONErrorCodes,
} from 'discord-api-types/v10';
import { discordError, invalidFormBody, type FieldError } from '../errors';
import type { RouteRequest } from '../http/router';
import { channelPermissions } from '../state/permissions';
import { checkedArchiveDuration, setArchived, touchThread } from '../state/thread-time';
import type { ChannelRecord, Overwrite, TextChannelRecord, ThreadRecord } from '../state/records';
import { apiChannel } from '../state/serialize';
import { checkBetween } from '../validate/field-errors';
import { refuseUnmodelled } from '../validate/unmodelled';
import type { RouteContext } from './context';
import { json, noContent } from './context';
import { requireBot, requireBotInGuild } from './permit';

const CHANNEL_NAME_MAX = 100;

// Guild channels and threads as channels: create, read, rename/archive, delete.
export function channelRoutes(ctx: RouteContext): void {
  const { router, store } = ctx;
  const options = { major: 'channel' };
  router.add('POST', '/guilds/:guild/channels', (req) => create(ctx, req), { major: 'guild' });
  router.add(
    'GET',
    '/channels/:channel',
    (req) => {
      const channel = store.channel(req.params.channel);
      requireBot(ctx, channel, P.ViewChannel);
      return json(apiChannel(store, channel));
    },
    options,
  );
  router.add('PUT', '/channels/:channel/permissions/:overwrite', (req) => putOverwrite(ctx, req), options);
  router.add(
    'DELETE',
    '/channels/:channel/permissions/:overwrite',
    (req) => deleteOverwrite(ctx, req),
    options,
  );
  router.add('PATCH', '/channels/:channel', (req) => json(modify(ctx, req)), options);
  router.add('DELETE', '/channels/:channel', (req) => json(remove(ctx, req)), options);
}

function create(ctx: RouteContext, req: RouteRequest) {
  const guildId = ctx.store.guildInfo(req.params.guild).id;
  requireBotInGuild(ctx, P.ManageChannels, guildId);
  refuseUnmodelled(req.body.json, ['name', 'type', 'topic'], 'channels');
  const type = Number(req.body.json?.type ?? ChannelType.GuildText);
  if (type !== ChannelType.GuildText) {
    throw invalidFormBody([
      { path: ['type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of (0).' },
    ]);
  }
  const name = checkedName(req.body.json?.name);
  const position = [...ctx.store.channels.values()].filter((c) => c.kind === 'text').length;
  const channel: ChannelRecord = {
    kind: 'text',
    id: ctx.store.ids.next(),
    type: ChannelType.GuildText,
    name,
    position,
    overwrites: [],
    topic: req.body.json?.topic === undefined ? null : checkedTopic(req.body.json.topic),
    ...(guildId === ctx.store.guild.id ? {} : { guildId }),
  };
  ctx.store.channels.set(channel.id, channel);
  announce(ctx, GatewayDispatchEvents.ChannelCreate, channel);
  return json(apiChannel(ctx.store, channel), 201);
}

function modify(ctx: RouteContext, req: RouteRequest) {
  const channel = ctx.store.channel(req.params.channel);
  if (channel.kind === 'dm') throw discordError(RESTJSONErrorCodes.CannotExecuteActionOnDMChannel);
  const body = req.body.json ?? {};
  const fields =
    channel.kind === 'thread'
      ? ['name', 'archived', 'locked', 'auto_archive_duration']
      : ['name', 'topic', 'permission_overwrites'];
  refuseUnmodelled(body, fields, channel.kind === 'thread' ? 'threads' : 'channels');
  if (channel.kind === 'thread') modifyThreadAllowed(ctx, channel, body);
  else requireBot(ctx, channel, P.ManageChannels);
  if (body.name !== undefined) channel.name = checkedName(body.name);
  if (channel.kind === 'text' && body.permission_overwrites !== undefined) {
    requireBot(ctx, channel, P.ManageRoles);
    const list = Array.isArray(body.permission_overwrites) ? (body.permission_overwrites as unknown[]) : [];
    channel.overwrites = list.map((o, i) => checkedOverwrite(ctx, channel, o, ['permission_overwrites', i]));
  }
  if (channel.kind === 'text' && body.topic !== undefined) channel.topic = checkedTopic(body.topic);
  if (channel.kind === 'thread') {
    if (body.auto_archive_duration !== undefined) {
      channel.autoArchiveDuration = checkedArchiveDuration(body.auto_archive_duration);
      channel.archivedAt = ctx.store.nowIso();
      touchThread(ctx.store, channel);
    }
    if (typeof body.archived === 'boolean') setArchived(ctx.store, channel, body.archived);
    if (typeof body.locked === 'boolean') channel.locked = body.locked;
  }
  const event =
    channel.kind === 'thread' ? GatewayDispatchEvents.ThreadUpdate : GatewayDispatchEvents.ChannelUpdate;
  announce(ctx, event, channel);
  return apiChannel(ctx.store, channel);
}

function remove(ctx: RouteContext, req: RouteRequest) {
  const channel = ctx.store.channel(req.params.channel);
  if (channel.kind === 'dm') throw discordError(RESTJSONErrorCodes.CannotExecuteActionOnDMChannel);
  requireBot(ctx, channel, channel.kind === 'thread' ? P.ManageThreads : P.ManageChannels);
  const shown = apiChannel(ctx.store, channel);
  ctx.store.channels.delete(channel.id);
  for (const [id, message] of ctx.store.messages) {
    if (message.data.channel_id === channel.id) ctx.store.messages.delete(id);
  }
  if (channel.kind === 'thread') {
    ctx.gateway.dispatch(
      GatewayDispatchEvents.ThreadDelete,
      {
        id: channel.id,
        guild_id: ctx.store.guildOf(channel),
        parent_id: channel.parentId,
        type: channel.type,
      },
      { intent: GatewayIntentBits.Guilds },
    );
  } else {
    ctx.gateway.dispatch(GatewayDispatchEvents.ChannelDelete, shown, { intent: GatewayIntentBits.Guilds });
  }
  return shown;
}

function announce(ctx: RouteContext, event: GatewayDispatchEvents, channel: ChannelRecord): void {
  ctx.gateway.dispatch(event, apiChannel(ctx.store, channel), { intent: GatewayIntentBits.Guilds });
}

function checkedName(name: unknown): string {
  const errors: FieldError[] = [];
  checkBetween(errors, name, ['name'], 1, CHANNEL_NAME_MAX);
  if (errors.length > 0) throw invalidFormBody(errors);
  return String(name);
}

/**
 * Modify Channel (thread): name, archived, auto_archive_duration need Manage Threads or
 * being the thread's creator; locked needs Manage Threads (docs Topics › Threads).
 */
function modifyThreadAllowed(ctx: RouteContext, thread: ThreadRecord, body: Record<string, unknown>): void {
  requireBot(ctx, thread, P.ViewChannel);
  if (body.locked !== undefined && body.locked !== thread.locked) requireBot(ctx, thread, P.ManageThreads);
  const creatorFields = ['name', 'archived', 'auto_archive_duration'].some((f) => body[f] !== undefined);
  if (creatorFields && thread.ownerId !== ctx.store.botId) requireBot(ctx, thread, P.ManageThreads);
  // A locked thread stays archived except for members with Manage Threads.
  if (body.archived === false && thread.archived && thread.locked) requireBot(ctx, thread, P.ManageThreads);
}

const TOPIC_MAX = 1024;

function checkedTopic(topic: unknown): string | null {
  if (topic === null || topic === '') return null;
  const errors: FieldError[] = [];
  if (typeof topic !== 'string' || topic.length > TOPIC_MAX) {
    errors.push({
      path: ['topic'],
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${TOPIC_MAX} or fewer in length.`,
    });
  }
  if (errors.length > 0) throw invalidFormBody(errors);
  return topic as string;
}

/**
 * Edit Channel Permissions: Manage Roles in the channel, and "only permissions your bot has
 * in the guild or parent channel are allowed to be set" (unless it is an administrator).
 */
function putOverwrite(ctx: RouteContext, req: RouteRequest) {
  const channel = overwritable(ctx, req);
  const overwrite = checkedOverwrite(
    ctx,
    channel,
    { ...(req.body.json ?? {}), id: req.params.overwrite },
    [],
  );
  channel.overwrites = [...channel.overwrites.filter((o) => o.id !== overwrite.id), overwrite];
  announce(ctx, GatewayDispatchEvents.ChannelUpdate, channel);
  return noContent();
}

function deleteOverwrite(ctx: RouteContext, req: RouteRequest) {
  const channel = overwritable(ctx, req);
  channel.overwrites = channel.overwrites.filter((o) => o.id !== req.params.overwrite);
  announce(ctx, GatewayDispatchEvents.ChannelUpdate, channel);
  return noContent();
}

function overwritable(ctx: RouteContext, req: RouteRequest): TextChannelRecord {
  const channel = ctx.store.channel(req.params.channel);
  if (channel.kind === 'dm') throw discordError(RESTJSONErrorCodes.CannotExecuteActionOnDMChannel);
  // Threads take their parent's overwrites and have none of their own.
  if (channel.kind !== 'text') throw discordError(RESTJSONErrorCodes.UnknownChannel);
  requireBot(ctx, channel, P.ManageRoles);
  return channel;
}

function checkedOverwrite(
  ctx: RouteContext,
  channel: TextChannelRecord,
  raw: unknown,
  path: (string | number)[],
): Overwrite {
  const body = (raw ?? {}) as Record<string, unknown>;
  const type = Number(body.type);
  if (type !== 0 && type !== 1) {
    throw invalidFormBody([
      { path: [...path, 'type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of (0, 1).' },
    ]);
  }
  const id = String(body.id ?? '');
  if (type === 0 && !ctx.store.roles.has(id)) throw discordError(RESTJSONErrorCodes.UnknownRole);
  if (type === 1 && !ctx.store.users.has(id)) throw discordError(RESTJSONErrorCodes.UnknownMember);
  const allow = bits(body.allow, [...path, 'allow']);
  const deny = bits(body.deny, [...path, 'deny']);
  const mine = channelPermissions(ctx.store, ctx.store.botId, channel);
  if (((allow | deny) & ~mine) !== 0n) throw discordError(RESTJSONErrorCodes.MissingPermissions);
  return { id, type, allow: allow.toString(), deny: deny.toString() };
}

function bits(value: unknown, path: (string | number)[]): bigint {
  if (value === undefined || value === null) return 0n;
  try {
    return BigInt(value as string);
  } catch {
    throw invalidFormBody([
      { path, code: 'NUMBER_TYPE_COERCE', message: `Value "${String(value)}" is not int.` },
    ]);
  }
}
