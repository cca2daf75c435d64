import {
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  RESTJSONErrorCodes,
} from 'discord-api-types/v10';
import { discordError, invalidFormBody, type FieldError } from '../errors';
import type { RouteRequest } from '../http/router';
import type { ChannelRecord } from '../state/records';
import { apiChannel } from '../state/serialize';
import { checkBetween } from '../validate/field-errors';
import type { RouteContext } from './context';
import { json } from './context';

const CHANNEL_NAME_MAX = 100;

// Guild channels and threads as channels: create, read, rename/archive, delete.
export function channelRoutes(ctx: RouteContext): void {
  const { router, store } = ctx;
  const options = { major: 'channel' };
  router.add('POST', '/guilds/:guild/channels', (req) => create(ctx, req), { major: 'guild' });
  router.add(
    'GET',
    '/channels/:channel',
    (req) => json(apiChannel(store, store.channel(req.params.channel))),
    options,
  );
  router.add('PATCH', '/channels/:channel', (req) => json(modify(ctx, req)), options);
  router.add('DELETE', '/channels/:channel', (req) => json(remove(ctx, req)), options);
}

function create(ctx: RouteContext, req: RouteRequest) {
  if (req.params.guild !== ctx.store.guild.id) throw discordError(RESTJSONErrorCodes.UnknownGuild);
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
  };
  ctx.store.channels.set(channel.id, channel);
  announce(ctx, GatewayDispatchEvents.ChannelCreate, channel);
  return json(apiChannel(ctx.store, channel), 201);
}

function modify(ctx: RouteContext, req: RouteRequest) {
  const channel = ctx.store.channel(req.params.channel);
  if (channel.kind === 'dm') throw discordError(RESTJSONErrorCodes.CannotExecuteActionOnDMChannel);
  const body = req.body.json ?? {};
  if (body.name !== undefined) channel.name = checkedName(body.name);
  if (channel.kind === 'thread') {
    if (typeof body.archived === 'boolean' && body.archived !== channel.archived) {
      channel.archived = body.archived;
      channel.archivedAt = ctx.store.nowIso();
    }
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
  const shown = apiChannel(ctx.store, channel);
  ctx.store.channels.delete(channel.id);
  for (const [id, message] of ctx.store.messages) {
    if (message.data.channel_id === channel.id) ctx.store.messages.delete(id);
  }
  if (channel.kind === 'thread') {
    ctx.gateway.dispatch(
      GatewayDispatchEvents.ThreadDelete,
      { id: channel.id, guild_id: ctx.store.guild.id, parent_id: channel.parentId, type: channel.type },
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
