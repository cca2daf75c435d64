// Issue 25: a player whose Discord client is German types the German names Discord shows
// (/kogge regeln, /kogge partien); the interaction still carries the English names, so the bot
// answers as it does to /kogge rules. The local Discord offers a name only in its own locale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deCatalogue } from '../../src/i18n/de/index';
import { openBotTable, openGame, type BotTable, WAIT } from './harness';

describe('localised command names, end to end (issue 25)', () => {
  let table: BotTable;
  const say = async (name: string, line: string) =>
    (await table.user(name).slash(line, { in: 'tavern' })).reply(WAIT);

  beforeAll(async () => {
    table = await openBotTable(['olga', { name: 'hans', locale: 'de' }]);
  }, 60_000);
  afterAll(() => table.stop());

  it('hans types /kogge regeln thema:… and gets what /kogge rules topic:… answers, in German', async () => {
    const typed = await say('hans', '/kogge regeln thema:route');
    const english = await say('hans', '/kogge rules topic:route');
    expect(typed.content).toBe(english.content);
    expect(typed.content).toContain(deCatalogue['rules.route.title']);
  });

  it('hans types /kogge partien as /kogge games', async () => {
    expect((await say('hans', '/kogge partien')).content).toBe((await say('hans', '/kogge games')).content);
  });

  it('in a game, a refusal names the command as hans typed it: /kogge ende, /kogge fahren', async () => {
    const { thread } = await openGame(table, 'olga', ['hans']);
    const inGame = async (line: string) =>
      (await (await table.user('hans').slash(line, { in: thread })).reply(WAIT)).content;
    const fill = (key: 'slash.nothingNow' | 'slash.notUnderstood', vars: Record<string, string>) =>
      Object.entries(vars).reduce((s, [k, v]) => s.replace(`{${k}}`, v), deCatalogue[key] ?? '');
    expect(await inGame('/kogge ende')).toBe(fill('slash.nothingNow', { command: 'ende' }));
    expect(await inGame('/kogge start stadt:zz')).toBe(
      fill('slash.notUnderstood', { text: 'zz', command: 'start' }),
    );
    expect(await inGame('/kogge fahren nach:sl.0.')).toBe(fill('slash.nothingNow', { command: 'fahren' }));
  });

  it('olga’s English client does not offer the German names (control)', async () => {
    await expect(table.user('olga').slash('/kogge regeln', { in: 'tavern' })).rejects.toThrow(
      'has no subcommand "regeln"',
    );
  });
});
