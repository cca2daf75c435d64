import type {
  APIApplicationCommand,
  APIApplicationCommandOptionChoice,
  APIMessage,
  APIModalInteractionResponseCallbackData,
  ChannelType,
  InteractionResponseType,
  InteractionType,
} from 'discord-api-types/v10';

// Records are what the store keeps; the API shapes sent to clients are built from them in
// serialize.ts, so one record can be shown differently to the bot and to each user.

export interface UserRecord {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
  locale: string;
  /** The user turned off "allow direct messages from server members". */
  dmsClosed: boolean;
  roleIds: string[];
  joinedAt: string;
  /** Online now: `@here` notifies only present members. Absent means present. */
  present?: boolean;
}

export interface RoleRecord {
  id: string;
  name: string;
  position: number;
  permissions: string;
  /** Anyone may ping it; otherwise only members with Mention Everyone. */
  mentionable?: boolean;
  /** Set on the bot's own managed role (role tags `bot_id`). */
  botId?: string;
}

/** A channel permission overwrite: type 0 a role (@everyone's id is the guild's), 1 a member. */
export interface Overwrite {
  id: string;
  type: 0 | 1;
  allow: string;
  deny: string;
}

export interface TextChannelRecord {
  kind: 'text';
  id: string;
  type: ChannelType.GuildText;
  name: string;
  position: number;
  overwrites: Overwrite[];
  topic: string | null;
  /** Its guild where the local Discord has several (issue 27); unset, the first guild. */
  guildId?: string;
}

export type ChannelRecord =
  TextChannelRecord | ThreadRecord | { kind: 'dm'; id: string; type: ChannelType.DM; recipientId: string };

export interface ThreadRecord {
  kind: 'thread';
  id: string;
  type: ChannelType.PublicThread | ChannelType.PrivateThread;
  name: string;
  parentId: string;
  ownerId: string;
  memberIds: Set<string>;
  autoArchiveDuration: number;
  createdAt: string;
  messageCount: number;
  archived: boolean;
  locked: boolean;
  archivedAt: string;
  /** Clock time of the last activity (message, unarchive, duration change): the idle timer. */
  lastActiveAt: number;
}

export interface MessageRecord {
  data: APIMessage;
  /** Set for ephemeral messages: the only user who can see them. */
  ephemeralFor?: string;
  /** Attachment bytes by attachment id, kept so users can "see" exactly what was sent. */
  files: Map<string, Buffer>;
  /** Users notified when the message was created (edits never notify). */
  pinged: string[];
}

export interface InteractionRecord {
  id: string;
  token: string;
  type: InteractionType;
  userId: string;
  channelId: string;
  createdAt: number;
  /** Real (monotonic) time it was created: Discord's deadlines also run in real time. */
  createdReal: number;
  /** The message a component was on: the "original" for update responses. */
  sourceMessageId?: string;
  commandName?: string;
  response?: InteractionResponseType;
  originalMessageId?: string;
  /** Issue 42: answered through its webhook (an edit or a follow-up) after its first response. */
  filled?: boolean;
  followUpIds: string[];
  modal?: APIModalInteractionResponseCallbackData;
  choices?: APIApplicationCommandOptionChoice[];
}

export interface CommandScope {
  guildId?: string;
}

export type CommandRecord = APIApplicationCommand;
