import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalTable } from '../../src/local-table';
import { pageHeaders, startTable } from './harness';

// An ephemeral hand image is the most secret thing the table shows: its bytes reach only
// the seat it was sent to, through the page, and nobody through the local Discord's CDN
// stand-in without the signed address the message itself carries.
describe('attachments reach only the seat that may see them', () => {
  let table: LocalTable;
  let hand: { message: string; id: string; url: string; filename: string };
  let board: { id: string; url: string };

  beforeAll(async () => {
    table = await startTable();
    const interact = (body: unknown) =>
      fetch(`${table.url}/table/interactions?user=anna`, {
        method: 'POST',
        headers: pageHeaders(table),
        body: JSON.stringify(body),
      });
    const channel = table.discord.channel('general');
    await interact({
      type: 2,
      channel_id: channel,
      data: { path: ['voyage'], options: [{ name: 'port', value: 'riga' }] },
    });
    const post = await table.discord.waitForMessage((m) => m.content.includes('sails first'));
    board = {
      id: post.attachments[0].id,
      url: table.discord.store.messages.get(post.id)!.data.attachments[0].url,
    };
    await interact({ type: 3, message_id: post.id, data: { custom_id: 'hand' } });
    const held = await table.discord
      .user('anna')
      .waitForMessage((m) => m.content.startsWith('Your hold, Anna'));
    const record = table.discord.store.messages.get(held.id)!.data.attachments[0];
    hand = { message: held.id, id: record.id, url: record.url, filename: record.filename };
  });
  afterAll(() => table?.stop());

  const status = async (url: string) => (await fetch(url)).status;
  const pageUrl = (user: string) =>
    `${table.url}/table/attachments/${hand.message}/${hand.id}/${hand.filename}?user=${user}`;

  it("through the page: Anna's hand image to Anna only; Bernd and Clara get 404, a stranger 401", async () => {
    expect(await status(pageUrl('anna'))).toBe(200);
    expect(await status(pageUrl('bernd'))).toBe(404);
    expect(await status(pageUrl('clara'))).toBe(404);
    expect(await status(pageUrl('mallory'))).toBe(401);
  });

  it('through the CDN stand-in: only under the signed address; without it, or with another signature, 404', async () => {
    // Control: the address in the message record serves the bytes.
    expect(await status(hand.url)).toBe(200);
    const [bare] = hand.url.split('?');
    expect(await status(bare)).toBe(404);
    expect(await status(`${bare}?hm=${'0'.repeat(64)}`)).toBe(404);
    // The public board's signature does not open the hand, nor does its address with the hand's id.
    const boardSignature = new URL(board.url).search;
    expect(await status(`${bare}${boardSignature}`)).toBe(404);
    expect(await status(board.url.replace(board.id, hand.id))).toBe(404);
    expect(await status(board.url)).toBe(200);
  });
});
