import {
  Client,
  DiscordAPIError,
  GatewayIntentBits,
  type ClientEvents,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { expect } from 'vitest';
import { LocalDiscord, type LocalDiscordOptions } from '../../src/local-discord';

export interface Table {
  discord: LocalDiscord;
  client: Client;
  /** Runs `fn` on the next interaction the bot receives; resolves or rejects with its outcome. */
  answer<T>(fn: (interaction: Interaction) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

const INTENTS = [
  GatewayIntentBits.Guilds,
  GatewayIntentBits.GuildMessages,
  GatewayIntentBits.DirectMessages,
  GatewayIntentBits.GuildMembers,
];

/** A local Discord with the real discord.js client logged in and ready. */
export async function openTable(options: LocalDiscordOptions = {}): Promise<Table> {
  const discord = await LocalDiscord.start({
    users: ['alice', 'bob', { name: 'carol', dmsClosed: true, locale: 'de', roles: ['Captain'] }],
    channels: ['tavern', 'harbour'],
    // Real time by default, as on Discord: a slow handler misses its 3 seconds. Tests that
    // jump ahead (deadlines, thread archiving) pass a ManualClock.
    ...options,
  });
  const client = new Client({ intents: INTENTS, ...discord.clientOptions() });
  const pending: ((interaction: Interaction) => void)[] = [];
  client.on('interactionCreate', (interaction) => pending.shift()?.(interaction));
  const ready = once(client, 'clientReady');
  await client.login(discord.token);
  await ready;
  return {
    discord,
    client,
    answer<T>(fn: (interaction: Interaction) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        pending.push((interaction) => void fn(interaction).then(resolve, reject));
      });
    },
    async stop() {
      await client.destroy();
      await discord.stop();
    },
  };
}

/** A text channel of the table, as the bot's client sees it. */
export async function textChannel(table: Table, name: string): Promise<TextChannel> {
  return (await table.client.channels.fetch(table.discord.channel(name))) as TextChannel;
}

export function once<E extends keyof ClientEvents>(client: Client, event: E): Promise<ClientEvents[E]> {
  return new Promise((resolve) => client.once(event, (...args) => resolve(args as ClientEvents[E])));
}

/** Asserts a promise fails as discord.js reports a Discord error: status, code, message. */
export async function expectDiscordError(
  promise: Promise<unknown>,
  status: number,
  code: number,
  message: string,
): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DiscordAPIError);
  expect(error).toMatchObject({ status, code, message });
}
