import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalTable } from '../../src/local-table';
import { pageHeaders, startTable } from './harness';

// Bad input from the page: refused with Discord's error (status, code, message), and
// nothing in the local server changes. The page shows these (see page.test.ts).
describe('the local table refuses bad requests as Discord would', () => {
  let table: LocalTable;
  let board: string;
  let annasHold: string;

  const post = async (path: string, user: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${table.url}${path}?user=${user}`, {
      method: 'POST',
      headers: { ...pageHeaders(table), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const interact = (user: string, body: unknown) => post('/table/interactions', user, body);
  /** Messages and interactions the local server holds: a refusal must change neither. */
  const counts = () => ({
    messages: table.discord.store.messages.size,
    interactions: table.discord.store.interactions.size,
  });
  const answered = async (id: string) => {
    await expect.poll(() => table.discord.store.interactions.get(id)?.response).toBeDefined();
    return table.discord.store.interactions.get(id)!;
  };

  beforeAll(async () => {
    table = await startTable();
    const channel = table.discord.channel('general');
    const started = await interact('anna', {
      type: 2,
      channel_id: channel,
      data: { path: ['voyage'], options: [{ name: 'port', value: 'riga' }] },
    });
    expect(started.status).toBe(200);
    board = (await table.discord.waitForMessage((m) => m.content.includes('sails first'))).id;
    const hold = await interact('anna', { type: 3, message_id: board, data: { custom_id: 'hand' } });
    annasHold = (
      await table.discord.user('anna').waitForMessage((m) => m.content.startsWith('Your hold, Anna'))
    ).id;
    expect(hold.status).toBe(200);
  });
  afterAll(() => table?.stop());

  it("a click on another seat's ephemeral message: 404 Unknown Message (10008), nothing sent", async () => {
    const before = counts();
    // The hold message carries no buttons, but the refusal comes before any look at them.
    const forged = await interact('bernd', { type: 3, message_id: annasHold, data: { custom_id: 'join' } });
    expect(forged).toEqual({ status: 404, json: { message: 'Unknown Message', code: 10008 } });
    expect(counts()).toEqual(before);
  });

  it("a modal submit for another seat's interaction: 404 Unknown interaction (10062); the owner's still works", async () => {
    const opened = await interact('anna', { type: 3, message_id: board, data: { custom_id: 'name' } });
    const id = String(opened.json.id);
    expect((await answered(id)).modal?.custom_id).toBe('naming');
    const before = counts();
    const submit = { type: 5, interaction_id: id, data: { custom_id: 'naming', values: { cog: 'Pirate' } } };
    const forged = await interact('bernd', submit);
    expect(forged).toEqual({ status: 404, json: { message: 'Unknown interaction', code: 10062 } });
    expect(counts()).toEqual(before);
    // Control: the same submit from Anna is taken, so the refusal above was about the seat.
    const real = await interact('anna', { ...submit, data: { ...submit.data, values: { cog: 'Seeadler' } } });
    expect(real.status).toBe(200);
    await table.discord.waitForMessage((m) => m.content === 'Anna named a cog "Seeadler".');
  });

  it('malformed payloads: 400 Invalid Form Body (50035) with the fields that are wrong', async () => {
    const before = counts();
    const notJson = await interact('anna', '{"type": 3, ');
    expect(notJson.status).toBe(400);
    expect(notJson.json).toMatchObject({ code: 50035, message: 'Invalid Form Body' });
    const badId = await interact('anna', { type: 3, message_id: 'abc', data: { custom_id: 'join' } });
    expect(badId.status).toBe(400);
    expect(badId.json).toMatchObject({
      code: 50035,
      errors: { message_id: { _errors: [expect.anything()] } },
    });
    const noType = await interact('anna', { message_id: board });
    expect(noType.json).toMatchObject({ code: 50035, errors: { type: { _errors: [expect.anything()] } } });
    const noSuchButton = await interact('anna', {
      type: 3,
      message_id: board,
      data: { custom_id: 'teleport' },
    });
    expect(noSuchButton.status).toBe(400);
    expect(JSON.stringify(noSuchButton.json)).toContain('no button \\"teleport\\"');
    const disabled = await interact('anna', { type: 3, message_id: board, data: { custom_id: 'never' } });
    expect(JSON.stringify(disabled.json)).toContain('is disabled');
    const unknownOption = await interact('anna', {
      type: 2,
      channel_id: table.discord.channel('general'),
      data: {
        path: ['voyage'],
        options: [
          { name: 'port', value: 'riga' },
          { name: 'cogs', value: '9' },
        ],
      },
    });
    expect(JSON.stringify(unknownOption.json)).toContain('is not a choice of \\"cogs\\"');
    expect(counts()).toEqual(before);
  });

  it('a huge upload: 413 Request entity too large (40005), before the body is read', async () => {
    const before = counts();
    const huge = await post('/table/messages', 'anna', {
      channel_id: table.discord.channel('general'),
      content: 'x'.repeat(26_000_000),
    });
    expect(huge).toEqual({ status: 413, json: { message: 'Request entity too large', code: 40005 } });
    expect(counts()).toEqual(before);
  });

  it('an unknown seat is unauthorized (401), and a non-loopback Host is forbidden (403)', async () => {
    const before = counts();
    const stranger = await interact('mallory', { type: 3, message_id: board, data: { custom_id: 'join' } });
    expect(stranger).toEqual({ status: 401, json: { message: '401: Unauthorized', code: 0 } });
    // fetch will not set Host; a DNS-rebinding page's request carries its own name there.
    const rebinding = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${table.url}/table/state?user=anna`,
        { headers: { host: 'evil.example:3000' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(rebinding).toBe(403);
    expect(counts()).toEqual(before);
  });
});
