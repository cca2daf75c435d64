// Live updates for open pages, by server-sent events: each page hears only what its user
// may see (their own ephemerals, channels they can open, answers to their interactions).
import type { ServerResponse } from 'node:http';
import { canSee, type LocalDiscord, type MessageRecord, type UserRecord } from '../../local-discord';
import { pageMessage, pageUser, visibleChannels } from '../bridge/page-view';

interface Listener {
  user: UserRecord;
  res: ServerResponse;
  /** The channel list last sent, to send it again only when it changed. */
  channels: string;
}

const KEEP_ALIVE_MS = 15_000;
// Threads and channels change without a store event (a thread is made, then posted in);
// a cheap look at the list this often catches them.
const CHANNEL_CHECK_MS = 500;

export class LiveHub {
  readonly #listeners = new Set<Listener>();
  readonly #timers: NodeJS.Timeout[];

  constructor(private readonly discord: LocalDiscord) {
    const { events } = discord.store;
    events.on('message', this.#onMessage);
    events.on('interactionResponse', this.#onResponse);
    this.#timers = [
      setInterval(() => this.#send(() => ': keep-alive\n\n'), KEEP_ALIVE_MS),
      setInterval(() => this.#checkChannels(), CHANNEL_CHECK_MS),
    ];
    for (const timer of this.#timers) timer.unref();
  }

  get size(): number {
    return this.#listeners.size;
  }

  listen(user: UserRecord, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    const listener: Listener = { user, res, channels: '' };
    this.#listeners.add(listener);
    res.on('close', () => this.#listeners.delete(listener));
    res.write(event('hello', { userId: user.id }));
    this.#channelsTo(listener);
  }

  /** A display name changed: every page redraws its names. */
  usersChanged(): void {
    const users = [...this.discord.store.users.values()].map(pageUser);
    this.#send(() => event('users', users));
  }

  close(): void {
    const { events } = this.discord.store;
    events.off('message', this.#onMessage);
    events.off('interactionResponse', this.#onResponse);
    for (const timer of this.#timers) clearInterval(timer);
    for (const listener of this.#listeners) listener.res.end();
    this.#listeners.clear();
  }

  readonly #onMessage = (record: MessageRecord): void => {
    const deleted = !this.discord.store.messages.has(record.data.id);
    const { store } = this.discord;
    let view: ReturnType<typeof pageMessage> | undefined;
    this.#send((listener) => {
      if (!canSee(store, listener.user, record)) return undefined;
      if (deleted) return event('delete', { id: record.data.id, channelId: record.data.channel_id });
      view ??= pageMessage(record);
      return event('message', view);
    });
    this.#checkChannels();
  };

  readonly #onResponse = (interaction: {
    id: string;
    userId: string;
    response?: number;
    modal?: unknown;
  }) => {
    const data = { id: interaction.id, response: interaction.response, modal: interaction.modal };
    this.#send((listener) =>
      listener.user.id === interaction.userId ? event('interaction', data) : undefined,
    );
  };

  #checkChannels(): void {
    for (const listener of this.#listeners) this.#channelsTo(listener);
  }

  #channelsTo(listener: Listener): void {
    const channels = visibleChannels(this.discord, listener.user);
    const text = JSON.stringify(channels);
    if (text === listener.channels) return;
    listener.channels = text;
    listener.res.write(`event: channels\ndata: ${text}\n\n`);
  }

  #send(message: (listener: Listener) => string | undefined): void {
    for (const listener of this.#listeners) {
      const text = message(listener);
      if (text) listener.res.write(text);
    }
  }
}

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
