// The bot's discord.js client: the Guilds intent only, and no message kept in its cache
// (issue 8: each game's thread would otherwise fill a cache of 200 messages the bot never reads).
import { Client, GatewayIntentBits, GuildMessageManager, Message, MessageManager, Options } from 'discord.js';
import { afterAll, describe, expect, it } from 'vitest';
import { botClientOptions } from '../../src/bot/start';

const clients: Client[] = [];
afterAll(async () => {
  for (const client of clients) await client.destroy();
});

/** A message cache as the client's factory makes it for a guild channel, with one message put in. */
function messageCacheAfterOne(client: Client): number {
  // As discord.js's own managers call it (the types list only the managers by name).
  const makeCache = client.options.makeCache as unknown as (
    manager: unknown,
    holds: unknown,
    extended: unknown,
  ) => Map<string, unknown>;
  const cache = makeCache(MessageManager, Message, GuildMessageManager);
  cache.set('1', {});
  return cache.size;
}

describe('bot client options', () => {
  it('keeps no message in the cache, whatever the base options', () => {
    const client = new Client(botClientOptions({ rest: { api: 'http://127.0.0.1:1/api' } }));
    clients.push(client);
    expect(messageCacheAfterOne(client)).toBe(0);
    expect(client.options.rest?.api).toBe('http://127.0.0.1:1/api');
    expect(client.options.intents.toArray()).toEqual(['Guilds']);
  });

  it('control: discord.js’s default cache keeps the message', () => {
    const client = new Client({
      intents: [GatewayIntentBits.Guilds],
      makeCache: Options.cacheWithLimits(Options.DefaultMakeCacheSettings),
    });
    clients.push(client);
    expect(messageCacheAfterOne(client)).toBe(1);
  });

  it('issue 42: pings no @everyone, @here or role by default, whatever the base options', () => {
    const client = new Client(
      botClientOptions({ allowedMentions: { parse: ['everyone', 'roles', 'users'] } }),
    );
    clients.push(client);
    expect(client.options.allowedMentions?.parse).toEqual(['users']);
    // Control: discord.js's own default parses every kind.
    const plain = new Client({ intents: [GatewayIntentBits.Guilds] });
    clients.push(plain);
    expect(plain.options.allowedMentions?.parse).toBeUndefined();
  });
});
