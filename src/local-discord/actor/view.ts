import {
  ChannelType,
  MessageFlags,
  PermissionFlagsBits,
  type APIEmbed,
  type APIMessage,
} from 'discord-api-types/v10';
import { channelPermissions } from '../state/permissions';
import type { MessageRecord, UserRecord } from '../state/records';
import type { Store } from '../state/store';

export interface SeenAttachment {
  id: string;
  filename: string;
  contentType: string | undefined;
  size: number;
  width?: number | null;
  height?: number | null;
  description?: string;
  /** The exact bytes the bot uploaded. */
  data: Buffer;
}

/** A message as a person at the table sees it. */
export interface SeenMessage {
  id: string;
  channelId: string;
  author: { id: string; username: string; bot: boolean };
  content: string;
  embeds: APIEmbed[];
  components: NonNullable<APIMessage['components']>;
  attachments: SeenAttachment[];
  /** Whose ephemeral this is, if it is one. */
  ephemeralFor: string | undefined;
  /** A deferred reply still "thinking". */
  loading: boolean;
  edited: boolean;
  /** User ids mentioned in the content now. */
  mentions: string[];
  /** User ids notified when the message was created; an edit never adds to these. */
  pinged: string[];
  mentionsEveryone: boolean;
  mentionedRoleIds: string[];
  /** The user whose interaction this message answers. */
  interactionUserId: string | undefined;
  raw: APIMessage;
}

export function seen(record: MessageRecord): SeenMessage {
  const { data } = record;
  // One copy serves the raw data and the fields taken from it: a seen message is a snapshot,
  // never changed by a later edit, and cloning it once keeps long tables cheap to watch.
  const raw = structuredClone(data);
  return {
    id: data.id,
    channelId: data.channel_id,
    author: { id: data.author.id, username: data.author.username, bot: data.author.bot ?? false },
    content: data.content,
    embeds: raw.embeds,
    components: raw.components ?? [],
    attachments: data.attachments.map((a) => ({
      id: a.id,
      filename: a.filename,
      contentType: a.content_type,
      size: a.size,
      width: a.width,
      height: a.height,
      ...(a.description ? { description: a.description } : {}),
      data: record.files.get(a.id) ?? Buffer.alloc(0),
    })),
    ephemeralFor: record.ephemeralFor,
    loading: ((data.flags ?? 0) & MessageFlags.Loading) !== 0,
    edited: data.edited_timestamp !== null,
    mentions: data.mentions.map((m) => m.id),
    pinged: [...record.pinged],
    mentionsEveryone: data.mention_everyone,
    mentionedRoleIds: [...data.mention_roles],
    interactionUserId: data.interaction_metadata?.user.id,
    raw,
  };
}

/** Whether a user can see a message: ephemerals and DMs are theirs alone. */
export function canSee(store: Store, user: UserRecord, record: MessageRecord): boolean {
  return notSomeoneElsesEphemeral(user, record) && canSeeChannel(store, user, record.data.channel_id);
}

export function notSomeoneElsesEphemeral(user: UserRecord, record: MessageRecord): boolean {
  return !record.ephemeralFor || record.ephemeralFor === user.id;
}

/**
 * `canSee` for many messages at once: each channel's permissions are worked out once. Use it
 * for one look only; permissions may change before the next.
 */
export function sightOf(store: Store, user: UserRecord): (record: MessageRecord) => boolean {
  const channelVisible = oncePerChannel((channelId) => canSeeChannel(store, user, channelId));
  return (record) => notSomeoneElsesEphemeral(user, record) && channelVisible(record.data.channel_id);
}

/** `visible`, asked at most once per channel: many messages share few channels. */
export function oncePerChannel(visible: (channelId: string) => boolean): (channelId: string) => boolean {
  const known = new Map<string, boolean>();
  return (channelId) => {
    let answer = known.get(channelId);
    if (answer === undefined) {
      answer = visible(channelId);
      known.set(channelId, answer);
    }
    return answer;
  };
}

/** View Channel where the message is; a private thread also takes membership (or Manage Threads). */
export function canSeeChannel(store: Store, user: UserRecord, channelId: string): boolean {
  const channel = store.channels.get(channelId);
  if (!channel) return false;
  if (channel.kind === 'dm') return channel.recipientId === user.id;
  const permissions = channelPermissions(store, user.id, channel);
  if ((permissions & PermissionFlagsBits.ViewChannel) === 0n) return false;
  if (channel.kind === 'thread' && channel.type === ChannelType.PrivateThread) {
    return channel.memberIds.has(user.id) || (permissions & PermissionFlagsBits.ManageThreads) !== 0n;
  }
  return true;
}
