// Issue 20: a display name built to post a heading, a masked link and mentions goes into the
// lobby, the turn post and the log as text: escaped for Discord's markdown, and pinging or
// mentioning no one. The controls, each construct caught unescaped, are in
// test/bot/name-text.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/name-text';
import type { SeenMessage } from '../../src/local-discord';
import { openBotTable, openGame, type BotTable } from './harness';

describe('a hostile display name in the bot’s messages', () => {
  let table: BotTable;
  let hostile: string;
  let lobby: SeenMessage;
  let thread: string;
  beforeAll(async () => {
    // Filled in with a real user id below: the name mentions alice, everyone and a role.
    table = await openBotTable(['alice', { name: 'mallory', globalName: 'placeholder' }, 'eve']);
    hostile = `# Winner [claim](https://evil.example) <@${table.user('alice').id}> @everyone`;
    table.discord.store.users.get(table.user('mallory').id)!.globalName = hostile;
    ({ thread, lobby } = await openGame(table, 'alice', ['mallory']));
  }, 60_000);
  afterAll(() => table.stop());

  const seenLobby = () =>
    table
      .user('eve')
      .sees(thread)
      .find((m) => m.id === lobby.id)!;

  it('shows the name escaped in the lobby: no heading, no masked link, no mention', () => {
    const content = seenLobby().content;
    expect(content).toContain(nameText(hostile));
    expect(content).not.toContain(hostile);
    expect(content).not.toMatch(/(^|[^\\])<@\d+>/);
    expect(content).not.toMatch(/^# /m);
  });

  it('mentions and pings no one with it (allowed_mentions: no parse, no such user)', () => {
    const message = seenLobby();
    expect(message.mentions).toEqual([]);
    expect(message.mentionsEveryone).toBe(false);
    expect(
      table
        .user('alice')
        .pings()
        .filter((m) => m.id === lobby.id),
    ).toEqual([]);
  });

  it('still reads as typed: the escapes taken out give the name back', () => {
    const shown = seenLobby().content.replace(/\\([^\w\s])/g, '$1');
    expect(shown).toContain(hostile);
  });
});
