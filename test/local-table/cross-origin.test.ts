import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startLocalTable, type LocalTable } from '../../src/local-table';
import { describeBrowser, freshDataDir, launchBrowser, startTable } from './harness';
import { testBot } from './test-bot';

// Another web site open in the same browser (served from http://localhost:<port>, a
// different site from the table's 127.0.0.1) tries to act on the table: a no-cors fetch,
// a text/plain form post that smuggles JSON, a PATCH, and framing the page. Against the
// guarded table every attempt fails; against a table with its guard off (tests only),
// the same page succeeds, so the test can fail.
describeBrowser('a hostile page in the same browser', () => {
  let browser: Browser;
  let evil: Server;
  let evilUrl: string;
  let target: LocalTable;
  beforeAll(async () => {
    browser = await launchBrowser();
    evil = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(hostilePage(url.searchParams.get('table') ?? '', url.searchParams.get('channel') ?? ''));
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    evilUrl = `http://localhost:${(evil.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    evil?.close();
  });

  /** Opens the hostile page against `table` and waits until all its attempts are done. */
  async function attack(table: LocalTable) {
    target = table;
    const page = await browser.newPage();
    const channel = table.discord.channel('general');
    await page.goto(`${evilUrl}/?table=${encodeURIComponent(table.url)}&channel=${channel}`);
    await page.waitForFunction(() => (window as unknown as { done?: boolean }).done === true);
    const framed = page.frames().find((f) => f.url() === `${table.url}/?user=anna`);
    // The table's own document inside another site's frame (not the browser's error page).
    const frameShowsTable = framed ? (await framed.locator('#app #composer').count()) === 1 : false;
    await page.close();
    const said = [...table.discord.store.messages.values()].map((m) => m.data.content);
    const bernd = table.discord.store.users.get(table.discord.user('bernd').id);
    return {
      fetchPosted: said.includes('pwned by fetch'),
      formPosted: said.includes('pwned by form'),
      renamed: bernd?.globalName === 'Bertram',
      frameShowsTable,
    };
  }

  it('cannot post, rename or frame the guarded table', async () => {
    const table = await startTable();
    try {
      expect(await attack(table)).toEqual({
        fetchPosted: false,
        formPosted: false,
        renamed: false,
        frameShowsTable: false,
      });
    } finally {
      await table.stop();
    }
  });

  it('control: the same page posts and frames a table whose guard is off', async () => {
    const table = await startLocalTable({
      bot: testBot,
      port: 0,
      dataDir: freshDataDir(),
      print: () => undefined,
      guard: false,
    });
    try {
      const result = await attack(table);
      expect(result).toMatchObject({ fetchPosted: true, formPosted: true, frameShowsTable: true });
      // A PATCH with JSON needs CORS, which the table never grants: refused by the browser
      // even unguarded, so it is no control for the guard.
      expect(result.renamed).toBe(false);
    } finally {
      await table.stop();
    }
  });

  it('is served from another site than the table (so the attempts above are cross-site)', () => {
    expect(new URL(evilUrl).hostname).toBe('localhost');
    expect(new URL(target.url).hostname).toBe('127.0.0.1');
  });
});

/** The attacker's page: every trick a page may use without the table's consent. */
function hostilePage(table: string, channel: string): string {
  const body = (content: string) => JSON.stringify({ channel_id: channel, content });
  // A text/plain form sends "name=value": a name ending in a JSON string and a value
  // closing it make the whole body valid JSON.
  const formName = body('pwned by form').slice(0, -1) + ',"x":"';
  return `<!doctype html><html><body>
<iframe name="sink" style="display:none"></iframe>
<form id="f" method="POST" enctype="text/plain" target="sink" action="${table}/table/messages?user=anna">
  <input type="hidden" name='${formName}' value='"}'>
</form>
<iframe id="framed" src="${table}/?user=anna" width="800" height="600"></iframe>
<script>
  const table = ${JSON.stringify(table)};
  const tries = [
    fetch(table + '/table/messages?user=anna', {
      method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' },
      body: ${JSON.stringify(body('pwned by fetch'))},
    }).catch(() => undefined),
    fetch(table + '/table/me?user=bernd', {
      method: 'PATCH', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: 'Bertram' }),
    }).catch(() => undefined),
    new Promise((resolve) => {
      document.getElementById('f').submit();
      document.querySelector('iframe[name=sink]').onload = resolve;
      setTimeout(resolve, 3000);
    }),
    new Promise((resolve) => {
      document.getElementById('framed').onload = () => setTimeout(resolve, 1500);
    }),
  ];
  Promise.all(tries).then(() => { window.done = true; });
</script></body></html>`;
}
