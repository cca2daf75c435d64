// Issue 25: /kogge server language through the real client. The server's owner sets German:
// the next game's lobby and public board speak German, while a player whose client is
// French reads her panel and hand in French; a game opened before keeps English; a member
// without Manage Server is refused and changes nothing (a forged value: test/commands); the secret scan stays clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/index';
import { deCatalogue } from '../../src/i18n/de/index';
import { frCatalogue } from '../../src/i18n/fr/index';
import { type SeenMessage } from '../../src/local-discord';
import { openBotTable, openGame, threadOf, type BotTable, WAIT } from './harness';
import { privateLines, scanTexts } from './secret-scan';

const de = deCatalogue as Readonly<Record<string, string>>;
const fr = frCatalogue as Readonly<Record<string, string>>;

describe('/kogge server language, end to end (issue 25)', () => {
  let table: BotTable;
  const say = async (name: string, line: string) =>
    (await table.user(name).slash(line, { in: 'tavern' })).reply(WAIT);

  beforeAll(async () => {
    // olga owns the server (the first user), so she may manage it; bob may not.
    table = await openBotTable(['olga', { name: 'fanny', locale: 'fr' }, 'bob', 'eve']);
  }, 60_000);
  afterAll(() => table.stop());

  /** A two-seat game opened by olga and joined by fanny, clicking the lobby's German buttons. */
  async function openGermanGame(): Promise<{ thread: string; board: SeenMessage }> {
    const reply = await say('olga', '/kogge new players:2');
    const thread = threadOf(reply);
    const lobby = await table
      .user('olga')
      .waitForMessage((m) => m.channelId === thread && m.components.length > 0, { ...WAIT, in: thread });
    await (await table.user('fanny').click(lobby, de['button.join'])).response(WAIT);
    await (await table.user('olga').click(lobby, de['button.start'])).response(WAIT);
    const board = await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.attachments.some((a) => a.filename === 'kogge-board-0.png'),
      { ...WAIT, in: thread },
    );
    return { thread, board };
  }

  it('refuses bob, who may not manage the server, with a sentence, and the next game stays English', async () => {
    const refused = await say('bob', '/kogge server language language:de');
    expect(refused.ephemeralFor).toBe(table.user('bob').id);
    expect(refused.content).toBe(en['server.language.notAllowed']);
    const { board } = await openGame(table, 'olga', ['fanny']);
    expect(board.content).toContain('**Setup**');
  });

  it('German server, French player: her panel and hand in French, the lobby and board in German', async () => {
    const { board: before } = await openGame(table, 'olga', ['fanny']);
    const set = await say('olga', '/kogge server language language:de');
    expect(set.ephemeralFor).toBe(table.user('olga').id);
    expect(set.content).toBe(en['server.language.set'].replace('{language}', 'German'));

    const { thread, board } = await openGermanGame();
    expect(board.content).toContain('**Aufbau**');
    expect(board.content).not.toContain('**Setup**');
    expect(board.attachments[0].description ?? '').not.toMatch(/\bBoard\b|\bRound\b/);

    const fanny = table.user('fanny');
    const panel = await (await fanny.click(board, de['button.act'])).reply(WAIT);
    expect(panel.content).toContain(fr['panel.chooseStart']);
    const hand = await (await fanny.click(board, de['button.hand'])).reply(WAIT);
    expect(hand.content).toMatch(/^Marchandises sur votre cogue/m);

    // The game opened before the change keeps its English board.
    const olgaPanel = await (await table.user('olga').click(before, en['button.act'])).reply(WAIT);
    expect(olgaPanel.content).toContain(en['panel.chooseStart']);
    expect(before.content).toContain('**Setup**');

    const secrets = privateLines(table, thread);
    expect(secrets.some((s) => s.startsWith('Marchandises sur votre cogue'))).toBe(true);
    expect(scanTexts(table.user('eve').sees(thread), secrets)).toEqual([]);
  });

  it('“preferred” forgets the choice: the next game follows the server’s preferred locale (English)', async () => {
    const back = await say('olga', '/kogge server language language:preferred');
    // The local Discord's servers prefer en-US, which Intl names in the clicker's language.
    expect(back.content).toBe(en['server.language.preferred'].replace('{language}', 'American English'));
    const { board } = await openGame(table, 'olga', ['fanny']);
    expect(board.content).toContain('**Setup**');
  });
});
