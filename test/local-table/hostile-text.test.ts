import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalTable } from '../../src/local-table';
import {
  describeBrowser,
  freshDataDir,
  launchBrowser,
  message,
  pageHeaders,
  seat,
  startTable,
} from './harness';

// Text people type reaches every seat's page and is saved with the server. In a real
// browser: the hostile messages below, then an ordinary one after them; every seat's
// channel still shows all of them, before and after a restart.
describeBrowser('hostile message text in the page', () => {
  const dataDir = freshDataDir();
  let table: LocalTable;
  let browser: Browser;
  const hostile = [
    'when? <t:99999999999999999999>',
    'relative <t:-99999999999999:R>',
    'link [x](https://a.example/<@1>"onmouseover="document.title=1) done',
    'link [y](https://a.example/<t:0>/<#2>) done',
  ];

  beforeAll(async () => {
    table = await startTable(dataDir);
    browser = await launchBrowser();
    for (const content of [...hostile, 'the last word']) {
      const response = await fetch(`${table.url}/table/messages?user=anna`, {
        method: 'POST',
        headers: pageHeaders(table),
        body: JSON.stringify({ channel_id: table.discord.channel('general'), content }),
      });
      expect(response.status).toBe(200);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
  });

  async function channelOf(user: string): Promise<Page> {
    const page = await seat(browser, table.url, user);
    await message(page, 'the last word').waitFor();
    return page;
  }

  async function expectWhole(page: Page) {
    expect(await page.locator('.message').count()).toBeGreaterThanOrEqual(hostile.length + 1);
    expect(await message(page, 'when?').textContent()).toContain('<t:99999999999999999999>');
    const anchors = await page
      .locator('#messages a')
      .evaluateAll((els) =>
        els.map((a) => ({ attributes: a.getAttributeNames().sort(), href: a.getAttribute('href') })),
      );
    expect(anchors).toHaveLength(2);
    for (const anchor of anchors) {
      expect(anchor.attributes).toEqual(['href', 'rel', 'target']);
      expect(anchor.href).toMatch(/^https:\/\/a\.example\//);
    }
    // Hovering the link runs nothing.
    await page.locator('#messages a').first().hover();
    expect(await page.title()).not.toBe('1');
  }

  it('every seat sees the whole channel, the hostile messages drawn harmlessly', async () => {
    for (const user of ['anna', 'bernd']) {
      const page = await channelOf(user);
      await expectWhole(page);
      await page.close();
    }
  });

  it('the messages are saved as typed and the channel still draws after a restart', async () => {
    await table.stop();
    table = await startTable(dataDir);
    const saved = [...table.discord.store.messages.values()].map((m) => m.data.content);
    expect(saved).toEqual(expect.arrayContaining(hostile));
    const page = await channelOf('clara');
    await expectWhole(page);
    await page.close();
  });
});
