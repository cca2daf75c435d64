import {
  ChannelType,
  Events,
  PermissionFlagsBits,
  type AnyThreadChannel,
  type GuildChannel,
  type TextChannel,
} from 'discord.js';
import { BOT_INVITE_PERMISSIONS } from '../../src/local-discord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDiscordError, openTable, type Table, textChannel } from './harness';

describe('channels and threads: create, events, archive, delete', () => {
  let table: Table;
  let tavern: TextChannel;
  beforeAll(async () => {
    // Managing channels and private threads is beyond the invite permissions: granted here.
    table = await openTable({
      botPermissions:
        BOT_INVITE_PERMISSIONS |
        PermissionFlagsBits.ManageChannels |
        PermissionFlagsBits.ManageThreads |
        PermissionFlagsBits.CreatePrivateThreads,
    });
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());

  const nextThread = () =>
    new Promise<AnyThreadChannel>((resolve) =>
      table.client.once(Events.ThreadCreate, (thread) => resolve(thread)),
    );

  it('starts a public thread from a message, with the message id, and dispatches THREAD_CREATE', async () => {
    const starter = await tavern.send('Game 7 opens');
    const created = nextThread();
    const thread = await starter.startThread({ name: 'Game 7' });
    expect(thread.id).toBe(starter.id);
    expect(thread.type).toBe(ChannelType.PublicThread);
    expect((await created).id).toBe(thread.id);
    const posted = await thread.send('Round 1');
    expect(
      table.discord
        .user('alice')
        .sees('Game 7')
        .map((m) => m.id),
    ).toEqual([posted.id]);
    await expectDiscordError(
      starter.startThread({ name: 'again' }),
      400,
      160004,
      'A thread has already been created for this message',
    );
  });

  it('takes slash commands inside a thread', async () => {
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
    const starter = await tavern.send('Game 8 opens');
    const thread = await starter.startThread({ name: 'Game 8' });
    const done = table.answer(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('not a command');
      await i.reply('pong in thread');
      return { channel: i.channelId, thread: i.channel?.isThread() };
    });
    const handle = await table.discord.user('bob').slash('/ping', { in: 'Game 8' });
    expect(await done).toEqual({ channel: thread.id, thread: true });
    expect((await handle.reply()).channelId).toBe(thread.id);
  });

  it('creates a standalone private thread only its members can see', async () => {
    const thread = await tavern.threads.create({ name: 'Secret deals', type: ChannelType.PrivateThread });
    expect(thread.type).toBe(ChannelType.PrivateThread);
    await thread.members.add(table.discord.user('alice').id);
    const posted = await thread.send('psst');
    expect(
      table.discord
        .user('alice')
        .sees('Secret deals')
        .map((m) => m.id),
    ).toEqual([posted.id]);
    expect(table.discord.user('bob').sees('Secret deals')).toEqual([]);
  });

  it('rejects a thread without a name', async () => {
    await expectDiscordError(
      tavern.threads.create({ name: '' }),
      400,
      50035,
      'Invalid Form Body\nname[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.',
    );
  });

  it('fetches and deletes a thread', async () => {
    const thread = await tavern.threads.create({ name: 'Short lived', type: ChannelType.PublicThread });
    expect((await table.client.channels.fetch(thread.id))?.id).toBe(thread.id);
    await thread.delete();
    await expectDiscordError(
      table.client.channels.fetch(thread.id, { force: true }),
      404,
      10003,
      'Unknown Channel',
    );
  });

  it('creates, renames and deletes a guild channel with CHANNEL_CREATE/UPDATE/DELETE', async () => {
    const guild = table.client.guilds.cache.get(table.discord.guildId)!;
    const created = new Promise<GuildChannel>((resolve) => table.client.once(Events.ChannelCreate, resolve));
    const channel = await guild.channels.create({ name: 'kontor' });
    expect((await created).id).toBe(channel.id);
    expect(table.discord.channel('kontor')).toBe(channel.id);
    const updated = new Promise<string>((resolve) =>
      table.client.once(Events.ChannelUpdate, (_old, next) => resolve((next as GuildChannel).name)),
    );
    await channel.setName('kontor-2');
    expect(await updated).toBe('kontor-2');
    const deleted = new Promise<string>((resolve) =>
      table.client.once(Events.ChannelDelete, (c) => resolve(c.id)),
    );
    await channel.delete();
    expect(await deleted).toBe(channel.id);
  });

  it('archives a thread (THREAD_UPDATE) and a new message reopens it', async () => {
    const thread = await tavern.threads.create({ name: 'Game 9', type: ChannelType.PublicThread });
    const archived = new Promise<boolean | null>((resolve) =>
      table.client.once(Events.ThreadUpdate, (_old, next) => resolve(next.archived)),
    );
    await thread.setArchived(true);
    expect(await archived).toBe(true);
    const reopened = new Promise<boolean | null>((resolve) =>
      table.client.once(Events.ThreadUpdate, (_old, next) => resolve(next.archived)),
    );
    await table.client.rest.post(`/channels/${thread.id}/messages`, { body: { content: 'rematch' } });
    expect(await reopened).toBe(false);
  });
});
