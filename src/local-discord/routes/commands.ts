import {
  ApplicationCommandType,
  RESTJSONErrorCodes,
  type APIApplicationCommand,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { discordError } from '../errors';
import { MaximumCommands, validateCommand, validateCommandList } from '../validate/commands';
import type { RouteRequest } from '../http/router';
import type { RouteContext } from './context';
import { json, noContent } from './context';

type Body = RESTPostAPIApplicationCommandsJSONBody;

export function commandRoutes(ctx: RouteContext): void {
  for (const prefix of ['/applications/:app/commands', '/applications/:app/guilds/:guild/commands']) {
    ctx.router.add('GET', prefix, (req) => json([...scope(ctx, req).values()]));
    ctx.router.add('PUT', prefix, (req) => json(overwrite(ctx, req)));
    ctx.router.add('POST', prefix, (req) => upsert(ctx, req));
    ctx.router.add('GET', `${prefix}/:command`, (req) => json(find(ctx, req)));
    ctx.router.add('PATCH', `${prefix}/:command`, (req) => json(patch(ctx, req)));
    ctx.router.add('DELETE', `${prefix}/:command`, (req) => {
      scope(ctx, req).delete(find(ctx, req).id);
      return noContent();
    });
  }
}

function scope(ctx: RouteContext, req: RouteRequest) {
  if (req.params.app !== ctx.store.application.id)
    throw discordError(RESTJSONErrorCodes.UnknownApplicationCommand);
  return ctx.store.commandsFor(req.params.guild);
}

function find(ctx: RouteContext, req: RouteRequest): APIApplicationCommand {
  const command = scope(ctx, req).get(req.params.command);
  if (!command) throw discordError(RESTJSONErrorCodes.UnknownApplicationCommand);
  return command;
}

function overwrite(ctx: RouteContext, req: RouteRequest): APIApplicationCommand[] {
  const commands = scope(ctx, req);
  const list = (Array.isArray(req.body.json) ? req.body.json : []) as Body[];
  validateCommandList(list);
  // A bulk overwrite keeps the ids of commands that survive it, as Discord does.
  const previous = new Map([...commands.values()].map((c) => [`${c.type}:${c.name}`, c.id]));
  commands.clear();
  for (const body of list) {
    const type = body.type ?? ApplicationCommandType.ChatInput;
    const id = previous.get(`${type}:${body.name}`) ?? ctx.store.ids.next();
    commands.set(id, record(ctx, body, id, req.params.guild));
  }
  return [...commands.values()];
}

function upsert(ctx: RouteContext, req: RouteRequest) {
  const commands = scope(ctx, req);
  const body = req.body.json as unknown as Body;
  validateCommand(body);
  const type = body.type ?? ApplicationCommandType.ChatInput;
  const existing = [...commands.values()].find((c) => c.type === type && c.name === body.name);
  if (!existing && commands.size >= MaximumCommands) {
    throw discordError(RESTJSONErrorCodes.MaximumNumberOfApplicationCommandsReached);
  }
  const command = record(ctx, body, existing?.id ?? ctx.store.ids.next(), req.params.guild);
  commands.set(command.id, command);
  return json(command, existing ? 200 : 201);
}

function patch(ctx: RouteContext, req: RouteRequest): APIApplicationCommand {
  const current = find(ctx, req);
  const merged = { ...current, ...(req.body.json as object) } as unknown as Body;
  validateCommand(merged);
  const command = record(ctx, merged, current.id, req.params.guild);
  scope(ctx, req).set(command.id, command);
  return command;
}

function record(ctx: RouteContext, body: Body, id: string, guildId?: string): APIApplicationCommand {
  return {
    ...(body as object),
    id,
    application_id: ctx.store.application.id,
    type: body.type ?? ApplicationCommandType.ChatInput,
    description: (body as { description?: string }).description ?? '',
    version: ctx.store.ids.next(),
    default_member_permissions: body.default_member_permissions ?? null,
    nsfw: body.nsfw ?? false,
    ...(guildId ? { guild_id: guildId } : {}),
  } as APIApplicationCommand;
}
