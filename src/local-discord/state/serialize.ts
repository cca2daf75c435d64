import {
  ChannelType,
  type APIChannel,
  type GuildMemberFlags,
  type RoleFlags,
  type APIGuildMember,
  type APIInteractionGuildMember,
  type APIRole,
  type APIUser,
} from 'discord-api-types/v10';
import { channelPermissions } from './permissions';
import type { ChannelRecord, RoleRecord, UserRecord } from './records';
import type { Store } from './store';

export function apiUser(user: UserRecord): APIUser {
  const base: APIUser = {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
  };
  if (user.bot) base.bot = true;
  return base;
}

export function apiMember(user: UserRecord): APIGuildMember {
  return {
    user: apiUser(user),
    nick: null,
    avatar: null,
    banner: null,
    roles: [...user.roleIds],
    joined_at: user.joinedAt,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    premium_since: null,
    communication_disabled_until: null,
  } satisfies APIGuildMember & { banner: null };
}

/** The member in an interaction carries their permissions in that channel. */
export function interactionMember(
  store: Store,
  user: UserRecord,
  channel: ChannelRecord,
): APIInteractionGuildMember {
  const permissions = channelPermissions(store, user.id, channel).toString();
  return { ...apiMember(user), permissions } as APIInteractionGuildMember;
}

export function apiRole(role: RoleRecord): APIRole {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions,
    managed: role.botId !== undefined,
    mentionable: role.mentionable ?? false,
    flags: 0 as RoleFlags,
    ...(role.botId ? { tags: { bot_id: role.botId } } : {}),
  };
}

export function apiChannel(store: Store, channel: ChannelRecord): APIChannel {
  const last = lastMessageId(store, channel.id);
  switch (channel.kind) {
    case 'text':
      return {
        id: channel.id,
        type: ChannelType.GuildText,
        guild_id: store.guildOf(channel),
        name: channel.name,
        position: channel.position,
        permission_overwrites: channel.overwrites.map((o) => ({ ...o })),
        parent_id: null,
        topic: channel.topic,
        nsfw: false,
        rate_limit_per_user: 0,
        last_message_id: last,
      };
    case 'thread':
      return {
        id: channel.id,
        type: channel.type,
        guild_id: store.guildOf(channel),
        parent_id: channel.parentId,
        owner_id: channel.ownerId,
        name: channel.name,
        last_message_id: last,
        rate_limit_per_user: 0,
        message_count: channel.messageCount,
        member_count: Math.min(channel.memberIds.size, 50),
        total_message_sent: channel.messageCount,
        flags: 0,
        thread_metadata: {
          archived: channel.archived,
          locked: channel.locked,
          auto_archive_duration: channel.autoArchiveDuration,
          archive_timestamp: channel.archivedAt,
          create_timestamp: channel.createdAt,
          ...(channel.type === ChannelType.PrivateThread ? { invitable: true } : {}),
        },
      } as unknown as APIChannel;
    case 'dm':
      return {
        id: channel.id,
        type: ChannelType.DM,
        last_message_id: last,
        recipients: [apiUser(store.user(channel.recipientId))],
        flags: 0,
      } as unknown as APIChannel;
  }
}

function lastMessageId(store: Store, channelId: string): string | null {
  let last: string | null = null;
  for (const message of store.messages.values()) {
    if (message.data.channel_id === channelId && !message.ephemeralFor) last = message.data.id;
  }
  return last;
}
