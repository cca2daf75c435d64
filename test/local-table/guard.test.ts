import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import type { LocalTable } from '../../src/local-table';
import { freshDataDir, pageHeaders, startTable } from './harness';
import { testBot } from './test-bot';
import { startLocalTable } from '../../src/local-table';

// Requests as another web page in the same browser, or a DNS-rebinding site, would send
// them: every change must carry the table's own Origin, JSON and this start's secret.
describe('the local table answers only its own page (HTTP)', () => {
  let table: LocalTable;
  let general: string;
  beforeAll(async () => {
    table = await startTable();
    general = table.discord.channel('general');
  });
  afterAll(() => table?.stop());

  const said = (text: string) =>
    [...table.discord.store.messages.values()].some((m) => m.data.content === text);
  const post = async (headers: Record<string, string>, content: string, target = table) => {
    const response = await fetch(`${target.url}/table/messages?user=anna`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ channel_id: target.discord.channel('general'), content }),
    });
    return { status: response.status, json: (await response.json()) as { message: string } };
  };

  it('takes a message with the page headers (the control for the refusals below)', async () => {
    expect((await post(pageHeaders(table), 'from the page')).status).toBe(200);
    expect(said('from the page')).toBe(true);
  });

  it.each([
    ['no Origin', { origin: undefined }, 'table.guard.origin'],
    ['a foreign Origin', { origin: 'http://evil.example' }, 'table.guard.origin'],
    ['the right host on another port', { origin: 'http://127.0.0.1:1' }, 'table.guard.origin'],
    ['a form content type', { 'content-type': 'text/plain' }, 'table.guard.contentType'],
    [
      'an urlencoded form',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'table.guard.contentType',
    ],
    ['no secret', { 'x-table-secret': undefined }, 'table.guard.secret'],
    ['a wrong secret', { 'x-table-secret': 'guessed' }, 'table.guard.secret'],
  ] as const)('refuses a change with %s: 403, a sentence, nothing said', async (_, change, key) => {
    const merged: Record<string, string | undefined> = { ...pageHeaders(table), ...change };
    const headers = Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const text = `forged ${key} ${Object.keys(change).join()}`;
    expect(await post(headers, text)).toEqual({ status: 403, json: { message: t(key), code: 0 } });
    expect(said(text)).toBe(false);
  });

  it('refuses a rename and a click without the secret, and keeps the name', async () => {
    const headers = { ...pageHeaders(table), 'x-table-secret': 'nope' };
    const rename = await fetch(`${table.url}/table/me?user=bernd`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ display_name: 'Bertram' }),
    });
    expect(rename.status).toBe(403);
    expect(table.discord.store.users.get(table.discord.user('bernd').id)?.globalName).toBe('Bernd');
    const interactions = table.discord.store.interactions.size;
    const command = await fetch(`${table.url}/table/interactions?user=anna`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 2, channel_id: general, data: { path: ['voyage'], options: [] } }),
    });
    expect(command.status).toBe(403);
    expect(table.discord.store.interactions.size).toBe(interactions);
  });

  // The guard runs before any route is looked at, so a route added later (the record upload
  // of issue 21, a language switch …) is guarded without a line of its own.
  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])(
    'refuses a %s without the secret before looking at its path: 403 for the routes there are and one there is not',
    async (method) => {
      const headers = { ...pageHeaders(table), 'x-table-secret': 'guessed' };
      for (const path of ['/table/replay', '/table/me?user=anna', '/table/language', '/anything/later']) {
        const response = await fetch(`${table.url}${path}`, { method, headers, body: '{}' });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
      // Control: with this start's secret the path unknown is looked at, and is not there.
      const known = await fetch(`${table.url}/anything/later`, {
        method,
        headers: pageHeaders(table),
        body: '{}',
      });
      expect(known.status).toBe(404);
    },
  );

  it('refuses a foreign Host (DNS rebinding) on the page, its data and its changes', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/table/state?user=anna'],
      ['POST', '/table/messages?user=anna'],
    ]) {
      const status = await raw(table.url, method, path, { ...pageHeaders(table), host: 'evil.example:3000' });
      expect(status, `${method} ${path}`).toBe(403);
    }
    // Control: the same request with the table's own Host goes through.
    expect(await raw(table.url, 'GET', '/table/state?user=anna', {})).toBe(200);
  });

  it("refuses another site's page reading the data, the images or the live stream; a link to the page still opens", async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' };
    for (const path of [
      '/table/state?user=anna',
      '/table/events?user=anna',
      `/table/channels/${general}/messages?user=anna`,
    ]) {
      expect(await raw(table.url, 'GET', path, crossSite), path).toBe(403);
    }
    expect(await raw(table.url, 'GET', '/table/state?user=anna', { 'sec-fetch-site': 'same-site' })).toBe(
      403,
    );
    // Following a link from anywhere (a navigation) opens the page; its own reads go through.
    expect(
      await raw(table.url, 'GET', '/', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }),
    ).toBe(200);
    expect(await raw(table.url, 'GET', '/table/state?user=anna', { 'sec-fetch-site': 'same-origin' })).toBe(
      200,
    );
  });

  it('may not be framed by another site: frame-ancestors none and X-Frame-Options DENY on every answer', async () => {
    for (const path of ['/', '/page/app.js', '/table/state?user=anna', '/nothing-here']) {
      const response = await fetch(table.url + path);
      expect(response.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('gives the secret in the page only: not in the data, and a new one on each start', async () => {
    const html = await (await fetch(table.url)).text();
    expect(html).toContain(`<meta name="table-secret" content="${table.secret}" />`);
    expect(await (await fetch(`${table.url}/page/index.html`)).text()).not.toContain(table.secret);
    const state = await (await fetch(`${table.url}/table/state?user=anna`)).text();
    expect(state).not.toContain(table.secret);
    const other = await startTable();
    try {
      expect(other.secret).not.toBe(table.secret);
      expect(other.secret.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      // Control for the secret: one from another start is refused.
      expect(
        (await post({ ...pageHeaders(other), 'x-table-secret': table.secret }, 'stale', other)).status,
      ).toBe(403);
    } finally {
      await other.stop();
    }
  });

  it('control: with the guard switched off (tests only), a foreign form post is taken', async () => {
    const open = await startLocalTable({
      bot: testBot,
      port: 0,
      dataDir: freshDataDir(),
      print: () => undefined,
      guard: false,
    });
    try {
      const forged = await post(
        { 'content-type': 'text/plain', origin: 'http://evil.example' },
        'forged open',
        open,
      );
      expect(forged.status).toBe(200);
      expect([...open.discord.store.messages.values()].some((m) => m.data.content === 'forged open')).toBe(
        true,
      );
    } finally {
      await open.stop();
    }
  });
});

/** A request with headers fetch will not set (Host, Sec-Fetch-*); resolves to the status. */
export function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : '{}');
  });
}
