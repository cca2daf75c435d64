import { InteractionResponseType, Routes, type TextChannel } from 'discord.js';
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

  // docs "Message › Embed Object › Embed Limits": "Leading and trailing whitespace characters
  // are not included (they are trimmed automatically)".
  it('an embed title of 256 characters with spaces around it is taken (control: 257 are refused)', async () => {
    const padded = `  ${'t'.repeat(256)}   `;
    await expect(
      send({ embeds: [{ title: padded, description: ` ${'d'.repeat(4096)} ` }] }),
    ).resolves.toBeDefined();
    await expectDiscordError(
      send({ embeds: [{ title: `  ${'t'.repeat(257)}  ` }] }),
      400,
      50035,
      form('embeds[0].title[BASE_TYPE_MAX_LENGTH]: Must be 256 or fewer in length.'),
    );
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

  // docs "Application Commands › Slash Commands": 8000 characters in all, not 4000.
  it('a command of 8,000 characters is taken and one of 8,001 refused (it was 4,000: stricter than Discord)', async () => {
    // 24 options of 132 characters, then one whose choices make up the rest, exactly.
    const body = (total: number) => {
      const options: { type: number; name: string; description: string; choices?: object[] }[] = [];
      for (let i = 0; i < 24; i += 1) {
        options.push({
          type: 3,
          name: `o${String(i).padStart(2, '0')}`.padEnd(32, 'x'),
          description: 'd'.repeat(100),
        });
      }
      let left = total - 'kogge'.length - 'Play Kogge'.length - 24 * 132 - 'last'.length - 1;
      const choices: { name: string; value: string }[] = [];
      for (let i = 0; left > 0; i += 1) {
        const part = Math.min(200, left);
        const name = `${String(i).padStart(2, '0')}`.padEnd(Math.min(100, part - 1), 'n');
        choices.push({ name, value: 'v'.repeat(part - name.length) });
        left -= part;
      }
      options.push({ type: 3, name: 'last', description: 'd', choices });
      const size =
        15 +
        options.reduce(
          (sum, o) =>
            sum +
            o.name.length +
            o.description.length +
            (o.choices ?? []).reduce(
              (t: number, c) =>
                t + (c as { name: string }).name.length + (c as { value: string }).value.length,
              0,
            ),
          0,
        );
      return { options, total: size, choices: choices.length };
    };
    const big = body(8000);
    expect(big.total).toBe(8000);
    expect(big.choices).toBeLessThanOrEqual(25);
    await expect(register(big.options)).resolves.toBeDefined();
    const over = body(8001);
    expect(over.total).toBe(8001);
    await expectDiscordError(
      register(over.options),
      400,
      50035,
      form('0[APPLICATION_COMMAND_TOO_LARGE]: Command exceeds maximum size (8000)'),
    );
  });

  // docs "Components › Reference › Button Structure": url max 512; only link buttons have one.
  it('a link button url over 512, a url on a custom-id button, an empty custom id: 50035', async () => {
    const row = (...components: object[]) => ({ components: [{ type: 1, components }] });
    await expectDiscordError(
      send({
        content: 'x',
        ...row({ type: 2, style: 5, label: 'Rules', url: `https://e.org/${'a'.repeat(500)}` }),
      }),
      400,
      50035,
      form('components[0].components[0].url[BASE_TYPE_MAX_LENGTH]: Must be 512 or fewer in length.'),
    );
    await expectDiscordError(
      send({
        content: 'x',
        ...row({ type: 2, style: 1, label: 'Go', custom_id: 'go', url: 'https://e.org/' }),
      }),
      400,
      50035,
      form(
        'components[0].components[0].url[BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE]: A custom id and url cannot both be specified',
      ),
    );
    await expectDiscordError(
      send({ content: 'x', ...row({ type: 2, style: 1, label: 'Go', custom_id: '' }) }),
      400,
      50035,
      form(
        'components[0].components[0].custom_id[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.',
      ),
    );
    // Control: within the rules, both buttons are taken.
    await expect(
      send({
        content: 'x',
        ...row(
          { type: 2, style: 5, label: 'Rules', url: `https://e.org/${'a'.repeat(498)}` },
          { type: 2, style: 1, label: 'Go', custom_id: 'go' },
        ),
      }),
    ).resolves.toBeDefined();
  });

  // docs "Components › Reference › Text Input Structure": max_length 1–4000, value 4000.
  it('a modal text input with max_length above 4,000 or a longer value: 50035 (control: 4,000 opens)', async () => {
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
    const modal = (input: object) => ({
      type: InteractionResponseType.Modal,
      data: {
        custom_id: 'm',
        title: 'Rename',
        components: [
          { type: 1, components: [{ type: 4, custom_id: 'name', label: 'Name', style: 1, ...input }] },
        ],
      },
    });
    const done = table.answer(async (i) => {
      const post = (body: object) =>
        table.client.rest.post(Routes.interactionCallback(i.id, i.token), { body, auth: false });
      const refusals: unknown[] = [];
      for (const input of [{ max_length: 4001 }, { value: 'v'.repeat(4001) }]) {
        refusals.push(
          await post(modal(input)).then(
            () => 'taken',
            (error: unknown) => error,
          ),
        );
      }
      await post(modal({ max_length: 4000, value: 'v'.repeat(4000) }));
      return refusals;
    });
    const opened = await table.discord.user('alice').slash('/ping');
    const [tooLong, tooMuch] = await done;
    expect(tooLong).toMatchObject({
      code: 50035,
      message: form(
        'data.components[0].components[0].max_length[NUMBER_TYPE_MAX]: int value should be between 1 and 4000.',
      ),
    });
    expect(tooMuch).toMatchObject({
      code: 50035,
      message: form(
        'data.components[0].components[0].value[BASE_TYPE_MAX_LENGTH]: Must be 4000 or fewer in length.',
      ),
    });
    expect((await opened.modal())?.custom_id).toBe('m');
  });
});
