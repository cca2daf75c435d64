import { MessageFlags } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTable, textChannel, type Table } from './harness';

// Discord docs, Interactions › Receiving and Responding ("ephemeral": only the user who
// invoked the interaction can see it) and DMs: the actor API keeps secrets as Discord does.
describe('the actor API keeps secrets', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
    await table.client.application!.commands.set([{ name: 'hold', description: 'Your hold' }]);
  });
  afterAll(() => table.stop());

  it('the table-wide waitForMessage never sees an ephemeral; its user does (control: the same predicate)', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply({ content: 'Your hold: 2 salt, 1 fish', flags: MessageFlags.Ephemeral });
    });
    await table.discord.user('alice').slash('/hold');
    await done;
    const secret = (m: { content: string }) => m.content.startsWith('Your hold');
    const own = await table.discord.user('alice').waitForMessage(secret);
    expect(own.ephemeralFor).toBe(table.discord.user('alice').id);
    await expect(table.discord.waitForMessage(secret, { timeoutMs: 50 })).rejects.toThrow('timed out');
    await expect(table.discord.user('bob').waitForMessage(secret, { timeoutMs: 50 })).rejects.toThrow(
      'timed out',
    );
  });

  it('the table-wide waitForMessage never sees a DM; its recipient does', async () => {
    const bob = await table.client.users.fetch(table.discord.user('bob').id);
    await bob.send('Your route markers: Lübeck, Riga');
    const secret = (m: { content: string }) => m.content.startsWith('Your route markers');
    expect((await table.discord.user('bob').waitForMessage(secret)).content).toContain('Riga');
    await expect(table.discord.waitForMessage(secret, { timeoutMs: 50 })).rejects.toThrow('timed out');
  });

  it('the table-wide waitForMessage sees what everyone sees', async () => {
    const tavern = await textChannel(table, 'tavern');
    await tavern.send('The market opens');
    expect((await table.discord.waitForMessage((m) => m.content === 'The market opens')).author.bot).toBe(
      true,
    );
  });
});
