// Issue 25: a player whose Discord client is French, at an English server's table. Their
// panel and hand answer in French, in the catalogue's words (the French city names, the
// rulebook's terms); the public posts stay in the server's language; and the secret scan,
// which now knows the French private sentences, finds nothing public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';
import { privateLines, scanTexts } from './secret-scan';

describe('a French client at an English table (issue 25)', () => {
  let table: BotTable;
  let thread: string;
  let board: SeenMessage;
  beforeAll(async () => {
    table = await openBotTable(['alice', { name: 'camille', locale: 'fr' }, 'eve']);
    ({ thread, board } = await openGame(table, 'alice', ['camille']));
  }, 120_000);
  afterAll(() => table.stop());

  const spectator = () => table.user('eve').sees(thread);

  it("answers camille's panel in French, with the French city names, and takes her pick", async () => {
    const camille = table.user('camille');
    const panel = await (await camille.click(board, 'Act')).reply(WAIT);
    expect(panel.content).toContain('Choisissez votre ville de départ en secret');
    expect(panel.content).not.toMatch(/Pick your start city/);
    const select = customIds(panel).find((c) => (c.options?.length ?? 0) > 0);
    const labels = (select?.options ?? []).map((o) => o.label);
    expect(labels.length).toBeGreaterThan(0);
    // Lettered as on the panel's board (issue 38): "A · 0 · Visby".
    for (const label of labels) expect(label).toMatch(/^[A-Z] · \d · \p{Lu}/u);
    expect(labels.join()).not.toMatch(/Danzig|Copenhagen/);
    const picked = await camille.select(panel, select?.id ?? '', [select?.options?.[0].value ?? '']);
    await picked.response(WAIT);
    await table
      .user('alice')
      .waitForMessage((m) => m.channelId === thread && m.content.includes('camille has chosen'), {
        ...WAIT,
        in: thread,
      });
  });

  it("answers camille's hand in French: its text and its image's alt text", async () => {
    const hand = await (await table.user('camille').click(board, 'My hand')).reply(WAIT);
    const lines = hand.content.split('\n');
    expect(lines.some((l) => l.startsWith('Marchandises sur votre cogue\u00a0: '))).toBe(true);
    expect(lines.some((l) => l.startsWith('Tuiles route\u00a0: '))).toBe(true);
    expect(hand.attachments[0].description).toMatch(/^Main de camille\u00a0: /);
  });

  it("keeps alice's panel and the public posts in English", async () => {
    const panel = await (await table.user('alice').click(board, 'Act')).reply(WAIT);
    expect(panel.content).toMatch(/Pick your start city in secret/);
    for (const post of spectator()) {
      expect(post.content).not.toMatch(/Mise en place|Manche|cogue|Choisissez/);
      for (const a of post.attachments) expect(a.description ?? '').not.toMatch(/Plateau|Manche/);
    }
  });

  it('finds none of the French private lines in a public text', () => {
    const secrets = privateLines(table, thread);
    expect(secrets.some((s) => s.startsWith('Marchandises sur votre cogue'))).toBe(true);
    expect(scanTexts(spectator(), secrets)).toEqual([]);
  });

  it('control: a French private line planted in a public message is caught', async () => {
    const secret = privateLines(table, thread).find((s) => s.startsWith('Marchandises sur votre cogue'));
    const channel = await table.bot.client.channels.fetch(thread);
    if (!secret || !channel?.isSendable()) throw new Error('no private line or no thread');
    const planted = await channel.send({ content: secret });
    const findings = scanTexts(spectator(), privateLines(table, thread));
    expect(findings.map((f) => f.messageId)).toContain(planted.id);
    await planted.delete();
  });
});
