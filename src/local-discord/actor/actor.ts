import { InteractionType, type APIMessage } from 'discord-api-types/v10';
import type { Dispatcher } from '../gateway/server';
import type { Messaging } from '../state/messaging';
import type { ChannelRecord, MessageRecord, UserRecord } from '../state/records';
import type { Store } from '../state/store';
import { channelPermissions, sendPermission } from '../state/permissions';
import { checkThreadOpenForSending } from '../state/thread-time';
import { MaximumAttachmentSize } from '../limits';
import { checkMemberMayUse, commandData } from './command-data';
import { findButton, findSelect } from './components';
import { InteractionHandle } from './handle';
import { modalSubmitComponents } from './modal-submit';
import { sendInteraction } from './send-interaction';
import { parseSlashLine } from './slash-line';
import { canSee, canSeeChannel, notSomeoneElsesEphemeral, seen, sightOf, type SeenMessage } from './view';
import { waitForSeen, type MessageWaitOptions } from './wait';

export interface ActorContext {
  store: Store;
  gateway: Dispatcher;
  messaging: Messaging;
  /** The channel slash commands go to when none is named. */
  defaultChannel: () => string;
  /** Lets time-driven state (idle threads archiving) catch up before a person acts. */
  catchUp?: () => void;
  /** Where attachments are served (outside /api, like Discord's CDN). */
  baseUrl?: () => string;
}

/** A message to act on: as seen, as raw API data, or by id. */
export type MessageRef = SeenMessage | Pick<APIMessage, 'id'> | string;

export interface WhereOptions {
  /** Channel id or name; defaults to the first channel. */
  in?: string;
}

/** A file a person attaches to a slash command's attachment option. */
export interface AttachedFile {
  name: string;
  data: Buffer;
  contentType?: string;
}

/** One person at the table: acts through Discord's UI and sees only what they may. */
export class Actor {
  constructor(
    private readonly ctx: ActorContext,
    readonly user: UserRecord,
  ) {}

  get id(): string {
    return this.user.id;
  }

  /** `files`: by attachment option name, the files attached to it. */
  async slash(
    line: string,
    where: WhereOptions & { files?: Record<string, AttachedFile> } = {},
  ): Promise<InteractionHandle> {
    this.ctx.catchUp?.();
    const parsed = parseSlashLine(line);
    const channel = this.#channel(where);
    for (const [option, file] of Object.entries(where.files ?? {}))
      parsed.options.set(option, this.#upload(channel.id, file));
    const data = commandData(
      this.ctx.store,
      parsed,
      undefined,
      this.ctx.store.guildOf(channel),
      this.user.locale,
    );
    checkMemberMayUse(this.ctx.store, data.id, this.user, channel);
    return this.#send(InteractionType.ApplicationCommand, channel, data, undefined, data.name);
  }

  /** Keeps an attached file where the bot can fetch it, as Discord's client uploads it first. */
  #upload(channelId: string, file: AttachedFile): string {
    if (file.data.length > MaximumAttachmentSize)
      throw new Error(`local-discord: ${file.name} is larger than ${MaximumAttachmentSize} bytes`);
    const id = this.ctx.store.ids.next();
    const base = this.ctx.baseUrl?.() ?? '';
    const plain = `${base}/attachments/${channelId}/${id}/${encodeURIComponent(file.name)}`;
    // Signed like a message's attachment (state/signed-url.ts): the bot fetches it by this address.
    const url = this.ctx.store.attachments.sign(plain, channelId, id);
    const attachment = {
      id,
      filename: file.name,
      size: file.data.length,
      url,
      proxy_url: url,
      content_type: file.contentType ?? 'application/octet-stream',
      ephemeral: true,
    };
    this.ctx.store.commandUploads.set(id, { attachment, data: file.data });
    return id;
  }

  /** Types `line` with `focused` (default: the last option given) as the option being filled. */
  async autocomplete(line: string, focused?: string, where: WhereOptions = {}): Promise<InteractionHandle> {
    this.ctx.catchUp?.();
    const parsed = parseSlashLine(line);
    const name = focused ?? [...parsed.options.keys()].pop();
    if (!name) throw new Error('local-discord: autocomplete needs an option being typed');
    if (!parsed.options.has(name)) parsed.options.set(name, '');
    const channel = this.#channel(where);
    const data = commandData(this.ctx.store, parsed, name, this.ctx.store.guildOf(channel), this.user.locale);
    checkMemberMayUse(this.ctx.store, data.id, this.user, channel);
    return this.#send(InteractionType.ApplicationCommandAutocomplete, channel, data, undefined, data.name);
  }

  async click(message: MessageRef, label: string): Promise<InteractionHandle> {
    this.ctx.catchUp?.();
    const record = this.#visible(message);
    const button = findButton(record, label);
    const data = { custom_id: button.custom_id, component_type: button.type };
    return this.#send(InteractionType.MessageComponent, this.#channelOf(record), data, record);
  }

  async select(message: MessageRef, customId: string, values: string[]): Promise<InteractionHandle> {
    this.ctx.catchUp?.();
    const record = this.#visible(message);
    const select = findSelect(record, customId, values);
    const data = { custom_id: customId, component_type: select.type, values };
    return this.#send(InteractionType.MessageComponent, this.#channelOf(record), data, record);
  }

  /** Submits the modal the bot opened in answer to `opened`, with values by input custom id. */
  async modal(opened: InteractionHandle, values: Record<string, string>): Promise<InteractionHandle> {
    this.ctx.catchUp?.();
    const modal = opened.record.modal;
    if (!modal) throw new Error(`local-discord: interaction ${opened.id} opened no modal`);
    const source = opened.record.sourceMessageId
      ? this.ctx.store.messages.get(opened.record.sourceMessageId)
      : undefined;
    const data = { custom_id: modal.custom_id, components: modalSubmitComponents(modal, values) };
    const channel = this.ctx.store.channel(opened.record.channelId);
    return this.#send(InteractionType.ModalSubmit, channel, data, source);
  }

  /** Writes a plain message in a channel, as a person typing in the chat box. */
  say(channel: string, content: string): SeenMessage {
    this.ctx.catchUp?.();
    const target = this.ctx.store.channelByRef(channel);
    if (!canSeeChannel(this.ctx.store, this.user, target.id))
      throw new Error(`local-discord: ${this.user.username} cannot see ${channel}`);
    const permissions = channelPermissions(this.ctx.store, this.user.id, target);
    if (target.kind !== 'dm' && (permissions & sendPermission(target)) === 0n) {
      throw new Error(`local-discord: ${this.user.username} may not send messages in ${channel}`);
    }
    try {
      checkThreadOpenForSending(this.ctx.store, this.user.id, target);
    } catch {
      throw new Error(`local-discord: ${channel} is locked: ${this.user.username} cannot send there`);
    }
    return seen(
      this.ctx.messaging.create({ channelId: target.id, author: this.user, body: { content }, files: [] }),
    );
  }

  /** Exactly what this user sees in a channel, oldest first: their own ephemerals only. */
  sees(channel: string): SeenMessage[] {
    const target = this.ctx.store.channelByRef(channel);
    if (!canSeeChannel(this.ctx.store, this.user, target.id)) return [];
    return this.ctx.store
      .channelMessages(target.id)
      .filter((m) => notSomeoneElsesEphemeral(this.user, m))
      .map(seen);
  }

  /** Comes online or goes away: `@here` notifies only members present. */
  setPresent(present: boolean): void {
    this.user.present = present;
  }

  /** Direct messages the bot sent this user. */
  dms(): SeenMessage[] {
    const channel = this.ctx.store.dmChannelFor(this.user.id);
    return channel ? this.sees(channel.id) : [];
  }

  /** Messages that notified this user when they were sent (mentions added by edits never do). */
  pings(): SeenMessage[] {
    const sees = sightOf(this.ctx.store, this.user);
    return [...this.ctx.store.messages.values()]
      .filter((m) => m.pinged.includes(this.user.id) && sees(m))
      .map(seen);
  }

  /**
   * The first message this user can see that matches, now or when it appears or changes;
   * `options.in` narrows the look to one channel.
   */
  waitForMessage(
    predicate: (message: SeenMessage) => boolean,
    options: MessageWaitOptions = {},
  ): Promise<SeenMessage> {
    const { store } = this.ctx;
    const what = `a message ${this.user.username} can see`;
    return waitForSeen(store, () => sightOf(store, this.user), predicate, options, what);
  }

  #send(
    type: InteractionType,
    channel: ChannelRecord,
    data: object,
    source?: MessageRecord,
    commandName?: string,
  ): InteractionHandle {
    const record = sendInteraction(this.ctx.store, this.ctx.gateway, {
      user: this.user,
      channel,
      type,
      data,
      source,
      commandName,
    });
    return new InteractionHandle(this.ctx.store, record);
  }

  #channel(where: WhereOptions): ChannelRecord {
    const channel = this.ctx.store.channelByRef(where.in ?? this.ctx.defaultChannel());
    if (!canSeeChannel(this.ctx.store, this.user, channel.id)) {
      throw new Error(`local-discord: ${this.user.username} cannot see ${where.in}`);
    }
    // Topics › Threads: "Users cannot ... use application commands ... in archived threads".
    if (channel.kind === 'thread' && channel.archived) {
      throw new Error(`local-discord: ${channel.name} is archived: no commands there`);
    }
    return channel;
  }

  #channelOf(message: MessageRecord): ChannelRecord {
    return this.ctx.store.channel(message.data.channel_id);
  }

  #visible(ref: MessageRef): MessageRecord {
    const id = typeof ref === 'string' ? ref : ref.id;
    const record = this.ctx.store.messages.get(id);
    if (!record || !canSee(this.ctx.store, this.user, record)) {
      throw new Error(`local-discord: ${this.user.username} cannot see message ${id}`);
    }
    return record;
  }
}
