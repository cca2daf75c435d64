import { Client, GatewayIntentBits, type ClientEvents } from 'discord.js';
import { LocalDiscord, type LocalDiscordOptions } from '../../src/local-discord';

export interface Table {
  discord: LocalDiscord;
  client: Client;
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
    ...options,
  });
  const client = new Client({ intents: INTENTS, ...discord.clientOptions() });
  const ready = once(client, 'clientReady');
  await client.login(discord.token);
  await ready;
  return {
    discord,
    client,
    async stop() {
      await client.destroy();
      await discord.stop();
    },
  };
}

export function once<E extends keyof ClientEvents>(client: Client, event: E): Promise<ClientEvents[E]> {
  return new Promise((resolve) => client.once(event, (...args) => resolve(args as ClientEvents[E])));
}
