import { ChannelType, Client, Events, GatewayIntentBits, type Message } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiscord } from '../../src/local-discord';
import { once, openTable, type Table } from './harness';

describe('gateway: login and resume with the real discord.js client', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
  });
  afterAll(() => table.stop());

  it('logs in: READY gives the bot user and application, GUILD_CREATE the guild', () => {
    const { client, discord } = table;
    expect(client.user?.id).toBe(discord.botId);
    expect(client.user?.bot).toBe(true);
    expect(client.application?.id).toBe(discord.applicationId);
    const guild = client.guilds.cache.get(discord.guildId)!;
    expect(guild.available).toBe(true);
    expect([...guild.channels.cache.values()].map((c) => c.name).sort()).toEqual(['harbour', 'tavern']);
    expect(guild.channels.cache.get(discord.channel('tavern'))?.type).toBe(ChannelType.GuildText);
    // Without the GuildPresences intent, GUILD_CREATE carries only the bot's own member.
    expect(guild.members.cache.map((m) => m.user.username)).toEqual(['Kogge']);
    expect(guild.memberCount).toBe(4);
    // Inviting the bot created its managed role, named after it.
    expect(guild.roles.cache.map((r) => r.name).sort()).toEqual(['@everyone', 'Captain', 'Kogge']);
  });

  it('fetches the gateway with the session start limit discord.js checks', async () => {
    const info = (await table.client.rest.get('/gateway/bot')) as {
      url: string;
      session_start_limit: { remaining: number };
    };
    expect(info.url).toBe(`ws://127.0.0.1:${table.discord.port}`);
    expect(info.session_start_limit.remaining).toBeGreaterThan(0);
  });

  it('fetches all members through the gateway (op 8 → GUILD_MEMBERS_CHUNK)', async () => {
    const guild = table.client.guilds.cache.get(table.discord.guildId)!;
    const members = await guild.members.fetch();
    expect(members.size).toBe(4);
  });

  it('resumes after a dropped socket and replays what it missed', async () => {
    const { client, discord } = table;
    const resumed = once(client, Events.ShardResume);
    const created = new Promise<Message>((resolve) => client.once(Events.MessageCreate, resolve));
    const sessionBefore = discord.connectedSessions;
    discord.dropGatewayConnections();
    // Said while the socket is down: must arrive through the RESUME replay.
    discord.user('alice').say('tavern', 'while away');
    await resumed;
    const message = await created;
    expect(message.author.username).toBe('alice');
    // The bot did not ask for the privileged MessageContent intent, so Discord hides the text.
    expect(message.content).toBe('');
    expect(discord.connectedSessions).toBe(sessionBefore);
  });

  it('reconnects and resumes when told to (op 7)', async () => {
    const { client, discord } = table;
    const resumed = once(client, Events.ShardResume);
    discord.requestGatewayReconnect();
    await resumed;
    expect(discord.connectedSessions).toBe(1);
  });

  it('identifies afresh after an invalid session (op 9, d: false)', async () => {
    const { discord } = table;
    // discord.js spaces identifies 5 s apart (Discord's identify limit); a documented option
    // lifts that so the test need not sleep. The client itself is unchanged.
    const client = new Client({
      intents: [GatewayIntentBits.Guilds],
      ws: { buildIdentifyThrottler: async () => ({ waitForIdentify: async () => undefined }) },
      ...discord.clientOptions(),
    });
    const first = once(client, Events.ClientReady);
    await client.login(discord.token);
    await first;
    const again = once(client, Events.ShardReady);
    discord.invalidateGatewaySessions();
    await again;
    expect(client.guilds.cache.get(discord.guildId)?.available).toBe(true);
    await client.destroy();
  });

  it('rejects a wrong token on REST (401) and discord.js reports TokenInvalid', async () => {
    const stranger = new Client({ intents: [GatewayIntentBits.Guilds], ...table.discord.clientOptions() });
    await expect(stranger.login('not.the.token')).rejects.toMatchObject({ code: 'TokenInvalid' });
    await stranger.destroy();
  });

  it('starts without any options and serves a default channel', async () => {
    const bare = await LocalDiscord.start();
    expect(bare.channel('general')).toMatch(/^\d+$/);
    await bare.stop();
  });
});
