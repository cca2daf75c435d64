import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDiscordError, openTable, type Table } from './harness';

describe('guild member and role lookups', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
  });
  afterAll(() => table.stop());

  const guild = () => table.client.guilds.cache.get(table.discord.guildId)!;

  it('fetches a member with their roles over REST', async () => {
    const carol = await guild().members.fetch({ user: table.discord.user('carol').id, force: true });
    expect(carol.user.username).toBe('carol');
    expect(carol.roles.cache.map((r) => r.name).sort()).toEqual(['@everyone', 'Captain']);
  });

  it('answers an unknown member with 10007', async () => {
    await expectDiscordError(guild().members.fetch({ user: '1', force: true }), 404, 10007, 'Unknown Member');
  });

  it('lists roles and fetches one', async () => {
    const roles = await guild().roles.fetch(undefined, { force: true });
    expect(roles.map((r) => r.name).sort()).toEqual(['@everyone', 'Captain', 'Kogge']);
    const captain = roles.find((r) => r.name === 'Captain')!;
    expect((await guild().roles.fetch(captain.id, { force: true }))?.name).toBe('Captain');
  });

  it('fetches the guild and its channels', async () => {
    const fetched = await table.client.guilds.fetch({ guild: table.discord.guildId, force: true });
    expect(fetched.name).toBe('Kogge Table');
    const channels = await fetched.channels.fetch();
    expect(channels.map((c) => c?.name).sort()).toEqual(['harbour', 'tavern']);
  });
});
