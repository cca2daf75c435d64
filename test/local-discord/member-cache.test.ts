import { Client, GatewayIntentBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiscord } from '../../src/local-discord';
import { once, openTable, type Table } from './harness';

// Discord docs, Gateway Events › Guild Create: "If your bot does not have the GUILD_PRESENCES
// Gateway Intent ... members ... will only contain your bot and users in voice channels";
// Request Guild Members: other members arrive when asked for, or with what mentions them.
describe('the member cache (Gateway Events › Guild Create)', () => {
  let table: Table;
  const guild = () => table.client.guilds.cache.get(table.discord.guildId)!;
  beforeAll(async () => {
    table = await openTable();
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
  });
  afterAll(() => table.stop());

  it('after READY the bot knows only itself: another member is undefined in the cache', () => {
    expect(guild().members.cache.get(table.discord.botId)?.user.username).toBe('Kogge');
    expect(guild().members.cache.get(table.discord.user('alice').id)).toBeUndefined();
    expect(table.client.users.cache.get(table.discord.user('alice').id)).toBeUndefined();
  });

  it('a member arrives with their interaction', async () => {
    const bob = table.discord.user('bob').id;
    expect(guild().members.cache.get(bob)).toBeUndefined();
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply('pong');
    });
    await table.discord.user('bob').slash('/ping');
    await done;
    expect(guild().members.cache.get(bob)?.user.username).toBe('bob');
  });

  it('a member arrives when fetched', async () => {
    const carol = table.discord.user('carol').id;
    expect(guild().members.cache.get(carol)).toBeUndefined();
    const fetched = await guild().members.fetch(carol);
    expect(fetched.roles.cache.map((r) => r.name)).toContain('Captain');
    expect(guild().members.cache.get(carol)).toBeDefined();
  });
});

describe('the member cache with the GuildPresences intent', () => {
  let discord: LocalDiscord;
  let client: Client;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice', 'bob'], channels: ['tavern'] });
    client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildPresences],
      ...discord.clientOptions(),
    });
    const ready = once(client, 'clientReady');
    await client.login(discord.token);
    await ready;
  });
  afterAll(async () => {
    await client.destroy();
    await discord.stop();
  });

  it('GUILD_CREATE then carries every member of a small guild', () => {
    const members = client.guilds.cache.get(discord.guildId)!.members.cache;
    expect(members.map((m) => m.user.username).sort()).toEqual(['Kogge', 'alice', 'bob']);
  });
});
