import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDiscordError, openTable, type Table } from './harness';

describe('users and direct messages', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
  });
  afterAll(() => table.stop());

  it('fetches the bot (users/@me) and other users', async () => {
    const alice = await table.client.users.fetch(table.discord.user('alice').id, { force: true });
    expect(alice.username).toBe('alice');
    const me = (await table.client.rest.get('/users/@me')) as { id: string; bot: boolean };
    expect(me).toMatchObject({ id: table.discord.botId, bot: true });
    await expectDiscordError(table.client.users.fetch('1', { force: true }), 404, 10013, 'Unknown User');
  });

  it('sends a DM that only its recipient sees', async () => {
    const alice = await table.client.users.fetch(table.discord.user('alice').id);
    const sent = await alice.send({
      content: 'Your route markers: Lübeck, Riga',
      files: [{ attachment: Buffer.from('hand'), name: 'hand.txt' }],
    });
    const dms = table.discord.user('alice').dms();
    expect(dms.map((m) => m.id)).toEqual([sent.id]);
    expect(dms[0].attachments[0].data.toString()).toBe('hand');
    expect(table.discord.user('bob').dms()).toEqual([]);
    expect(table.discord.user('bob').sees(sent.channelId)).toEqual([]);
    expect(table.discord.visibleTo('bob', sent.id)).toBe(false);
  });

  it('fails a DM to a user who closed DMs with 50007', async () => {
    const carol = await table.client.users.fetch(table.discord.user('carol').id);
    await expectDiscordError(carol.send('hello'), 403, 50007, 'Cannot send messages to this user');
    expect(table.discord.user('carol').dms()).toEqual([]);
  });

  it('delivers a button click in a DM with the user instead of a member', async () => {
    const alice = await table.client.users.fetch(table.discord.user('alice').id);
    const panel = await alice.send({
      content: 'Accept the trade?',
      components: [
        { type: 1, components: [{ type: 2, style: 3, custom_id: 'trade:accept', label: 'Accept' }] },
      ],
    });
    const done = table.answer(async (i) => {
      if (!i.isButton()) throw new Error('not a button');
      await i.update({ content: 'Trade accepted', components: [] });
      return { inGuild: i.inGuild(), user: i.user.username, dm: i.channel?.isDMBased() };
    });
    await table.discord.user('alice').click(panel.id, 'Accept');
    expect(await done).toEqual({ inGuild: false, user: 'alice', dm: true });
    expect(table.discord.user('alice').dms().at(-1)?.content).toBe('Trade accepted');
  });
});
