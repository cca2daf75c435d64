// Issue 25: a player whose Discord client is German (locale 'de') reads their own panel and
// hand in German, with the game's German terms, while the public board post stays in the
// server's language (English here: no one chose one; server-language.test.ts sets it) and none of the
// German player's private lines shows in public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/index';
import { deCatalogue } from '../../src/i18n/de/index';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';
import { scanTexts } from './secret-scan';

const de = deCatalogue as Readonly<Record<string, string>>;

describe('German: the clicker’s own answers in German', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', { name: 'greta', locale: 'de' }, 'eve']);
  });
  afterAll(() => table.stop());

  it("answers greta's panel and hand in German, and keeps the public post and alice's panel English", async () => {
    const { board, thread } = await openGame(table, 'alice', ['greta']);
    const greta = table.user('greta');

    const panel = await (await greta.click(board, 'Act')).reply(WAIT);
    expect(panel.content).toContain(de['panel.chooseStart']);
    expect(panel.content).not.toContain(en['panel.chooseStart']);
    const labels = customIds(panel).flatMap((c) => (c.options ?? []).map((o) => o.label));
    // K-1: the start choice lists the cities by their German names.
    // Each lettered as on the panel's board (issue 38): "I · 8 · Kopenhagen".
    expect(labels.some((l) => l.endsWith('8 · Kopenhagen'))).toBe(true);
    expect(labels.some((l) => l.includes('Copenhagen'))).toBe(false);

    const hand = await (await greta.click(board, 'My hand')).reply(WAIT);
    expect(hand.content).toMatch(/^Waren auf deiner Kogge: /m);
    expect(hand.content).toMatch(/^Routenplättchen: /m);
    expect(hand.attachments[0].description).toMatch(/^Besitz von greta: /);

    const alicePanel = await (await table.user('alice').click(board, 'Act')).reply(WAIT);
    expect(alicePanel.content).toContain(en['panel.chooseStart']);
    expect(board.content).toContain('**Setup**');

    // Greta's private lines (her goods and markers, in German) appear in no public message.
    const secrets = hand.content.split('\n').filter((line) => line.includes(': '));
    expect(secrets.length).toBeGreaterThan(1);
    expect(scanTexts(table.user('eve').sees(thread), secrets)).toEqual([]);
  });

  it('control: the scan finds a German private line planted in a public post', async () => {
    const { board, thread } = await openGame(table, 'alice', ['greta']);
    const hand = await (await table.user('greta').click(board, 'My hand')).reply(WAIT);
    const secret = hand.content.split('\n').find((line) => line.startsWith('Routenplättchen: ')) ?? '';
    table.user('alice').say(thread, `look: ${secret}`);
    const found = scanTexts(table.user('eve').sees(thread), [secret]);
    expect(found.map((f) => f.what)).toEqual([`secret: ${secret}`]);
  });
});
