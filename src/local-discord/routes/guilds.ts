import { RESTJSONErrorCodes } from 'discord-api-types/v10';
import { discordError } from '../errors';
import type { RouteRequest } from '../http/router';
import { apiChannel, apiMember, apiRole } from '../state/serialize';
import { guildCreate } from '../state/serialize-guild';
import type { RouteContext } from './context';
import { json } from './context';

export function guildRoutes(ctx: RouteContext): void {
  const { router, store } = ctx;
  const options = { major: 'guild' };
  const guild = (req: RouteRequest) => store.guildInfo(req.params.guild).id;
  router.add(
    'GET',
    '/guilds/:guild',
    (req) => {
      const {
        members: _m,
        channels: _c,
        threads: _t,
        ...rest
      } = guildCreate(store, undefined, guild(req)) as unknown as Record<string, unknown>;
      return json(rest);
    },
    options,
  );
  router.add(
    'GET',
    '/guilds/:guild/channels',
    (req) => {
      const id = guild(req);
      const channels = [...store.channels.values()].filter(
        (c) => c.kind === 'text' && store.guildOf(c) === id,
      );
      return json(channels.map((c) => apiChannel(store, c)));
    },
    options,
  );
  router.add(
    'GET',
    '/guilds/:guild/members',
    (req) => {
      guild(req);
      const limit = Number(req.query.get('limit') ?? 1);
      return json([...store.users.values()].slice(0, limit).map((u) => apiMember(u)));
    },
    options,
  );
  router.add(
    'GET',
    '/guilds/:guild/members/:user',
    (req) => {
      guild(req);
      const user = store.users.get(req.params.user);
      if (!user) throw discordError(RESTJSONErrorCodes.UnknownMember);
      return json(apiMember(user));
    },
    options,
  );
  router.add(
    'GET',
    '/guilds/:guild/roles',
    (req) => {
      guild(req);
      return json([...store.roles.values()].map(apiRole));
    },
    options,
  );
  router.add(
    'GET',
    '/guilds/:guild/roles/:role',
    (req) => {
      guild(req);
      const role = store.roles.get(req.params.role);
      if (!role) throw discordError(RESTJSONErrorCodes.UnknownRole);
      return json(apiRole(role));
    },
    options,
  );
}
