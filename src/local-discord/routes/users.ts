import { ChannelType, RESTJSONErrorCodes } from 'discord-api-types/v10';
import { discordError } from '../errors';
import { apiChannel, apiUser } from '../state/serialize';
import type { RouteContext } from './context';
import { json } from './context';

export function userRoutes({ router, store }: RouteContext): void {
  router.add('GET', '/users/@me', () =>
    json({ ...apiUser(store.user(store.botId)), verified: true, flags: 0 }),
  );
  router.add('GET', '/users/:user', ({ params }) => json(apiUser(store.user(params.user))));
  router.add('POST', '/users/@me/channels', ({ body }) => {
    const recipient = String(body.json?.recipient_id ?? '');
    const user = store.users.get(recipient);
    if (!user || user.bot) throw discordError(RESTJSONErrorCodes.UnknownUser);
    // Opening the channel always works on Discord; closed DMs fail on the first send (50007).
    let channel = store.dmChannelFor(user.id);
    if (!channel) {
      channel = { kind: 'dm', id: store.ids.next(), type: ChannelType.DM, recipientId: user.id };
      store.channels.set(channel.id, channel);
    }
    return json(apiChannel(store, channel));
  });
}
