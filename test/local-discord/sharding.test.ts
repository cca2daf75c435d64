// Issue 27: the local Discord shards as Discord does (discord/discord-api-docs, "Gateway ›
// Sharding"): IDENTIFY carries `shard: [shard_id, num_shards]`, a guild's events go only to
// shard `(guild_id >> 22) % num_shards` (direct messages to shard 0), GET /gateway/bot says
// how many shards to use with its session start limit, a shard out of range is closed with
// 4010, and a bot with fewer shards than required with 4011. Driven by the real discord.js
// client, as a sharded bot process would be.
import { Client, GatewayIntentBits, type Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LocalDiscord } from '../../src/local-discord';
import { shardOf } from '../../src/local-discord/gateway/server';

const open: { stop(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.stop();
});

async function discordWith(requiredShards?: number): Promise<LocalDiscord> {
  const discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'], requiredShards });
  open.push(discord);
  return discord;
}

/** A client for shard `id` of `count`, logged in (or its login's failure). */
async function shardClient(discord: LocalDiscord, id: number, count: number): Promise<Client> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    shards: [id],
    shardCount: count,
    ...discord.clientOptions(),
  });
  open.push({ stop: async () => client.destroy() });
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  await client.login(discord.token);
  await ready;
  return client;
}

describe('the local Discord, sharded', () => {
  it('routes the guild to shard (guild_id >> 22) % count: only that shard has it and hears its interactions', async () => {
    const discord = await discordWith();
    const owner = shardOf(discord.guildId, 2);
    expect(owner).toBe(Number((BigInt(discord.guildId) >> 22n) % 2n));
    const clients = [await shardClient(discord, 0, 2), await shardClient(discord, 1, 2)];
    expect(clients[owner].guilds.cache.has(discord.guildId)).toBe(true);
    expect(clients[1 - owner].guilds.cache.has(discord.guildId)).toBe(false);
    await clients[owner].application!.commands.set([{ name: 'ping', description: 'Ping' }], discord.guildId);
    const heard: number[] = [];
    clients.forEach((c, i) => c.on('interactionCreate', () => heard.push(i)));
    const answered = new Promise<void>((resolve) =>
      clients[owner].once('interactionCreate', (i: Interaction) => {
        if (i.isChatInputCommand()) void i.reply('pong').then(() => resolve());
      }),
    );
    await discord.user('alice').slash('/ping', { in: 'tavern' });
    await answered;
    expect(heard).toEqual([owner]);
  });

  it('control: one unsharded client (shard 0 of 1) has the guild, whatever its id', async () => {
    const discord = await discordWith();
    const client = await shardClient(discord, 0, 1);
    expect(client.guilds.cache.has(discord.guildId)).toBe(true);
  });

  it('GET /gateway/bot says how many shards, with the session start limit', async () => {
    const discord = await discordWith(3);
    const response = await fetch(`${discord.apiUrl}/v10/gateway/bot`, {
      headers: { Authorization: `Bot ${discord.token}` },
    });
    const info = (await response.json()) as { shards: number; session_start_limit: Record<string, number> };
    expect(info.shards).toBe(3);
    expect(Object.keys(info.session_start_limit).sort()).toEqual([
      'max_concurrency',
      'remaining',
      'reset_after',
      'total',
    ]);
  });

  it('closes with 4011 a bot with fewer shards than required (threshold set low), and 4010 a shard out of range', async () => {
    const discord = await discordWith(2);
    expect(await closeCodeOf(discord, [0, 1])).toBe(4011);
    expect(await closeCodeOf(discord, [2, 2])).toBe(4010);
    expect(await closeCodeOf(discord, [1, 2])).toBe(null);
  });
});

describe('the local Discord with several guilds (issue 27)', () => {
  async function fourGuilds(): Promise<LocalDiscord> {
    const discord = await LocalDiscord.start({
      users: ['alice', 'bob'],
      channels: ['tavern'],
      guilds: [
        { name: 'Lübeck', channels: ['luebeck'], shard: [0, 2] },
        { name: 'Bergen', channels: ['bergen'], shard: [1, 2] },
        { name: 'Visby', channels: ['visby'], shard: [1, 2] },
      ],
    });
    open.push(discord);
    return discord;
  }

  it('gives each shard its own guilds, each with its own channels, @everyone and owner', async () => {
    const discord = await fourGuilds();
    expect(discord.guildIds).toHaveLength(4);
    const [first, luebeck, bergen, visby] = discord.guildIds;
    expect([luebeck, bergen, visby].map((g) => shardOf(g, 2))).toEqual([0, 1, 1]);
    const clients = [await shardClient(discord, 0, 2), await shardClient(discord, 1, 2)];
    const expected = (shard: number) => discord.guildIds.filter((g) => shardOf(g, 2) === shard).sort();
    expect([...clients[0].guilds.cache.keys()].sort()).toEqual(expected(0));
    expect([...clients[1].guilds.cache.keys()].sort()).toEqual(expected(1));
    const bergenGuild = clients[1].guilds.cache.get(bergen)!;
    expect(bergenGuild.name).toBe('Bergen');
    expect(bergenGuild.channels.cache.map((c) => c.name)).toEqual(['bergen']);
    expect(bergenGuild.roles.everyone.id).toBe(bergen);
    expect(bergenGuild.roles.cache.has(first)).toBe(false);
    expect(bergenGuild.ownerId).toBe(discord.user('alice').id);
    expect(discord.guildOf('visby')).toBe(visby);
  });

  it('sends a slash command typed in a guild to that guild’s shard only, with its guild id', async () => {
    const discord = await fourGuilds();
    const [, , bergen] = discord.guildIds;
    const clients = [await shardClient(discord, 0, 2), await shardClient(discord, 1, 2)];
    await clients[1].application!.commands.set([{ name: 'ping', description: 'Ping' }], bergen);
    const heard: { shard: number; guild: string | null }[] = [];
    clients.forEach((c, shard) => c.on('interactionCreate', (i) => heard.push({ shard, guild: i.guildId })));
    const answered = new Promise<void>((resolve) =>
      clients[1].once('interactionCreate', (i: Interaction) => {
        if (i.isChatInputCommand()) void i.reply('pong').then(() => resolve());
      }),
    );
    await discord.user('bob').slash('/ping', { in: 'bergen' });
    await answered;
    expect(heard).toEqual([{ shard: 1, guild: bergen }]);
    // A guild's commands are its own: not offered in another guild's channel.
    await expect(discord.user('bob').slash('/ping', { in: 'visby' })).rejects.toThrow(/no slash command/);
    // Its thread and messages belong to it too, and reach its shard.
    const post = (await clients[1].channels.fetch(discord.channel('bergen')))!;
    expect('guildId' in post && post.guildId).toBe(bergen);
  });
});

/** Identifies by hand with `shard` and answers the close code, or null when READY came. */
async function closeCodeOf(discord: LocalDiscord, shard: [number, number]): Promise<number | null> {
  const socket = new WebSocket(`ws://127.0.0.1:${discord.port}/?v=10&encoding=json`);
  return new Promise((resolve) => {
    socket.on('close', (code) => resolve(code));
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as { op: number; t?: string };
      if (frame.op === 10)
        socket.send(
          JSON.stringify({ op: 2, d: { token: discord.token, intents: 1, properties: {}, shard } }),
        );
      if (frame.t === 'READY') {
        socket.close();
        resolve(null);
      }
    });
  });
}
