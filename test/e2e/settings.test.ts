// /kogge settings through the real client: each person's own settings, shown and changed
// in an answer only they see, kept across a restart, and /kogge's tools in their groups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBotTable, type BotTable, WAIT } from './harness';

describe('/kogge settings, end to end', () => {
  let table: BotTable;
  const say = async (name: string, line: string) =>
    (await table.user(name).slash(line, { in: 'tavern' })).reply(WAIT);

  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob']);
  }, 60_000);
  afterAll(() => table.stop());

  it('shows the defaults to a person who set nothing, in an answer only they see', async () => {
    const answer = await say('alice', '/kogge settings');
    expect(answer.content).toBe(
      'Your settings: hint lines in your first games; league reminders in the thread only.',
    );
    expect(answer.ephemeralFor).toBe(table.user('alice').id);
  });

  it('changes only the options given, keeps them across a restart, and leaves others’ alone', async () => {
    expect((await say('alice', '/kogge settings reminders:true')).content).toBe(
      'Saved. Your settings: hint lines in your first games; league reminders in the thread and by direct message.',
    );
    expect((await say('alice', '/kogge settings hints:false')).content).toMatch(
      /hint lines off; league reminders in the thread and by/,
    );
    await table.restart();
    expect((await say('alice', '/kogge settings')).content).toBe(
      'Your settings: hint lines off; league reminders in the thread and by direct message.',
    );
    expect((await say('bob', '/kogge settings')).content).toMatch(
      /hint lines in your first games; league reminders in the thread only/,
    );
  });

  it('registers the host’s and finished games’ tools in the group `game`, within 25 at the top', () => {
    const kogge =
      table.discord.commands({ guild: true }).find((c) => c.name === 'kogge') ??
      table.discord.commands().find((c) => c.name === 'kogge');
    const top = kogge?.options ?? [];
    expect(top.length).toBeLessThanOrEqual(25);
    const game = top.find((o) => o.name === 'game') as { options?: { name: string }[] } | undefined;
    expect(game?.options?.map((o) => o.name)).toEqual(
      expect.arrayContaining(['seat', 'deadline', 'abandon', 'export', 'verify']),
    );
    expect(top.map((o) => o.name)).toEqual(expect.arrayContaining(['bid', 'settings', 'new', 'hand']));
  });
});
