import {
  ChannelType,
  Events,
  PermissionFlagsBits as P,
  ThreadAutoArchiveDuration,
  type AnyThreadChannel,
  type TextChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_INVITE_PERMISSIONS, ManualClock } from '../../src/local-discord';
import { expectDiscordError, openTable, textChannel, type Table } from './harness';

const MINUTE = 60_000;

// Discord docs, Topics › Threads: "Active & Archived Threads" (auto-archive after
// auto_archive_duration of inactivity; activity is a message, unarchiving, or changing the
// duration; only active threads can be manipulated) and "Locked Threads".
describe('threads over time (Topics › Threads)', () => {
  const clock = new ManualClock();
  let table: Table;
  let tavern: TextChannel;
  beforeAll(async () => {
    table = await openTable({ clock, rateLimits: false });
    tavern = await textChannel(table, 'tavern');
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
  });
  afterAll(() => table.stop());

  const open = (name: string, minutes = ThreadAutoArchiveDuration.OneHour) =>
    tavern.threads.create({ name, type: ChannelType.PublicThread, autoArchiveDuration: minutes });
  const nextUpdate = () =>
    new Promise<AnyThreadChannel>((resolve) =>
      table.client.once(Events.ThreadUpdate, (_old, next) => resolve(next)),
    );

  it('auto-archives after auto_archive_duration of inactivity, a message restarting the timer', async () => {
    const thread = await open('Game 1');
    clock.advance(59 * MINUTE);
    await thread.send('round 2');
    clock.advance(59 * MINUTE);
    expect((await thread.fetch(true)).archived).toBe(false);
    const archived = nextUpdate();
    clock.advance(1 * MINUTE);
    const update = await archived;
    expect(update).toMatchObject({ id: thread.id, archived: true });
    // discord.js's cache follows THREAD_UPDATE.
    expect((table.client.channels.cache.get(thread.id) as AnyThreadChannel).archived).toBe(true);
  });

  it('accepts only 60, 1440, 4320 or 10080 minutes', async () => {
    const form =
      'Invalid Form Body\nauto_archive_duration[BASE_TYPE_CHOICES]: Value must be one of (60, 1440, 4320, 10080).';
    await expectDiscordError(open('Game 2', 30 as ThreadAutoArchiveDuration), 400, 50035, form);
    const thread = await open('Game 3', ThreadAutoArchiveDuration.OneDay);
    expect(thread.autoArchiveDuration).toBe(1440);
    await expectDiscordError(
      thread.setAutoArchiveDuration(120 as ThreadAutoArchiveDuration),
      400,
      50035,
      form,
    );
    await thread.setAutoArchiveDuration(ThreadAutoArchiveDuration.ThreeDays);
    expect(thread.autoArchiveDuration).toBe(4320);
  });

  it('refuses editing a message in an archived thread (50083) and commands there', async () => {
    const thread = await open('Game 4');
    const message = await thread.send('your turn');
    clock.advance(60 * MINUTE);
    await expectDiscordError(message.edit('changed'), 400, 50083, 'Thread is archived');
    await expect(table.discord.user('alice').slash('/ping', { in: 'Game 4' })).rejects.toThrow('is archived');
    // Sending reopens it (not locked), and then editing works again.
    await thread.send('back again');
    expect((await message.edit('changed')).content).toBe('changed');
  });

  it('a locked archived thread refuses senders without Manage Threads; a manager reopens it', async () => {
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | P.ManageThreads);
    const thread = await open('Game 5');
    await thread.setLocked(true);
    await thread.setArchived(true);
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS);
    await expectDiscordError(thread.send('let me in'), 400, 50083, 'Thread is archived');
    expect(() => table.discord.user('bob').say('Game 5', 'let me in')).toThrow('is locked');
    // alice owns the server, so she holds Manage Threads.
    table.discord.user('alice').say('Game 5', 'reopened by the owner');
    expect(table.discord.store.thread(thread.id)?.archived).toBe(false);
    // Still locked: the bot without Manage Threads may not post (160005).
    await expectDiscordError(thread.send('still locked'), 403, 160005, 'Thread is locked');
  });

  it('a bot without Manage Threads cannot lock a thread', async () => {
    const thread = await open('Game 6');
    await expectDiscordError(thread.setLocked(true), 403, 50013, 'Missing Permissions');
  });
});
