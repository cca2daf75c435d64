import { InteractionResponseType, MessageFlags, Routes, type TextChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDiscordError, openTable, type Table, textChannel } from './harness';

// Raw JSON payloads throughout: discord.js builders check some limits on the client, and
// these tests are about what the server refuses.
const button = (id: string, label = id) => ({ type: 2, style: 1, custom_id: id, label });
const row = (...components: object[]) => ({ type: 1, components });
const select = (id: string, count: number) => ({
  type: 3,
  custom_id: id,
  options: Array.from({ length: count }, (_, i) => ({ label: `o${i}`, value: `o${i}` })),
});
const form = (detail: string) => `Invalid Form Body\n${detail}`;

describe('strictness: what Discord rejects, this server rejects the same way', () => {
  let table: Table;
  let tavern: TextChannel;
  const send = (body: object) => tavern.send(body as never);
  beforeAll(async () => {
    // Dozens of refused sends to one channel: these test shapes, not pacing, so the rate
    // limits (rate-limits.test.ts) are switched off here.
    table = await openTable({ rateLimits: false });
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());

  it('content over 2,000 characters', async () => {
    await expectDiscordError(
      send({ content: 'x'.repeat(2001) }),
      400,
      50035,
      form('content[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length.'),
    );
  });

  it('an empty message', async () => {
    await expectDiscordError(send({ content: '' }), 400, 50006, 'Cannot send an empty message');
  });

  it('embed title over 256 and description over 4,096', async () => {
    await expectDiscordError(
      send({ embeds: [{ title: 't'.repeat(257) }] }),
      400,
      50035,
      form('embeds[0].title[BASE_TYPE_MAX_LENGTH]: Must be 256 or fewer in length.'),
    );
    await expectDiscordError(
      send({ embeds: [{ description: 'd'.repeat(4097) }] }),
      400,
      50035,
      form('embeds[0].description[BASE_TYPE_MAX_LENGTH]: Must be 4096 or fewer in length.'),
    );
  });

  it('more than 25 embed fields', async () => {
    const fields = Array.from({ length: 26 }, (_, i) => ({ name: `f${i}`, value: 'v' }));
    await expectDiscordError(
      send({ embeds: [{ fields }] }),
      400,
      50035,
      form('embeds[0].fields[BASE_TYPE_MAX_LENGTH]: Must be 25 or fewer in length.'),
    );
  });

  it('embeds over 6,000 characters in all', async () => {
    const embeds = [0, 1].map(() => ({ description: 'd'.repeat(3001) }));
    await expectDiscordError(
      send({ embeds }),
      400,
      50035,
      form('embeds[MAX_EMBED_SIZE_EXCEEDED]: Embed size exceeds maximum size of 6000'),
    );
  });

  it('more than 10 embeds', async () => {
    const embeds = Array.from({ length: 11 }, () => ({ title: 't' }));
    await expectDiscordError(
      send({ embeds }),
      400,
      50035,
      form('embeds[BASE_TYPE_MAX_LENGTH]: Must be 10 or fewer in length.'),
    );
  });

  it('more than 5 action rows', async () => {
    const components = Array.from({ length: 6 }, (_, i) => row(button(`b${i}`)));
    await expectDiscordError(
      send({ content: 'x', components }),
      400,
      50035,
      form('components[BASE_TYPE_MAX_LENGTH]: Must be 5 or fewer in length.'),
    );
  });

  it('more than 5 buttons in a row', async () => {
    const components = [row(...Array.from({ length: 6 }, (_, i) => button(`b${i}`)))];
    await expectDiscordError(
      send({ content: 'x', components }),
      400,
      50035,
      form(
        'components[0].components[5][COMPONENT_LAYOUT_WIDTH_EXCEEDED]: The specified component exceeds the maximum width',
      ),
    );
  });

  it('a select menu sharing its row', async () => {
    const components = [row(select('s', 2), button('b'))];
    await expectDiscordError(
      send({ content: 'x', components }),
      400,
      50035,
      form(
        'components[0].components[1][COMPONENT_LAYOUT_WIDTH_EXCEEDED]: The specified component exceeds the maximum width',
      ),
    );
  });

  it('more than 25 select options', async () => {
    await expectDiscordError(
      send({ content: 'x', components: [row(select('s', 26))] }),
      400,
      50035,
      form('components[0].components[0].options[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 25 in length.'),
    );
  });

  it('a custom id over 100 characters', async () => {
    await expectDiscordError(
      send({ content: 'x', components: [row(button('c'.repeat(101), 'ok'))] }),
      400,
      50035,
      form('components[0].components[0].custom_id[BASE_TYPE_MAX_LENGTH]: Must be 100 or fewer in length.'),
    );
  });

  it('a custom id repeated in one message', async () => {
    const components = [row(button('same', 'a')), row(button('same', 'b'))];
    await expectDiscordError(
      send({ content: 'x', components }),
      400,
      50035,
      form(
        'components[1].components[0].custom_id[COMPONENT_CUSTOM_ID_DUPLICATED]: Component custom id cannot be duplicated',
      ),
    );
  });

  it('a button label over 80 characters', async () => {
    await expectDiscordError(
      send({ content: 'x', components: [row(button('b', 'l'.repeat(81)))] }),
      400,
      50035,
      form('components[0].components[0].label[BASE_TYPE_MAX_LENGTH]: Must be 80 or fewer in length.'),
    );
  });

  it('an attachment over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    await expectDiscordError(
      tavern.send({ files: [{ attachment: big, name: 'big.bin' }] }),
      413,
      40005,
      'Request entity too large',
    );
  });

  it('the same rules on edits, interaction replies and follow-ups', async () => {
    const sent = await tavern.send('ok');
    await expectDiscordError(
      sent.edit({ content: 'x'.repeat(2001) }),
      400,
      50035,
      form('content[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length.'),
    );
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply({ content: 'x'.repeat(2001) }).catch(() => i.deferReply());
      await i.followUp({ content: 'ok', components: [row(button('b', 'l'.repeat(81)))] } as never);
    });
    await table.discord.user('alice').slash('/ping');
    await expectDiscordError(
      done,
      400,
      50035,
      form('components[0].components[0].label[BASE_TYPE_MAX_LENGTH]: Must be 80 or fewer in length.'),
    );
  });

  it('a modal title over 45 characters, and a modal answering a modal', async () => {
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
    const modal = (title: string) => ({
      type: InteractionResponseType.Modal,
      data: {
        custom_id: 'm',
        title,
        components: [row({ type: 4, custom_id: 'name', label: 'Name', style: 1 })],
      },
    });
    const done = table.answer(async (i) => {
      const post = (body: object) =>
        table.client.rest.post(Routes.interactionCallback(i.id, i.token), { body, auth: false });
      await post(modal('t'.repeat(46))).catch(async (error: unknown) => {
        await post(modal('Rename'));
        throw error;
      });
    });
    const opened = await table.discord.user('alice').slash('/ping');
    await expectDiscordError(
      done,
      400,
      50035,
      form('data.title[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 45 in length.'),
    );
    const nested = table.answer(async (i) => {
      await table.client.rest.post(Routes.interactionCallback(i.id, i.token), {
        body: modal('Again'),
        auth: false,
      });
    });
    await opened.modal();
    await table.discord.user('alice').modal(opened, { name: 'Hanse' });
    await expectDiscordError(
      nested,
      400,
      50035,
      form(
        'type[INTERACTION_RESPONSE_TYPE_INVALID]: Interaction response type is invalid for this interaction',
      ),
    );
  });

  it('an ephemeral message reached through channel routes (10008)', async () => {
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply({ content: 'only you', flags: MessageFlags.Ephemeral });
    });
    const handle = await table.discord.user('alice').slash('/ping');
    await done;
    const reply = await handle.reply();
    await expectDiscordError(
      tavern.messages.fetch({ message: reply.id, force: true }),
      404,
      10008,
      'Unknown Message',
    );
  });

  it('content or embeds on a components-v2 message, also when editing one', async () => {
    const container = { type: 17, components: [{ type: 10, content: 'Round 3: Lübeck' }] };
    const v2 = MessageFlags.IsComponentsV2;
    await expectDiscordError(
      send({ content: 'hi', flags: v2, components: [container] }),
      400,
      50035,
      form(
        "content[MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2]: The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      ),
    );
    const sent = await send({ flags: v2, components: [container] });
    expect(
      table.discord
        .user('alice')
        .sees('tavern')
        .find((m) => m.id === sent.id)?.components,
    ).toEqual([container]);
    await expectDiscordError(
      sent.edit({ embeds: [{ title: 'old style' }] }),
      400,
      50035,
      form(
        "embeds[MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2]: The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      ),
    );
  });
});
