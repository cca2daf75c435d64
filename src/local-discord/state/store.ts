import { EventEmitter } from 'node:events';
import type { Clock } from '../clock';
import { discordError } from '../errors';
import { SnowflakeSource } from '../snowflake';
import { AttachmentSigner } from './signed-url';
import { RESTJSONErrorCodes, type APIAttachment } from 'discord-api-types/v10';
import type {
  ChannelRecord,
  CommandRecord,
  InteractionRecord,
  MessageRecord,
  RoleRecord,
  ThreadRecord,
  UserRecord,
} from './records';

export interface GuildInfo {
  id: string;
  name: string;
  ownerId: string;
  createdAt: string;
}

export interface ApplicationInfo {
  id: string;
  name: string;
}

/** Change notices for waiters (actor API) — the gateway has its own dispatch path. */
export interface StoreEvents {
  message: [MessageRecord];
  interactionResponse: [InteractionRecord];
}

/**
 * Messages by id, also filed by channel, so reading one channel (a person scrolling a game's
 * thread, a waiter watching it) costs that channel's messages, not every message of the guild.
 * A message never moves between channels. Never built with entries: Map's constructor would
 * call `set` before the private index exists.
 */
export class MessageMap extends Map<string, MessageRecord> {
  readonly #byChannel = new Map<string, Map<string, MessageRecord>>();

  override set(id: string, record: MessageRecord): this {
    super.set(id, record);
    const channelId = record.data.channel_id;
    let filed = this.#byChannel.get(channelId);
    if (!filed) {
      filed = new Map();
      this.#byChannel.set(channelId, filed);
    }
    filed.set(id, record);
    return this;
  }

  override delete(id: string): boolean {
    const record = super.get(id);
    if (!record) return false;
    this.#byChannel.get(record.data.channel_id)?.delete(id);
    return super.delete(id);
  }

  override clear(): void {
    this.#byChannel.clear();
    super.clear();
  }

  /** One channel's messages, oldest first. */
  inChannel(channelId: string): Iterable<MessageRecord> {
    return this.#byChannel.get(channelId)?.values() ?? [];
  }
}

/**
 * All state of the local Discord: its guilds (the first, `guild`, and any more a test asks
 * for, issue 27), their people, channels, messages, commands. Every person is a member of
 * every guild, holding the same roles there; each guild has its own @everyone (its own id).
 */
export class Store {
  readonly ids: SnowflakeSource;
  readonly events = new EventEmitter<StoreEvents>();
  readonly users = new Map<string, UserRecord>();
  readonly roles = new Map<string, RoleRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly messages = new MessageMap();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();
  /** Per message clicked, the newest interaction that came from it (pruning keeps what it may edit). */
  readonly clickedFrom = new Map<string, string>();
  /** The newest interaction id forgotten (state/prune.ts): tokens up to it are expired, not unknown. */
  prunedThrough: bigint | null = null;
  readonly globalCommands = new Map<string, CommandRecord>();
  readonly guildCommands = new Map<string, CommandRecord>();
  /** Every guild by id, the first included. */
  readonly guilds = new Map<string, GuildInfo>();
  /** The commands of each guild after the first (the first's are `guildCommands`). */
  readonly #otherGuildCommands = new Map<string, Map<string, CommandRecord>>();
  /** Signs attachment addresses; a new key each start, so old addresses are re-signed. */
  readonly attachments = new AttachmentSigner();
  /** Files people attached to slash commands' attachment options, by attachment id (served like the CDN). */
  readonly commandUploads = new Map<string, { attachment: APIAttachment; data: Buffer }>();

  constructor(
    readonly clock: Clock,
    readonly guild: GuildInfo,
    readonly application: ApplicationInfo,
    readonly botId: string,
    /** The id source that made the bot's and guild's ids, so later ids never repeat them. */
    ids: SnowflakeSource = new SnowflakeSource(clock),
  ) {
    this.ids = ids;
    this.guilds.set(guild.id, guild);
    // Many waiters (one per pending test expectation) may listen at once.
    this.events.setMaxListeners(0);
  }

  nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  user(id: string): UserRecord {
    const user = this.users.get(id);
    if (!user) throw discordError(RESTJSONErrorCodes.UnknownUser);
    return user;
  }

  userByName(name: string): UserRecord {
    for (const user of this.users.values()) if (user.username === name) return user;
    throw new Error(`local-discord: no user named "${name}"`);
  }

  channel(id: string): ChannelRecord {
    const channel = this.channels.get(id);
    if (!channel) throw discordError(RESTJSONErrorCodes.UnknownChannel);
    return channel;
  }

  /** Finds a channel by id or by name (threads included), for the actor API. */
  channelByRef(ref: string): ChannelRecord {
    const byId = this.channels.get(ref);
    if (byId) return byId;
    const name = ref.replace(/^#/, '');
    for (const channel of this.channels.values()) {
      if (channel.kind !== 'dm' && channel.name === name) return channel;
    }
    throw new Error(`local-discord: no channel "${ref}"`);
  }

  thread(id: string): ThreadRecord | undefined {
    const channel = this.channels.get(id);
    return channel?.kind === 'thread' ? channel : undefined;
  }

  message(channelId: string, messageId: string): MessageRecord {
    const message = this.messages.get(messageId);
    if (!message || message.data.channel_id !== channelId) {
      throw discordError(RESTJSONErrorCodes.UnknownMessage);
    }
    return message;
  }

  /** Messages of one channel, oldest first. */
  channelMessages(channelId: string): MessageRecord[] {
    return [...this.messages.inChannel(channelId)];
  }

  dmChannelFor(userId: string): ChannelRecord | undefined {
    for (const channel of this.channels.values()) {
      if (channel.kind === 'dm' && channel.recipientId === userId) return channel;
    }
    return undefined;
  }

  guildOf(channel: ChannelRecord): string | undefined {
    if (channel.kind === 'dm') return undefined;
    if (channel.kind === 'thread') {
      const parent = this.channels.get(channel.parentId);
      return parent ? this.guildOf(parent) : this.guild.id;
    }
    return channel.guildId ?? this.guild.id;
  }

  /** The guild with this id, or Discord's Unknown Guild. */
  guildInfo(id: string | undefined): GuildInfo {
    const guild = id === undefined ? undefined : this.guilds.get(id);
    if (!guild) throw discordError(RESTJSONErrorCodes.UnknownGuild);
    return guild;
  }

  commandsFor(guildId?: string): Map<string, CommandRecord> {
    if (guildId === undefined) return this.globalCommands;
    if (this.guildInfo(guildId) === this.guild) return this.guildCommands;
    let commands = this.#otherGuildCommands.get(guildId);
    if (!commands) this.#otherGuildCommands.set(guildId, (commands = new Map()));
    return commands;
  }

  /** Whether a role is another guild's @everyone (each guild's has the guild's id). */
  isOtherEveryone(roleId: string, guildId: string): boolean {
    return roleId !== guildId && this.guilds.has(roleId);
  }
}
