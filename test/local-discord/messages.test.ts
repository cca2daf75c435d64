import { randomBytes } from 'node:crypto';
import {
  AttachmentBuilder,
  DiscordAPIError,
  Events,
  PermissionFlagsBits,
  type Message,
  type TextChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_INVITE_PERMISSIONS } from '../../src/local-discord';
import { openTable, type Table, textChannel } from './harness';

// A minimal valid PNG header (IHDR says 640 × 480) followed by filler bytes.
function pngBytes(size: number): Buffer {
  const header = Buffer.from('89504e470d0a1a0a0000000d4948445200000280000001e00806000000', 'hex');
  return Buffer.concat([header, randomBytes(size - header.length)]);
}

describe('channel messages: create, get, list, edit, delete, attachments', () => {
  let table: Table;
  let tavern: TextChannel;
  beforeAll(async () => {
    table = await openTable();
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());

  it('creates a message, dispatches MESSAGE_CREATE, and users see it', async () => {
    const created = new Promise<Message>((resolve) => table.client.once(Events.MessageCreate, resolve));
    const sent = await tavern.send('Round 1 begins');
    expect((await created).id).toBe(sent.id);
    expect(sent.author.id).toBe(table.discord.botId);
    expect(table.discord.user('bob').sees('tavern').at(-1)).toMatchObject({
      id: sent.id,
      content: 'Round 1 begins',
    });
  });

  it('gets one message and lists the channel newest first', async () => {
    const a = await tavern.send('a');
    const b = await tavern.send('b');
    expect((await tavern.messages.fetch(a.id)).content).toBe('a');
    const list = await tavern.messages.fetch({ limit: 2 });
    expect([...list.keys()]).toEqual([b.id, a.id]);
    const before = await tavern.messages.fetch({ before: b.id, limit: 1 });
    expect([...before.keys()]).toEqual([a.id]);
  });

  it('edits a message, dispatching MESSAGE_UPDATE', async () => {
    const sent = await tavern.send('draft');
    const updated = new Promise<Message>((resolve) =>
      table.client.on(Events.MessageUpdate, (_old, next) => next.id === sent.id && resolve(next as Message)),
    );
    await sent.edit('final');
    expect((await updated).content).toBe('final');
    expect(
      table.discord
        .user('alice')
        .sees('tavern')
        .find((m) => m.id === sent.id),
    ).toMatchObject({ content: 'final', edited: true });
  });

  it('deletes a message, dispatching MESSAGE_DELETE', async () => {
    const sent = await tavern.send('gone soon');
    const deleted = new Promise<string>((resolve) =>
      table.client.on(Events.MessageDelete, (m) => m.id === sent.id && resolve(m.id)),
    );
    await sent.delete();
    expect(await deleted).toBe(sent.id);
    await expect(tavern.messages.fetch(sent.id)).rejects.toMatchObject({
      status: 404,
      code: 10008,
      message: 'Unknown Message',
    });
  });

  it('round-trips a ~100 KB PNG byte for byte through multipart upload', async () => {
    const png = pngBytes(100_000);
    const sent = await tavern.send({
      content: 'board',
      files: [new AttachmentBuilder(png, { name: 'board.png', description: 'The board' })],
    });
    const attachment = sent.attachments.first()!;
    expect(attachment).toMatchObject({
      name: 'board.png',
      size: png.length,
      width: 640,
      height: 480,
      contentType: 'image/png',
      description: 'The board',
    });
    const seen = table.discord
      .user('alice')
      .sees('tavern')
      .find((m) => m.id === sent.id)!;
    expect(seen.attachments[0].data.equals(png)).toBe(true);
    const download = Buffer.from(await (await fetch(attachment.url)).arrayBuffer());
    expect(download.equals(png)).toBe(true);
  });

  it('uploads several files at once and keeps only listed ones on edit', async () => {
    const one = Buffer.from('first file');
    const two = Buffer.from('second file');
    const sent = await tavern.send({
      files: [
        { attachment: one, name: 'one.txt' },
        { attachment: two, name: 'two.txt' },
      ],
    });
    expect(sent.attachments.map((a) => a.name)).toEqual(['one.txt', 'two.txt']);
    const kept = sent.attachments.first()!;
    const edited = await sent.edit({ attachments: [kept] });
    expect(edited.attachments.map((a) => a.name)).toEqual(['one.txt']);
    const seen = table.discord
      .user('bob')
      .sees('tavern')
      .find((m) => m.id === sent.id)!;
    expect(seen.attachments[0].data.equals(one)).toBe(true);
  });

  it('refuses to edit a message the bot did not write (50005)', async () => {
    const said = table.discord.user('alice').say('tavern', 'mine');
    const error = await table.client.rest
      .patch(`/channels/${said.channelId}/messages/${said.id}`, { body: { content: 'hijack' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({
      status: 403,
      code: 50005,
      message: 'Cannot edit a message authored by another user',
    });
  });

  it('logs every REST call with route, status and latency', () => {
    const posts = table.discord.calls.filter(
      (c) => c.method === 'POST' && c.route === '/channels/:channel/messages',
    );
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((c) => c.status === 200 && c.latencyMs >= 0)).toBe(true);
  });

  it('pings mentioned users when a message is sent, never when it is edited', async () => {
    const alice = table.discord.user('alice');
    const bob = table.discord.user('bob');
    const sent = await tavern.send(`<@${alice.id}>, your turn`);
    expect(sent.mentions.users.map((u) => u.id)).toEqual([alice.id]);
    await sent.edit(`<@${alice.id}> and <@${bob.id}>, your turn`);
    expect(alice.pings().map((m) => m.id)).toContain(sent.id);
    expect(bob.pings().map((m) => m.id)).not.toContain(sent.id);
    expect(bob.sees('tavern').find((m) => m.id === sent.id)!.mentions).toEqual([alice.id, bob.id]);
  });

  it('records @everyone and role mentions, and honours allowed_mentions', async () => {
    const captain = table.client.guilds.cache
      .get(table.discord.guildId)!
      .roles.cache.find((r) => r.name === 'Captain')!;
    // @everyone and unmentionable roles need Mention Everyone, beyond the invite permissions.
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | PermissionFlagsBits.MentionEveryone);
    const loud = await tavern.send(`@everyone <@&${captain.id}>`);
    const seenLoud = table.discord
      .user('alice')
      .sees('tavern')
      .find((m) => m.id === loud.id)!;
    expect(seenLoud).toMatchObject({ mentionsEveryone: true, mentionedRoleIds: [captain.id] });
    const quiet = await tavern.send({
      content: `@everyone <@${table.discord.user('bob').id}>`,
      allowedMentions: { parse: [] },
    });
    const seenQuiet = table.discord
      .user('bob')
      .sees('tavern')
      .find((m) => m.id === quiet.id)!;
    expect(seenQuiet).toMatchObject({ mentionsEveryone: false, mentions: [], pinged: [] });
  });
});
