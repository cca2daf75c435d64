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
}

export interface RoleRecord {
  id: string;
  name: string;
  position: number;
  permissions: string;
}

export type ChannelRecord =
  | { kind: 'text'; id: string; type: ChannelType.GuildText; name: string; position: number }
  | ThreadRecord
  | { kind: 'dm'; id: string; type: ChannelType.DM; recipientId: string };

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
  followUpIds: string[];
  modal?: APIModalInteractionResponseCallbackData;
  choices?: APIApplicationCommandOptionChoice[];
}

export interface CommandScope {
  guildId?: string;
}

export type CommandRecord = APIApplicationCommand;
