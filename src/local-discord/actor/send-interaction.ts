import { randomBytes } from 'node:crypto';
import { GatewayDispatchEvents, InteractionContextType, InteractionType } from 'discord-api-types/v10';
import { realTime } from '../clock';
import type { Dispatcher } from '../gateway/server';
import { MaximumAttachmentSize } from '../limits';
import type { ChannelRecord, InteractionRecord, MessageRecord, UserRecord } from '../state/records';
import { channelPermissions } from '../state/permissions';
import { fileInteraction, interactionToken } from '../state/prune';
import { apiChannel, apiUser, interactionMember } from '../state/serialize';
import type { Store } from '../state/store';

export interface InteractionInput {
  user: UserRecord;
  channel: ChannelRecord;
  type: InteractionType;
  data: object;
  source?: MessageRecord;
  commandName?: string;
}

/** Records an interaction as Discord would and delivers INTERACTION_CREATE to the bot. */
export function sendInteraction(
  store: Store,
  gateway: Dispatcher,
  input: InteractionInput,
): InteractionRecord {
  const id = store.ids.next();
  const record: InteractionRecord = {
    id,
    // Discord's shape (base64 of "interaction:<id>:<random>"): unguessable, and naming its
    // interaction, so a token whose record was forgotten is known to be expired (prune.ts).
    token: interactionToken(id, randomBytes(48).toString('base64url')),
    type: input.type,
    userId: input.user.id,
    channelId: input.channel.id,
    createdAt: store.clock.now(),
    createdReal: realTime.now(),
    sourceMessageId: input.source?.data.id,
    commandName: input.commandName,
    followUpIds: [],
  };
  fileInteraction(store, record);
  // Interactions reach the bot whatever intents it asked for.
  gateway.dispatch(GatewayDispatchEvents.InteractionCreate, payload(store, input, record));
  return record;
}

function payload(store: Store, input: InteractionInput, record: InteractionRecord): object {
  const inGuild = input.channel.kind !== 'dm';
  const guildId = store.guildOf(input.channel) ?? store.guild.id;
  return {
    id: record.id,
    application_id: store.application.id,
    type: input.type,
    data: input.data,
    token: record.token,
    version: 1,
    channel_id: input.channel.id,
    channel: apiChannel(store, input.channel),
    locale: input.user.locale,
    // What the bot may do where the user acted (Interaction Object: app_permissions).
    app_permissions: channelPermissions(store, store.botId, input.channel).toString(),
    entitlements: [],
    attachment_size_limit: MaximumAttachmentSize,
    authorizing_integration_owners: { 0: guildId },
    ...(inGuild
      ? {
          guild_id: guildId,
          guild: { id: guildId, locale: 'en-US', features: [] },
          guild_locale: 'en-US',
          member: interactionMember(store, input.user, input.channel),
          context: InteractionContextType.Guild,
        }
      : { user: apiUser(input.user), context: InteractionContextType.BotDM }),
    // A copy: the session keeps this payload for replay, and the message may change later.
    ...(input.source ? { message: structuredClone(input.source.data) } : {}),
  };
}
