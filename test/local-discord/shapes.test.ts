import { DiscordAPIError, MessageFlags, Routes, type TextChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDiscordError, openTable, textChannel, type Table } from './harness';

const form = (detail: string) => `Invalid Form Body\n${detail}`;
const button = (id: string) => ({ type: 2, style: 1, label: id, custom_id: id });
const row = (...components: object[]) => ({ type: 1, components });

// Shapes discord.js's builders would catch but raw bodies (or a bot that skips the builders)
// reach Discord with. Each follows the Discord docs section named in its title.
describe('shapes the builders do not catch', () => {
  let table: Table;
  let tavern: TextChannel;
  const post = (body: object, files?: { name: string; data: Buffer }[]) =>
    table.client.rest.post(Routes.channelMessages(tavern.id), { body, files });
  beforeAll(async () => {
    table = await openTable({ rateLimits: false }); // many refused sends to one channel
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());

  it('Uploading Files: more than 10 attachments is 30015', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x') }));
    await expectDiscordError(
      post({ content: 'x' }, files),
      400,
      30015,
      'Maximum number of attachments in a message reached (10)',
    );
  });

  it('Button Object: a button without custom_id, a link button with one, a style outside 1–6', async () => {
    await expectDiscordError(
      post({ content: 'x', components: [row({ type: 2, style: 1, label: 'Join' })] }),
      400,
      50035,
      form('components[0].components[0].custom_id[BASE_TYPE_REQUIRED]: This field is required'),
    );
    await expectDiscordError(
      post({
        content: 'x',
        components: [row({ type: 2, style: 5, label: 'Rules', url: 'https://example.com', custom_id: 'r' })],
      }),
      400,
      50035,
      form(
        'components[0].components[0].custom_id[BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE]: A custom id and url cannot both be specified',
      ),
    );
    await expectDiscordError(
      post({ content: 'x', components: [row({ ...button('b'), style: 7 })] }),
      400,
      50035,
      form('components[0].components[0].style[BASE_TYPE_CHOICES]: Value must be one of (1, 2, 3, 4, 5, 6).'),
    );
    const link = await post({
      content: 'x',
      components: [row({ type: 2, style: 5, label: 'Rules', url: 'https://example.com' })],
    });
    expect(link).toMatchObject({ content: 'x' });
  });

  it('Action Row: a top-level button outside an action row (without IS_COMPONENTS_V2)', async () => {
    await expectDiscordError(
      post({ content: 'x', components: [button('b')] }),
      400,
      50035,
      form('components[0][UNION_TYPE_CHOICES]: Value of field "type" must be one of (1).'),
    );
  });

  it('String Select: min_values above max_values, max_values above 25', async () => {
    const options = Array.from({ length: 25 }, (_, i) => ({ label: `o${i}`, value: `o${i}` }));
    const select = (extra: object) => row({ type: 3, custom_id: 's', options, ...extra });
    await expectDiscordError(
      post({ content: 'x', components: [select({ min_values: 3, max_values: 2 })] }),
      400,
      50035,
      form(
        'components[0].components[0].min_values[SELECT_COMPONENT_MIN_VALUES_GREATER_THAN_MAX]: min_values must be less than or equal to max_values',
      ),
    );
    await expectDiscordError(
      post({ content: 'x', components: [select({ max_values: 26 })] }),
      400,
      50035,
      form('components[0].components[0].max_values[NUMBER_TYPE_MAX]: int value should be between 1 and 25.'),
    );
  });

  it('Create Message: components that are not an array, and non-string content, are a clear 50035', async () => {
    await expectDiscordError(
      post({ content: 'x', components: 'buttons' }),
      400,
      50035,
      form('components[LIST_TYPE_CONVERT]: Only iterables may be used in a ListType'),
    );
    await expectDiscordError(
      post({ content: { text: 'hi' } }),
      400,
      50035,
      form('content[BASE_TYPE_STRING]: Could not interpret "{"text":"hi"}" as string.'),
    );
  });

  it('Embed Field Structure: a field without a value', async () => {
    await expectDiscordError(
      post({ embeds: [{ title: 'Market', fields: [{ name: 'Salt' }] }] }),
      400,
      50035,
      form('embeds[0].fields[0].value[BASE_TYPE_REQUIRED]: This field is required'),
    );
  });

  it('Message Reference: a reply to a missing message fails unless fail_if_not_exists is false', async () => {
    await expectDiscordError(
      post({ content: 're', message_reference: { message_id: '1' } }),
      400,
      50035,
      form('message_reference[MESSAGE_REFERENCE_UNKNOWN_MESSAGE]: Unknown message'),
    );
    const sent = (await post({
      content: 're',
      message_reference: { message_id: '1', fail_if_not_exists: false },
    })) as {
      type: number;
      message_reference?: unknown;
    };
    expect(sent.type).toBe(0);
    expect(sent.message_reference).toBeUndefined();
  });
});

describe('components v2 (Components › Using Components V2): Discord’s limits, valid layouts accepted', () => {
  let table: Table;
  let tavern: TextChannel;
  const v2 = (components: object[]) =>
    table.client.rest.post(Routes.channelMessages(tavern.id), {
      body: { flags: MessageFlags.IsComponentsV2, components },
    });
  const text = (content: string) => ({ type: 10, content });
  beforeAll(async () => {
    table = await openTable({ rateLimits: false });
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());

  it('accepts a container with a section, a gallery, a separator and more than 5 action rows', async () => {
    const layout = [
      {
        type: 17,
        components: [
          { type: 9, components: [text('Round 3'), text('Lübeck')], accessory: button('details') },
          { type: 12, items: [{ media: { url: 'attachment://board.png' } }] },
          { type: 14 },
          row(button('a')),
        ],
      },
      ...Array.from({ length: 6 }, (_, i) => row(button(`r${i}`))),
    ];
    const sent = (await v2(layout)) as { id: string };
    const seen = table.discord
      .user('alice')
      .sees('tavern')
      .find((m) => m.id === sent.id);
    expect(seen?.components).toEqual(layout);
  });

  it('refuses more than 40 components in total', async () => {
    const rows = Array.from({ length: 8 }, (_, r) =>
      row(...Array.from({ length: 4 }, (_, b) => button(`b${r}-${b}`))),
    );
    // 8 rows + 32 buttons = 40: accepted; one text display more is 41.
    await v2(rows);
    await expectDiscordError(
      v2([...rows, text('one too many')]),
      400,
      50035,
      form('components[MESSAGE_TOO_MANY_COMPONENTS]: A message can have at most 40 components in total'),
    );
  });

  it('refuses a container in a container and a section with four texts', async () => {
    await expectDiscordError(
      v2([{ type: 17, components: [{ type: 17, components: [text('inner')] }] }]),
      400,
      50035,
      form(
        'components[0].components[0][UNION_TYPE_CHOICES]: Value of field "type" must be one of (1, 9, 10, 12, 13, 14).',
      ),
    );
    await expectDiscordError(
      v2([{ type: 9, components: [text('a'), text('b'), text('c'), text('d')], accessory: button('x') }]),
      400,
      50035,
      form('components[0].components[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 3 in length.'),
    );
  });
});

describe('command and autocomplete shapes', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
  });
  afterAll(() => table.stop());

  it('Registering a Command: more than 100 commands in an overwrite, or a 101st created, is refused', async () => {
    const commands = Array.from({ length: 101 }, (_, i) => ({ name: `c${i}`, description: 'd' }));
    const error = await table.client.application!.commands.set(commands).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ status: 400, code: 50035 });
    expect((error as Error).message).toContain('BASE_TYPE_MAX_LENGTH');
    await table.client.application!.commands.set(commands.slice(0, 100));
    await expectDiscordError(
      table.client.application!.commands.create({ name: 'extra', description: 'd' }),
      400,
      30032,
      'Maximum number of application commands reached (100)',
    );
  });

  it('Application Command Option Structure: autocomplete together with choices', async () => {
    await expectDiscordError(
      table.client.rest.put(Routes.applicationCommands(table.discord.applicationId), {
        body: [
          {
            name: 'join',
            description: 'Join',
            options: [
              {
                type: 3,
                name: 'game',
                description: 'g',
                autocomplete: true,
                choices: [{ name: 'a', value: 'a' }],
              },
            ],
          },
        ],
      }),
      400,
      50035,
      form(
        '0.options[0].autocomplete[APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES]: Autocomplete cannot be enabled on an option with choices',
      ),
    );
  });

  it('Autocomplete: a choice value over 100 characters', async () => {
    await table.client.application!.commands.set([
      {
        name: 'join',
        description: 'Join',
        options: [{ type: 3, name: 'game', description: 'g', autocomplete: true }],
      },
    ]);
    const done = table.answer(async (i) => {
      if (!i.isAutocomplete()) throw new Error('not autocomplete');
      await i.respond([{ name: 'Lübeck run', value: 'x'.repeat(101) }]);
    });
    await table.discord.user('alice').autocomplete('/join game:Lü');
    await expectDiscordError(
      done,
      400,
      50035,
      form('data.choices[0].value[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.'),
    );
  });
});
