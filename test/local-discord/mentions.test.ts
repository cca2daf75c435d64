import { MessageFlags, PermissionFlagsBits as P, type TextChannel } from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOT_INVITE_PERMISSIONS } from '../../src/local-discord';
import { expectDiscordError, openTable, textChannel, type Table } from './harness';

// Discord docs, Message › Allowed Mentions Object (and its "Default Settings for Allowed
// Mentions"), Message Flags (SUPPRESS_NOTIFICATIONS).
describe('who is pinged (Allowed Mentions Object)', () => {
  let table: Table;
  let tavern: TextChannel;
  let crew: string;
  let captain: string;
  const id = (name: string) => table.discord.user(name).id;
  const pinged = (messageId: string) =>
    table.discord
      .user('alice')
      .sees('tavern')
      .find((m) => m.id === messageId)!.pinged;

  beforeAll(async () => {
    table = await openTable({
      users: ['alice', 'bob', { name: 'carol', roles: ['Captain', 'Crew'] }],
      roles: [{ name: 'Crew', mentionable: true }],
      rateLimits: false, // many sends to one channel; mentions, not pacing, under test
    });
    tavern = await textChannel(table, 'tavern');
    crew = table.discord.role('Crew');
    captain = table.discord.role('Captain');
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
  });
  afterAll(() => table.stop());
  afterEach(() => {
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS);
    table.discord.setOverwrite('tavern', 'bob', undefined);
    table.discord.user('carol').setPresent(true);
  });

  it('regular messages parse everything by default, so @everyone pings all who can see (with Mention Everyone)', async () => {
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | P.MentionEveryone);
    const sent = await tavern.send('@everyone the market opens');
    expect(sent.mentions.everyone).toBe(true);
    expect(pinged(sent.id).sort()).toEqual([id('alice'), id('bob'), id('carol')].sort());
  });

  it('@everyone and unmentionable roles ping no one without Mention Everyone; mentionable roles do', async () => {
    const sent = await tavern.send(`@everyone <@&${captain}> <@&${crew}>`);
    expect(sent.mentions.everyone).toBe(false);
    expect([...sent.mentions.roles.keys()]).toEqual([crew]);
    expect(pinged(sent.id)).toEqual([id('carol')]);
    expect(
      table.discord
        .user('bob')
        .pings()
        .map((m) => m.id),
    ).not.toContain(sent.id);
  });

  it('interaction responses, follow-ups and webhook messages parse only users by default', async () => {
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | P.MentionEveryone);
    const loud = `@everyone <@&${crew}> <@${id('bob')}>`;
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply(loud);
      return (await i.followUp(loud)).id;
    });
    const handle = await table.discord.user('alice').slash('/ping');
    const followUpId = await done;
    const reply = await handle.reply();
    for (const message of [reply, await handle.followUp(1)]) {
      expect(message).toMatchObject({ mentionsEveryone: false, mentionedRoleIds: [], mentions: [id('bob')] });
      expect(message.pinged).toEqual([id('bob')]);
    }
    expect((await handle.followUp(1)).id).toBe(followUpId);
  });

  it('refuses parse together with users or roles (mutually exclusive), accepts an empty list', async () => {
    await expectDiscordError(
      tavern.send({ content: `<@${id('bob')}>`, allowedMentions: { parse: ['users'], users: [id('bob')] } }),
      400,
      50035,
      'Invalid Form Body\nallowed_mentions[MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE]: parse:["users"] and users: [ids...] are mutually exclusive.',
    );
    await expectDiscordError(
      tavern.send({ content: `<@&${crew}>`, allowedMentions: { parse: ['roles'], roles: [crew] } }),
      400,
      50035,
      'Invalid Form Body\nallowed_mentions[MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE]: parse:["roles"] and roles: [ids...] are mutually exclusive.',
    );
    const ok = await tavern.send({
      content: `<@${id('bob')}>`,
      allowedMentions: { parse: ['users'], users: [] },
    });
    expect(pinged(ok.id)).toEqual([id('bob')]);
  });

  it('listed users only: a user not listed is mentioned in text but not pinged', async () => {
    const sent = await tavern.send({
      content: `<@${id('alice')}> <@${id('bob')}>`,
      allowedMentions: { users: [id('bob')] },
    });
    expect(pinged(sent.id)).toEqual([id('bob')]);
  });

  it('SUPPRESS_NOTIFICATIONS pings no one, though the mention stays', async () => {
    const sent = await tavern.send({ content: `<@${id('bob')}>`, flags: MessageFlags.SuppressNotifications });
    expect(sent.mentions.users.map((u) => u.id)).toEqual([id('bob')]);
    expect(pinged(sent.id)).toEqual([]);
  });

  it('@here pings only the members present', async () => {
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | P.MentionEveryone);
    table.discord.user('carol').setPresent(false);
    const here = await tavern.send('@here who is at the table?');
    expect(pinged(here.id).sort()).toEqual([id('alice'), id('bob')].sort());
    const everyone = await tavern.send('@everyone game over');
    expect(pinged(everyone.id)).toContain(id('carol'));
  });

  it('a mentioned user who cannot see the channel is not pinged', async () => {
    table.discord.setOverwrite('tavern', 'bob', { deny: P.ViewChannel });
    const sent = await tavern.send(`<@${id('bob')}> <@${id('alice')}>`);
    expect(pinged(sent.id)).toEqual([id('alice')]);
  });

  it('a reply pings its author by default, not with replied_user false', async () => {
    const said = table.discord.user('alice').say('tavern', 'I sell fish');
    const message = await tavern.messages.fetch(said.id);
    const loud = await message.reply('sold');
    expect(pinged(loud.id)).toEqual([id('alice')]);
    const quiet = await message.reply({ content: 'sold again', allowedMentions: { repliedUser: false } });
    expect(pinged(quiet.id)).toEqual([]);
  });
});
