import { PermissionFlagsBits as P, Routes, type TextChannel } from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOT_INVITE_PERMISSIONS } from '../../src/local-discord';
import { expectDiscordError, openTable, textChannel, type Table } from './harness';

const form = (detail: string) => `Invalid Form Body\n${detail}`;

// Fields Discord keeps are kept here (Channel Object topic; Create Message nonce,
// enforce_nonce, tts, poll); anything not modelled is refused by name, never dropped.
describe('fields kept, not dropped', () => {
  let table: Table;
  let tavern: TextChannel;
  const seen = (id: string) =>
    table.discord
      .user('alice')
      .sees('tavern')
      .find((m) => m.id === id)!;
  beforeAll(async () => {
    table = await openTable({
      channels: [{ name: 'tavern', topic: 'Kogge games' }, 'harbour'],
      rateLimits: false,
    });
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());
  afterEach(() => table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS));

  it('Channel Object: the topic is kept, set and read back', async () => {
    expect(tavern.topic).toBe('Kogge games');
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | P.ManageChannels);
    await tavern.setTopic('Round 3: Lübeck');
    const fetched = (await table.client.channels.fetch(tavern.id, { force: true })) as TextChannel;
    expect(fetched.topic).toBe('Round 3: Lübeck');
  });

  it('Create Message: nonce is kept; with enforce_nonce the first message is returned again', async () => {
    const first = await tavern.send({ content: 'bid 3', nonce: 'bid-7', enforceNonce: true });
    const again = await tavern.send({ content: 'bid 3', nonce: 'bid-7', enforceNonce: true });
    expect(again.id).toBe(first.id);
    expect(first.nonce).toBe('bid-7');
    expect(seen(first.id).raw.nonce).toBe('bid-7');
    expect(
      table.discord
        .user('alice')
        .sees('tavern')
        .filter((m) => m.content === 'bid 3'),
    ).toHaveLength(1);
    const unenforced = await tavern.send({ content: 'bid 3', nonce: 'bid-7' });
    expect(unenforced.id).not.toBe(first.id);
  });

  it('Create Message: tts is kept, and needs Send TTS Messages', async () => {
    await expectDiscordError(
      tavern.send({ content: 'hear ye', tts: true }),
      403,
      50013,
      'Missing Permissions',
    );
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | P.SendTTSMessages);
    const sent = await tavern.send({ content: 'hear ye', tts: true });
    expect(sent.tts).toBe(true);
    expect(seen(sent.id).raw.tts).toBe(true);
  });

  it('Poll Create Request Object: a poll is kept, needs Send Polls, and cannot be edited', async () => {
    const poll = {
      question: { text: 'Next port?' },
      answers: [{ text: 'Riga' }, { text: 'Visby' }],
      duration: 2,
      allowMultiselect: false,
    };
    await expectDiscordError(tavern.send({ poll }), 403, 50013, 'Missing Permissions');
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | P.SendPolls);
    const sent = await tavern.send({ poll });
    expect(sent.poll?.question.text).toBe('Next port?');
    expect(seen(sent.id).raw.poll?.answers.map((a) => a.poll_media.text)).toEqual(['Riga', 'Visby']);
    await expectDiscordError(
      table.client.rest.patch(Routes.channelMessage(tavern.id, sent.id), {
        body: { poll: { question: { text: 'Other?' }, answers: [{ poll_media: { text: 'x' } }] } },
      }),
      400,
      50035,
      form('poll[MESSAGE_POLL_CANNOT_BE_EDITED]: A poll cannot be added or edited'),
    );
  });

  it('refuses an unmodelled message field by name (sticker_ids), never dropping it', async () => {
    await expectDiscordError(
      table.client.rest.post(Routes.channelMessages(tavern.id), {
        body: { content: 'x', sticker_ids: ['1'] },
      }),
      400,
      50035,
      form(
        'sticker_ids[LOCAL_DISCORD_UNMODELLED]: The local Discord does not model "sticker_ids" on messages; refused rather than dropped',
      ),
    );
    expect(
      table.discord
        .user('alice')
        .sees('tavern')
        .map((m) => m.content),
    ).not.toContain('x');
  });

  it('refuses an unmodelled channel field by name (nsfw)', async () => {
    table.discord.setRolePermissions('bot', BOT_INVITE_PERMISSIONS | P.ManageChannels);
    await expectDiscordError(
      tavern.setNSFW(true),
      400,
      50035,
      form(
        'nsfw[LOCAL_DISCORD_UNMODELLED]: The local Discord does not model "nsfw" on channels; refused rather than dropped',
      ),
    );
  });

  it('answers an unmodelled route with a 404 naming it', async () => {
    await expectDiscordError(
      table.client.rest.get(Routes.channelPins(tavern.id)),
      404,
      0,
      `404: Not Found (the local Discord does not model GET /channels/${tavern.id}/pins)`,
    );
  });
});
