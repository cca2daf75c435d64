import {
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageFlags,
  MessageType,
  type APIMessage,
  type APIMessageInteractionMetadata,
} from 'discord-api-types/v10';
import type { Dispatcher } from '../gateway/server';
import type { UploadedFile } from '../http/body';
import type { MessageBody } from '../validate/message';
import { DEFAULT_POLL_HOURS, type PollRequest } from '../validate/poll';
import { buildAttachments } from './attachments';
import { reopenForMessage } from './thread-time';
import type { MessageRecord, UserRecord } from './records';
import { mentionText, pingedUsers, resolveMentions, type MentionContext } from './mentions';
import { apiMember, apiUser } from './serialize';
import type { Store } from './store';

export interface NewMessage {
  channelId: string;
  author: UserRecord;
  body: MessageBody;
  files: UploadedFile[];
  type?: MessageType;
  ephemeralFor?: string;
  interaction?: APIMessageInteractionMetadata;
  /** Set for interaction responses and follow-ups: they are sent through the app's webhook. */
  webhook?: boolean;
}

// Flags a client may set on a message; the rest are Discord's to set.
const CLIENT_FLAGS =
  MessageFlags.SuppressEmbeds |
  MessageFlags.SuppressNotifications |
  MessageFlags.Ephemeral |
  MessageFlags.IsComponentsV2 |
  MessageFlags.Loading;

/** Creates, edits and deletes messages, and tells the gateway and waiters about it. */
export class Messaging {
  constructor(
    private readonly store: Store,
    private readonly gateway: Dispatcher,
    private readonly baseUrl: () => string,
  ) {}

  create(input: NewMessage): MessageRecord {
    const { store } = this;
    const id = store.ids.next();
    const { attachments, files } = buildAttachments(
      store,
      this.baseUrl(),
      input.channelId,
      input.body,
      input.files,
    );
    const context: MentionContext = {
      channel: store.channel(input.channelId),
      authorId: input.author.id,
      webhook: input.webhook === true,
      replyTo: this.#replyTarget(input.body),
    };
    const text = mentionText(input.body.content ?? '', input.body.components ?? undefined);
    const mentions = resolveMentions(store, text, input.body.allowed_mentions, context);
    const data: APIMessage = {
      id,
      channel_id: input.channelId,
      author: apiUser(input.author),
      content: input.body.content ?? '',
      timestamp: store.nowIso(),
      edited_timestamp: null,
      tts: input.body.tts === true,
      mention_everyone: mentions.everyone,
      mentions: mentions.users,
      mention_roles: mentions.roleIds,
      attachments,
      embeds: input.body.embeds ?? [],
      pinned: false,
      type: input.type ?? MessageType.Default,
      flags: (input.body.flags ?? 0) & CLIENT_FLAGS,
      components: (input.body.components ?? []) as APIMessage['components'],
    };
    if (input.webhook) {
      data.webhook_id = store.application.id;
      data.application_id = store.application.id;
    }
    if (input.interaction) data.interaction_metadata = input.interaction;
    if (input.body.nonce !== undefined && input.body.nonce !== null) data.nonce = input.body.nonce;
    if (input.body.poll) data.poll = pollObject(input.body.poll, store.clock.now());
    this.#reference(data, input.body);
    // Only a new message notifies; mentions added by a later edit never ping.
    const pinged = input.ephemeralFor ? [] : pingedUsers(store, mentions, data);
    const record: MessageRecord = { data, files, ephemeralFor: input.ephemeralFor, pinged };
    store.messages.set(id, record);
    this.#countInThread(input.channelId);
    // A message is activity: it reopens an archived (unlocked) thread and restarts its timer.
    if (!input.ephemeralFor) reopenForMessage(store, this.gateway, input.channelId);
    this.#announce(GatewayDispatchEvents.MessageCreate, record);
    return record;
  }

  edit(record: MessageRecord, body: MessageBody, uploads: UploadedFile[]): MessageRecord {
    this.#apply(record, body, uploads);
    record.data.edited_timestamp = this.store.nowIso();
    this.#announce(GatewayDispatchEvents.MessageUpdate, record);
    return record;
  }

  /** Fills a deferred ("thinking…") response: it stops loading and is not marked edited. */
  complete(record: MessageRecord, body: MessageBody, uploads: UploadedFile[]): MessageRecord {
    this.#apply(record, body, uploads);
    // Filling a deferred reply is the one way to make it a components-v2 message.
    const v2 = (body.flags ?? 0) & MessageFlags.IsComponentsV2;
    record.data.flags = ((record.data.flags ?? 0) & ~MessageFlags.Loading) | v2;
    this.#announce(GatewayDispatchEvents.MessageUpdate, record);
    return record;
  }

  #apply(record: MessageRecord, body: MessageBody, uploads: UploadedFile[]): void {
    const { data } = record;
    if (body.content !== undefined) data.content = body.content ?? '';
    if (body.embeds !== undefined) data.embeds = body.embeds ?? [];
    if (body.components !== undefined) data.components = (body.components ?? []) as APIMessage['components'];
    if (body.flags !== undefined && body.flags !== null) {
      // Only embed suppression may change after sending; ephemerality never does.
      const keep = (data.flags ?? 0) & ~MessageFlags.SuppressEmbeds;
      data.flags = keep | (body.flags & MessageFlags.SuppressEmbeds);
    }
    if (body.attachments !== undefined || uploads.length > 0) {
      const next = buildAttachments(this.store, this.baseUrl(), data.channel_id, body, uploads, {
        attachments: data.attachments,
        files: record.files,
      });
      data.attachments = next.attachments;
      record.files = next.files;
    }
    // An edit re-parses mentions with its own allowed_mentions or the defaults (Edit Message).
    const context: MentionContext = {
      channel: this.store.channel(data.channel_id),
      authorId: data.author.id,
      webhook: data.webhook_id !== undefined,
    };
    const text = mentionText(data.content, data.components as unknown[] | undefined);
    const mentions = resolveMentions(this.store, text, body.allowed_mentions, context);
    data.mentions = mentions.users;
    data.mention_roles = mentions.roleIds;
    data.mention_everyone = mentions.everyone;
  }

  delete(record: MessageRecord): void {
    this.store.messages.delete(record.data.id);
    this.store.events.emit('message', record);
    if (record.ephemeralFor) return;
    const channel = this.store.channel(record.data.channel_id);
    const guildId = this.store.guildOf(channel);
    this.gateway.dispatch(
      GatewayDispatchEvents.MessageDelete,
      { id: record.data.id, channel_id: record.data.channel_id, ...(guildId ? { guild_id: guildId } : {}) },
      { intent: guildId ? GatewayIntentBits.GuildMessages : GatewayIntentBits.DirectMessages },
    );
  }

  /** Gateway form of a message: REST shape plus guild_id and the author's member. */
  gatewayMessage(record: MessageRecord): Record<string, unknown> {
    const channel = this.store.channel(record.data.channel_id);
    const guildId = this.store.guildOf(channel);
    if (!guildId) return { ...record.data };
    const author = this.store.users.get(record.data.author.id);
    const member = author && !record.data.webhook_id ? apiMember(author) : undefined;
    const { user: _user, ...memberWithoutUser } = member ?? { user: undefined };
    return { ...record.data, guild_id: guildId, ...(member ? { member: memberWithoutUser } : {}) };
  }

  #announce(event: GatewayDispatchEvents, record: MessageRecord): void {
    this.store.events.emit('message', record);
    if (record.ephemeralFor) return; // Ephemeral messages never reach the gateway.
    const channel = this.store.channel(record.data.channel_id);
    const inGuild = channel.kind !== 'dm';
    const fromBot = record.data.author.id === this.store.botId;
    const mentionsBot = record.data.mentions.some((u) => u.id === this.store.botId);
    this.gateway.dispatch(event, this.gatewayMessage(record), {
      intent: inGuild ? GatewayIntentBits.GuildMessages : GatewayIntentBits.DirectMessages,
      // Without MessageContent a bot sees its own messages, DMs and messages mentioning it.
      redact: inGuild && !fromBot && !mentionsBot ? redactContent : undefined,
    });
  }

  #replyTarget(body: MessageBody): MessageRecord | undefined {
    const referenced = body.message_reference?.message_id;
    return referenced ? this.store.messages.get(referenced) : undefined;
  }

  #reference(data: APIMessage, body: MessageBody): void {
    const target = this.#replyTarget(body);
    if (!target) return;
    data.type = MessageType.Reply;
    data.message_reference = { message_id: target.data.id, channel_id: target.data.channel_id };
    data.referenced_message = target.data;
  }

  #countInThread(channelId: string): void {
    const thread = this.store.thread(channelId);
    if (thread) thread.messageCount += 1;
  }
}

function redactContent(data: unknown): unknown {
  return { ...(data as object), content: '', embeds: [], attachments: [], components: [] };
}

/** Poll Object from a Poll Create Request: answers numbered from 1, expiry from the duration. */
function pollObject(request: PollRequest, now: number): NonNullable<APIMessage['poll']> {
  const hours = request.duration ?? DEFAULT_POLL_HOURS;
  return {
    question: { text: String(request.question?.text ?? '') },
    answers: (request.answers ?? []).map((answer, i) => ({
      answer_id: i + 1,
      poll_media: structuredClone(answer.poll_media ?? {}) as never,
    })),
    expiry: new Date(now + hours * 3_600_000).toISOString(),
    allow_multiselect: request.allow_multiselect ?? false,
    layout_type: 1,
    results: { is_finalized: false, answer_counts: [] },
  } as NonNullable<APIMessage['poll']>;
}
