import { ChannelType, OverwriteType, PermissionFlagsBits as P, type TextChannel } from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOT_INVITE_PERMISSIONS, botInviteUrl, EVERYONE_PERMISSIONS } from '../../src/local-discord';
import { expectDiscordError, openTable, textChannel, type Table } from './harness';

const missing = (promise: Promise<unknown>) => expectDiscordError(promise, 403, 50013, 'Missing Permissions');

// Discord docs, Topics › Permissions: "Permission Hierarchy", "Permission Overwrites",
// "Implicit Permissions", "Inherited Permissions (Threads)"; Create Message › Limitations.
describe('permissions (Topics › Permissions) through the real discord.js client', () => {
  let table: Table;
  let tavern: TextChannel;
  beforeAll(async () => {
    table = await openTable({
      users: ['alice', 'bob', { name: 'carol', roles: ['Harbourmaster'] }],
      roles: [{ name: 'Harbourmaster', permissions: P.ManageGuild }],
      // Many sends to one channel: permissions, not pacing, are under test here.
      rateLimits: false,
    });
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());
  afterEach(() => {
    for (const target of ['bot', '@everyone', 'alice'])
      table.discord.setOverwrite('tavern', target, undefined);
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS);
    table.discord.setRolePermissions('@everyone', EVERYONE_PERMISSIONS);
  });

  it('a test server starts the bot with exactly its invite permissions (and @everyone’s)', async () => {
    const me = await table.client.guilds.cache.get(table.discord.guildId)!.members.fetchMe();
    expect(me.permissions.bitfield).toBe(BOT_INVITE_PERMISSIONS | EVERYONE_PERMISSIONS);
    expect(me.permissions.has(P.ManageMessages)).toBe(false);
    expect(me.roles.botRole?.permissions.bitfield).toBe(BOT_INVITE_PERMISSIONS);
    expect(tavern.permissionsFor(me).has([P.SendMessages, P.AttachFiles, P.EmbedLinks])).toBe(true);
    expect(BOT_INVITE_PERMISSIONS).toBe(
      P.ViewChannel |
        P.SendMessages |
        P.SendMessagesInThreads |
        P.CreatePublicThreads |
        P.AttachFiles |
        P.EmbedLinks |
        P.ReadMessageHistory,
    );
    expect(botInviteUrl('123')).toContain(`permissions=${BOT_INVITE_PERMISSIONS}`);
  });

  it('interactions carry app_permissions and the member’s permissions in the channel', async () => {
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
    const done = table.answer(async (i) => {
      if (!i.isChatInputCommand() || !i.inCachedGuild()) throw new Error('not a guild command');
      await i.reply('pong');
      return { app: i.appPermissions.bitfield, member: i.memberPermissions.bitfield };
    });
    await table.discord.user('bob').slash('/ping');
    expect(await done).toEqual({
      app: BOT_INVITE_PERMISSIONS | EVERYONE_PERMISSIONS,
      member: EVERYONE_PERMISSIONS,
    });
  });

  it('50013 without Send Messages; Implicit Permissions then deny embeds and files too', async () => {
    table.discord.setOverwrite('tavern', 'bot', { deny: P.SendMessages });
    await missing(tavern.send('hello'));
    await missing(tavern.send({ embeds: [{ title: 'board' }] }));
    expect(
      table.discord
        .user('alice')
        .sees('tavern')
        .map((m) => m.content),
    ).not.toContain('hello');
  });

  it('50001 Missing Access without View Channel, as Discord answers', async () => {
    table.discord.setOverwrite('tavern', '@everyone', { deny: P.ViewChannel });
    table.discord.setOverwrite('tavern', 'bot', { deny: P.ViewChannel });
    await expectDiscordError(tavern.send('hello'), 403, 50001, 'Missing Access');
  });

  it('50013 for files without Attach Files and embeds without Embed Links', async () => {
    table.discord.setOverwrite('tavern', 'bot', { deny: P.AttachFiles | P.EmbedLinks });
    await missing(tavern.send({ files: [{ attachment: Buffer.from([1]), name: 'board.png' }] }));
    await missing(tavern.send({ embeds: [{ title: 'board' }] }));
    expect((await tavern.send('plain text still goes')).content).toBe('plain text still goes');
  });

  it('threads need Send Messages in Threads, not Send Messages (Inherited Permissions (Threads))', async () => {
    const thread = await tavern.threads.create({ name: 'Game 1', type: ChannelType.PublicThread });
    table.discord.setOverwrite('tavern', 'bot', { deny: P.SendMessages });
    expect((await thread.send('round 1')).content).toBe('round 1');
    table.discord.setOverwrite('tavern', 'bot', { deny: P.SendMessagesInThreads });
    await missing(thread.send('round 2'));
  });

  it('50013 starting a public thread without Create Public Threads', async () => {
    const starter = await tavern.send('Game 2 opens');
    table.discord.setOverwrite('tavern', 'bot', { deny: P.CreatePublicThreads });
    await missing(starter.startThread({ name: 'Game 2' }));
    await missing(tavern.threads.create({ name: 'Game 3', type: ChannelType.PublicThread }));
    // Private threads are not in the invite permissions at all.
    table.discord.setOverwrite('tavern', 'bot', undefined);
    await missing(tavern.threads.create({ name: 'Deals', type: ChannelType.PrivateThread }));
  });

  it('Edit Channel Permissions needs Manage Roles, and grants only what the bot holds', async () => {
    const alice = table.discord.user('alice');
    // Members are not in the bot's cache (member cache), so the overwrite type is given.
    const member = { type: OverwriteType.Member };
    await missing(tavern.permissionOverwrites.edit(alice.id, { ViewChannel: false }, member));
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | P.ManageRoles);
    await missing(tavern.permissionOverwrites.edit(alice.id, { ManageMessages: true }, member));
    const bob = table.discord.user('bob').id;
    await tavern.permissionOverwrites.edit(bob, { ViewChannel: false }, member);
    expect(tavern.permissionOverwrites.cache.get(bob)?.deny.has(P.ViewChannel)).toBe(true);
    expect(table.discord.permissionsIn('bob', 'tavern')).toBe(0n);
    await tavern.send('only for those who can see');
    expect(table.discord.user('bob').sees('tavern')).toEqual([]);
    expect(() => table.discord.user('bob').say('tavern', 'hi')).toThrow('cannot see');
    await tavern.permissionOverwrites.delete(bob);
    expect(table.discord.user('bob').sees('tavern').length).toBeGreaterThan(0);
  });

  it('a member without @everyone’s Send Messages cannot say anything in the channel', () => {
    table.discord.setRolePermissions('@everyone', P.ViewChannel | P.ReadMessageHistory);
    expect(() => table.discord.user('bob').say('tavern', 'hi')).toThrow('may not send messages');
  });
});

// Application Commands › Permissions: default_member_permissions gates who may use a command.
describe('default_member_permissions is enforced for members', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable({
      users: ['alice', 'bob', { name: 'carol', roles: ['Harbourmaster'] }],
      roles: [{ name: 'Harbourmaster', permissions: P.ManageGuild }],
    });
    await table.client.application!.commands.set([
      { name: 'settings', description: 'Server settings', defaultMemberPermissions: P.ManageGuild },
      { name: 'wipe', description: 'Admins only', defaultMemberPermissions: 0n },
    ]);
    table.client.on('interactionCreate', (i) => void (i.isRepliable() && i.reply('ok')));
  });
  afterAll(() => table.stop());

  it('a member without Manage Server cannot run a command registered for it', async () => {
    await expect(table.discord.user('bob').slash('/settings')).rejects.toThrow(
      'bob cannot use /settings: it needs ManageGuild',
    );
  });

  it('a member whose role grants Manage Server can, and so can the owner', async () => {
    const carol = await table.discord.user('carol').slash('/settings');
    expect(await carol.response()).toBe(4);
    const alice = await table.discord.user('alice').slash('/settings');
    expect(await alice.response()).toBe(4);
  });

  it('"0" leaves a command to administrators only', async () => {
    await expect(table.discord.user('carol').slash('/wipe')).rejects.toThrow('needs Administrator');
    const alice = await table.discord.user('alice').slash('/wipe');
    expect(await alice.response()).toBe(4);
  });
});
