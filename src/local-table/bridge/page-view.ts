// What the page is sent: the local server as one user sees it, in plain JSON. Attachment
// bytes are never inlined: the page fetches them through a route that checks who asks.
import {
  MessageFlags,
  type APIApplicationCommand,
  type APIEmbed,
  type APIMessage,
} from 'discord-api-types/v10';
import {
  canSee,
  canSeeChannel,
  type ChannelRecord,
  type LocalDiscord,
  type MessageRecord,
  type UserRecord,
} from '../../local-discord';
import { en, tStored, type MessageKey } from '../../i18n';
import { seatLanguages } from './languages';

const PAGE_KEY = 'table.page.';

export interface PageUser {
  id: string;
  username: string;
  displayName: string;
  bot: boolean;
}

export interface PageChannel {
  id: string;
  kind: 'text' | 'thread' | 'dm';
  name: string;
  parentId?: string;
  archived?: boolean;
}

export interface PageAttachment {
  id: string;
  filename: string;
  url: string;
  contentType?: string;
  description?: string;
  width?: number | null;
  height?: number | null;
}

export interface PageMessage {
  id: string;
  channelId: string;
  type: number;
  authorId: string;
  content: string;
  embeds: APIEmbed[];
  components: NonNullable<APIMessage['components']>;
  attachments: PageAttachment[];
  flags: number;
  ephemeral: boolean;
  loading: boolean;
  edited: boolean;
  timestamp: string;
  /** Who used which command or component to bring this message. */
  interaction?: { userId: string; commandName?: string };
  thread?: { id: string; name: string };
  mentionIds: string[];
  mentionsEveryone: boolean;
}

export interface PageState {
  me: PageUser;
  guild: { id: string; name: string };
  users: PageUser[];
  roles: { id: string; name: string }[];
  channels: PageChannel[];
  commands: APIApplicationCommand[];
  /** The page's own words, from the i18n catalogue. */
  strings: Record<string, string>;
  /** This seat's language (its Discord locale) and those it may choose (issue 25). */
  locale: string;
  languages: { code: string; name: string }[];
}

export function pageUser(user: UserRecord): PageUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.globalName ?? user.username,
    bot: user.bot,
  };
}

/**
 * A message for the page, from the record itself: JSON only, so attachment bytes (kept on
 * disk for saved messages) are not read just to list a channel.
 */
export function pageMessage(record: MessageRecord): PageMessage {
  const { data } = record;
  const metadata = data.interaction_metadata as { user: { id: string }; name?: string } | undefined;
  const flags = data.flags ?? 0;
  return {
    id: data.id,
    channelId: data.channel_id,
    type: data.type,
    authorId: data.author.id,
    content: data.content,
    embeds: data.embeds,
    components: data.components ?? [],
    attachments: data.attachments.map((a) => ({
      id: a.id,
      filename: a.filename,
      url: `/table/attachments/${data.id}/${a.id}/${encodeURIComponent(a.filename)}`,
      contentType: a.content_type,
      description: a.description,
      width: a.width,
      height: a.height,
    })),
    flags,
    ephemeral: record.ephemeralFor !== undefined,
    loading: (flags & MessageFlags.Loading) !== 0,
    edited: data.edited_timestamp !== null,
    timestamp: data.timestamp,
    ...(metadata ? { interaction: { userId: metadata.user.id, commandName: metadata.name } } : {}),
    ...(data.thread ? { thread: { id: data.thread.id, name: data.thread.name ?? '' } } : {}),
    mentionIds: data.mentions.map((m) => m.id),
    mentionsEveryone: data.mention_everyone,
  };
}

export function pageChannel(channel: ChannelRecord, discord: LocalDiscord): PageChannel {
  switch (channel.kind) {
    case 'text':
      return { id: channel.id, kind: 'text', name: channel.name };
    case 'thread':
      return {
        id: channel.id,
        kind: 'thread',
        name: channel.name,
        parentId: channel.parentId,
        archived: channel.archived,
      };
    case 'dm':
      return { id: channel.id, kind: 'dm', name: discord.store.users.get(discord.botId)?.username ?? 'bot' };
  }
}

/** Channels the user can open: text channels, threads they may see, their own DM channel. */
export function visibleChannels(discord: LocalDiscord, user: UserRecord): PageChannel[] {
  return [...discord.store.channels.values()]
    .filter((c) => canSeeChannel(discord.store, user, c.id))
    .map((c) => pageChannel(c, discord));
}

export function pageState(discord: LocalDiscord, user: UserRecord): PageState {
  const { store } = discord;
  return {
    me: pageUser(user),
    guild: { id: store.guild.id, name: store.guild.name },
    users: [...store.users.values()].map(pageUser),
    roles: [...store.roles.values()].map((r) => ({ id: r.id, name: r.name })),
    channels: visibleChannels(discord, user),
    commands: [...discord.commands({ guild: true }), ...discord.commands()],
    strings: pageStrings(user.locale),
    locale: user.locale,
    languages: seatLanguages(),
  };
}

function pageStrings(locale: string): Record<string, string> {
  const keys = (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith(PAGE_KEY));
  // The page fills their {names} itself (src/local-table/page): the texts go as they are.
  return Object.fromEntries(keys.map((key) => [key.slice(PAGE_KEY.length), tStored(key, {}, locale)]));
}

/** The messages of one channel this user can see, oldest first. */
export function pageMessages(discord: LocalDiscord, user: UserRecord, channelId: string): PageMessage[] {
  const { store } = discord;
  return store
    .channelMessages(channelId)
    .filter((m) => canSee(store, user, m))
    .map(pageMessage);
}
