// Issue 25: /kogge server language through the real client. The server's owner sets German:
// the next game's lobby and public board speak German, while a player whose client is
// French reads her panel and hand in French; a game opened before keeps English; a member
// without Manage Server is refused and changes nothing (a forged value: test/commands); the secret scan stays clean.
// Then the game the issue names: a German server, fanny's client French and italo's Italian,
// both playing a 3-player game to its end through their panels, each answered in their own
// language, every public post and board in German, no secret in any public text or image.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/index';
import { deCatalogue } from '../../src/i18n/de/index';
import { frCatalogue } from '../../src/i18n/fr/index';
import { itCatalogue } from '../../src/i18n/it/index';
import { type SeenMessage } from '../../src/local-discord';
import { openBotTable, openGame, threadOf, type BotTable, WAIT } from './harness';
import { TablePlayers } from './players';
import { gameIdIn, privateLines, scanImages, scanTexts, statesOf } from './secret-scan';

const de = deCatalogue as Readonly<Record<string, string>>;
const fr = frCatalogue as Readonly<Record<string, string>>;
const it_ = itCatalogue as Readonly<Record<string, string>>;
const english = en as Readonly<Record<string, string>>;

/** A sentence's fixed start, before its first {parameter}. */
const start = (sentence: string) => sentence.split('{')[0];

/**
 * The starts of the English sentences another language words differently: a line holding one
 * was answered in English. Only starts long enough (12 characters) not to occur by chance.
 */
function englishStarts(other: Readonly<Record<string, string>>): string[] {
  return Object.keys(english).flatMap((key) => {
    const theirs = other[key];
    const ours = start(english[key]).trim();
    return theirs !== undefined && ours.length >= 12 && !start(theirs).includes(ours) ? [ours] : [];
  });
}

/** This language's own sentence starts (of 12 characters or more), to find lines answered in it. */
function ownStarts(catalogue: Readonly<Record<string, string>>): string[] {
  return Object.entries(catalogue).flatMap(([key, sentence]) => {
    const theirs = start(sentence).trim();
    return theirs.length >= 12 && !start(english[key] ?? '').includes(theirs) ? [theirs] : [];
  });
}

/** The lines of the texts that hold one of the starts. */
const linesWith = (texts: string[], starts: string[]) =>
  texts.flatMap((text) => text.split('\n')).filter((line) => starts.some((s) => line.includes(s)));

describe('/kogge server language, end to end (issue 25)', () => {
  let table: BotTable;
  const say = async (name: string, line: string) =>
    (await table.user(name).slash(line, { in: 'tavern' })).reply(WAIT);

  beforeAll(async () => {
    // olga owns the server (the first user), so she may manage it; bob may not.
    table = await openBotTable([
      'olga',
      { name: 'fanny', locale: 'fr' },
      'bob',
      'eve',
      { name: 'italo', locale: 'it' },
    ]);
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
    expect(set.content).toBe(en['server.language.set'].replace('{language}', 'Deutsch'));

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
    expect(back.content).toBe(en['server.language.preferred'].replace('{language}', 'English'));
    const { board } = await openGame(table, 'olga', ['fanny']);
    expect(board.content).toContain('**Setup**');
  });

  it('German server, a French and an Italian player: both play to the end in their language, every public post and board in German, no secret public', async () => {
    await say('olga', '/kogge server language language:de');
    const reply = await say('olga', '/kogge new players:3');
    const thread = threadOf(reply);
    const lobby = await table
      .user('olga')
      .waitForMessage((m) => m.channelId === thread && m.components.length > 0, { ...WAIT, in: thread });
    for (const name of ['fanny', 'italo'])
      await (await table.user(name).click(lobby, de['button.join'])).response(WAIT);
    await (await table.user('olga').click(lobby, de['button.start'])).response(WAIT);
    const first = await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.attachments.some((a) => a.filename === 'kogge-board-0.png'),
      { ...WAIT, in: thread },
    );
    // Each one's hand in their own language, from the German post's button.
    const hand = async (name: string) =>
      (await (await table.user(name).click(first, de['button.hand'])).reply(WAIT)).content;
    expect(await hand('fanny')).toContain(start(fr['hand.text.goods']));
    expect(await hand('italo')).toContain(start(it_['hand.text.goods']));

    const players = new TablePlayers(table, thread, ['olga', 'fanny', 'italo'], 3);
    const final = await players.playToEnd();
    expect(final.content).toContain(start(de['post.ended']).trim());

    const records = table.discord.store.channelMessages(thread);
    const ephemeralsOf = (name: string) =>
      records.filter((r) => r.ephemeralFor === table.user(name).id).map((r) => r.data.content);
    const ownLines = { fanny: ownStarts(fr), italo: ownStarts(it_) };
    for (const [name, catalogue] of [
      ['fanny', fr],
      ['italo', it_],
    ] as const) {
      const texts = ephemeralsOf(name);
      // Both played: many panels each (kept current in place since issue 38, so fewer messages),
      // and none of their lines English.
      expect(texts.length).toBeGreaterThan(10);
      expect(linesWith(texts, ownLines[name]).length).toBeGreaterThan(10);
      expect(linesWith(texts, englishStarts(catalogue))).toEqual([]);
    }
    // Control: the same check finds olga's English panels (her client is English).
    expect(linesWith(ephemeralsOf('olga'), englishStarts(fr)).length).toBeGreaterThan(5);

    // Public: every post in German (no English, no French, no Italian line), every board the
    // German public board of its state, and no private line of anyone's in any of it.
    const seen = table.user('eve').sees(thread);
    const publicTexts = seen.filter((m) => !m.ephemeralFor).map((m) => m.content);
    expect(linesWith(publicTexts, ownStarts(de)).length).toBeGreaterThan(10);
    expect(linesWith(publicTexts, englishStarts(de))).toEqual([]);
    expect(linesWith(publicTexts, [...ownLines.fanny, ...ownLines.italo])).toEqual([]);
    const secrets = privateLines(table, thread);
    expect(secrets.some((s) => s.startsWith(start(fr['hand.text.goods'])))).toBe(true);
    expect(secrets.some((s) => s.startsWith(start(it_['hand.text.goods'])))).toBe(true);
    expect(scanTexts(seen, secrets)).toEqual([]);
    const { record, states } = await statesOf(table.databaseFile, gameIdIn(seen));
    expect(record.locale).toBe('de');
    expect(await scanImages(seen, states, 'de')).toEqual([]);
  }, 600_000);
});
