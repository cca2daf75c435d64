import type { ApplicationCommandDataResolvable } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDiscordError, openTable, type Table } from './harness';

const kogge = {
  name: 'kogge',
  description: 'Play Kogge',
  options: [
    {
      type: 1,
      name: 'new',
      description: 'Open a new game',
      options: [
        { type: 4, name: 'players', description: 'How many', required: true, min_value: 2, max_value: 4 },
      ],
    },
  ],
};

// Plain JSON, not builders: the builders validate on the client, and here the server must.
const bad = (command: object) => [command as ApplicationCommandDataResolvable];

describe('application commands: registration, listing and validation', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
  });
  afterAll(() => table.stop());

  it('overwrites and lists global commands', async () => {
    const commands = table.client.application!.commands;
    const set = await commands.set([kogge]);
    expect([...set.values()].map((c) => c.name)).toEqual(['kogge']);
    const fetched = await commands.fetch();
    expect(fetched.first()?.options[0]).toMatchObject({ name: 'new', type: 1 });
    expect(table.discord.commands().map((c) => c.name)).toEqual(['kogge']);
  });

  it('keeps a command id across overwrites, as Discord does', async () => {
    const commands = table.client.application!.commands;
    const first = (await commands.set([kogge])).first()!.id;
    const second = (await commands.set([kogge, { name: 'rules', description: 'Show the rules' }])).find(
      (c) => c.name === 'kogge',
    )!.id;
    expect(second).toBe(first);
  });

  it('overwrites and lists guild commands apart from global ones', async () => {
    const guild = table.client.guilds.cache.get(table.discord.guildId)!;
    await guild.commands.set([{ name: 'table', description: 'Table tools' }]);
    expect((await guild.commands.fetch()).map((c) => c.name)).toEqual(['table']);
    expect(table.discord.commands({ guild: true }).map((c) => c.guild_id)).toEqual([table.discord.guildId]);
    expect(table.discord.commands().map((c) => c.name)).not.toContain('table');
  });

  it('creates, edits and deletes one command', async () => {
    const commands = table.client.application!.commands;
    const created = await commands.create({ name: 'league', description: 'Standings' });
    const edited = await commands.edit(created.id, { description: 'League standings' });
    expect(edited.description).toBe('League standings');
    await commands.delete(created.id);
    expect((await commands.fetch()).has(created.id)).toBe(false);
  });

  it('rejects a name breaking the pattern (upper case, spaces)', async () => {
    await expectDiscordError(
      table.client.application!.commands.set(bad({ name: 'New Game', description: 'x' })),
      400,
      50035,
      'Invalid Form Body\n0.name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid',
    );
  });

  it('accepts localised names by Discord’s rule and rejects a bad or twin one (issue 25)', async () => {
    const commands = table.client.application!.commands;
    const sub = kogge.options[0];
    const localized = (de: string, twin?: string) => ({
      ...kogge,
      options: [
        { ...sub, name_localizations: { de, fr: "l'ouvrir" } },
        ...(twin ? [{ ...sub, name: 'other', name_localizations: { de: twin } }] : []),
      ],
    });
    const set = await commands.set(bad(localized('neu', 'ändern')));
    expect(set.first()?.options[0]?.nameLocalizations).toEqual({ de: 'neu', fr: "l'ouvrir" });
    await expectDiscordError(
      commands.set(bad(localized('Neu Spiel'))),
      400,
      50035,
      'Invalid Form Body\n0.options[0].name_localizations.de[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid',
    );
    await expectDiscordError(
      commands.set(bad(localized('neu', 'neu'))),
      400,
      50035,
      'Invalid Form Body\n0.options[1].name_localizations.de[APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME]: Option names must be unique',
    );
  });

  it('rejects an empty or over-long description', async () => {
    await expectDiscordError(
      table.client.application!.commands.set(bad({ name: 'kogge', description: 'x'.repeat(101) })),
      400,
      50035,
      'Invalid Form Body\n0.description[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.',
    );
  });

  it('rejects a required option after an optional one', async () => {
    const options = [
      { type: 3, name: 'name', description: 'Game name' },
      { type: 4, name: 'players', description: 'How many', required: true },
    ];
    await expectDiscordError(
      table.client.application!.commands.set(bad({ name: 'kogge', description: 'Play', options })),
      400,
      50035,
      'Invalid Form Body\n0.options[1][APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID]: Required options must be placed before non-required options',
    );
  });

  it('rejects more than 25 options and more than 25 choices', async () => {
    const options = Array.from({ length: 26 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'd' }));
    await expectDiscordError(
      table.client.application!.commands.set(bad({ name: 'kogge', description: 'Play', options })),
      400,
      50035,
      'Invalid Form Body\n0.options[BASE_TYPE_MAX_LENGTH]: Must be 25 or fewer in length.',
    );
    const choices = Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `c${i}` }));
    await expectDiscordError(
      table.client.application!.commands.set(
        bad({
          name: 'kogge',
          description: 'Play',
          options: [{ type: 3, name: 'city', description: 'd', choices }],
        }),
      ),
      400,
      50035,
      'Invalid Form Body\n0.options[0].choices[BASE_TYPE_MAX_LENGTH]: Must be 25 or fewer in length.',
    );
  });

  it('accepts `contexts` with interaction context types and rejects an unknown one', async () => {
    const commands = table.client.application!.commands;
    const set = await commands.set([{ ...kogge, contexts: [0] } as ApplicationCommandDataResolvable]);
    expect(set.first()?.contexts).toEqual([0]);
    await expectDiscordError(
      commands.set(bad({ ...kogge, contexts: [0, 7] })),
      400,
      50035,
      'Invalid Form Body\n0.contexts[1][BASE_TYPE_CHOICES]: Value must be one of (0, 1, 2).',
    );
  });

  it('rejects two commands with one name', async () => {
    await expectDiscordError(
      table.client.application!.commands.set([kogge, kogge]),
      400,
      50035,
      'Invalid Form Body\n1[APPLICATION_COMMANDS_DUPLICATE_NAME]: Application command names must be unique',
    );
  });

  it('leaves the registered commands untouched after a rejected overwrite', async () => {
    await table.client.application!.commands.set([kogge]);
    await table.client
      .application!.commands.set(bad({ name: 'BAD', description: 'x' }))
      .catch(() => undefined);
    expect(table.discord.commands().map((c) => c.name)).toEqual(['kogge']);
  });
});
