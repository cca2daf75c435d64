import { Routes, type TextChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDiscordError, openTable, type Table, textChannel } from './harness';

// Rules discord-api-docs state that the local Discord used to let through. Raw JSON
// through discord.js's REST (its builders would check some of these on the client); each
// refusal has a control beside it that the same body, within the rule, is taken.
const form = (detail: string) => `Invalid Form Body\n${detail}`;

describe('the local Discord refuses what the docs refuse', () => {
  let table: Table;
  let tavern: TextChannel;
  beforeAll(async () => {
    table = await openTable({ rateLimits: false });
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());

  const send = (body: object) => table.client.rest.post(Routes.channelMessages(tavern.id), { body });
  const register = (options: object[]) =>
    table.client.rest.put(Routes.applicationCommands(table.discord.applicationId), {
      body: [{ name: 'kogge', description: 'Play Kogge', options }],
    });
  const stringOption = (extra: object) => ({ type: 3, name: 'text', description: 'Some text', ...extra });

  // docs "Message › Embed Object › Embed Structure": color is an integer.
  it('an embed colour given as a string: 50035 (control: the same colour as an integer)', async () => {
    await expectDiscordError(
      send({ embeds: [{ title: 'Board', color: '#ff0000' }] }),
      400,
      50035,
      form('embeds[0].color[NUMBER_TYPE_COERCE]: Value "#ff0000" is not int.'),
    );
    await expectDiscordError(
      send({ embeds: [{ title: 'Board', color: 0x1000000 }] }),
      400,
      50035,
      form('embeds[0].color[NUMBER_TYPE_MAX]: int value should be less than or equal to 16777215.'),
    );
    await expect(send({ embeds: [{ title: 'Board', color: 0xff0000 }] })).resolves.toMatchObject({
      embeds: [{ color: 0xff0000 }],
    });
  });

  // docs "Message › Embed Object": web addresses (and attachment:// for media) only.
  it('an embed url or image of another scheme: 50035 (control: https and attachment://)', async () => {
    await expectDiscordError(
      send({ embeds: [{ title: 'x', url: 'javascript:alert(1)' }] }),
      400,
      50035,
      form(
        `embeds[0].url[URL_TYPE_INVALID_SCHEME]: Scheme "javascript" is not supported. Scheme must be one of ('http', 'https').`,
      ),
    );
    await expectDiscordError(
      send({ embeds: [{ title: 'x', image: { url: 'file:///etc/passwd' } }] }),
      400,
      50035,
      form(
        `embeds[0].image.url[URL_TYPE_INVALID_SCHEME]: Scheme "file" is not supported. Scheme must be one of ('http', 'https', 'attachment').`,
      ),
    );
    await expect(
      send({
        embeds: [
          { title: 'x', url: 'https://example.org/', thumbnail: { url: 'https://example.org/a.png' } },
        ],
      }),
    ).resolves.toBeDefined();
  });

  // docs "Application Commands › Application Command Option Structure": max_length 1–6000.
  it('a string option with max_length above 6,000: 50035 (control: 6,000 is taken)', async () => {
    await expectDiscordError(
      register([stringOption({ max_length: 6001 })]),
      400,
      50035,
      form('0.options[0].max_length[NUMBER_TYPE_MAX]: int value should be less than or equal to 6000.'),
    );
    await expectDiscordError(
      register([stringOption({ max_length: 0 })]),
      400,
      50035,
      form('0.options[0].max_length[NUMBER_TYPE_MIN]: int value should be greater than or equal to 1.'),
    );
    await expectDiscordError(
      register([stringOption({ min_length: 6001 })]),
      400,
      50035,
      form('0.options[0].min_length[NUMBER_TYPE_MAX]: int value should be less than or equal to 6000.'),
    );
    await expect(register([stringOption({ min_length: 0, max_length: 6000 })])).resolves.toBeDefined();
  });

  it('min_length on a number option, or min_value on a string option: 50035', async () => {
    await expectDiscordError(
      register([{ type: 4, name: 'cogs', description: 'Cogs', min_length: 1 }]),
      400,
      50035,
      form(
        '0.options[0].min_length[APPLICATION_COMMAND_OPTION_INVALID_FIELD_FOR_TYPE]: This field is not allowed for this option type',
      ),
    );
    await expectDiscordError(
      register([stringOption({ min_value: 1 })]),
      400,
      50035,
      form(
        '0.options[0].min_value[APPLICATION_COMMAND_OPTION_INVALID_FIELD_FOR_TYPE]: This field is not allowed for this option type',
      ),
    );
    await expect(
      register([{ type: 4, name: 'cogs', description: 'Cogs', min_value: 1, max_value: 4 }]),
    ).resolves.toBeDefined();
  });
});
