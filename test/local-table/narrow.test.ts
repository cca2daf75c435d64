// Issue 24, "Getting in": the page works from 360 px wide (a narrow window, a phone on this
// machine's browser) as at 1280: the channel list folds away behind its button, images scale
// to the width, nothing overlaps, and the ALT badge sits below each picture, not on it.
// Screenshots at both widths go to test/local-table/__output__ to be looked at.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { realBot, type LocalTable } from '../../src/local-table';
import { RenderPool } from '../../src/render/index';
import { describeBrowser, freshDataDir, launchBrowser, message, screenshot, startTable } from './harness';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).last().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
}

describeBrowser.each([360, 1280])('the page at %i px wide', (width) => {
  let pool: RenderPool;
  let table: LocalTable;
  let browser: Browser;
  let anna: Page;

  beforeAll(async () => {
    pool = RenderPool.start(1);
    const bot = realBot({ logLevel: 'silent', seeds: () => 4, renderPool: pool, computerPauseMs: 0 });
    table = await startTable(freshDataDir(), bot);
    browser = await launchBrowser();
    anna = await browser.newPage({ viewport: { width, height: 740 } });
    anna.setDefaultTimeout(15_000);
    await anna.goto(`${table.url}/?user=anna`);
    await anna.waitForSelector('#me-name', { state: 'attached' });
  });
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
    await pool?.close();
  });

  it('types a solo game in, opens its thread from the channel list, and starts it', async () => {
    await anna.click('#composer-input');
    await anna.keyboard.type('/kogge new computers:3');
    await screenshot(anna, `narrow-${width}-composer`);
    // The option fields and the typed line stay inside the window, one below the other.
    const input = await box(anna, '#composer-input');
    expect(input.x + input.width).toBeLessThanOrEqual(width);
    const composer = await box(anna, '#composer');
    for (const field of await anna.locator('#command-options .option').all()) {
      const { x, width: w } = (await field.boundingBox())!;
      expect(x + w).toBeLessThanOrEqual(composer.x + composer.width);
    }
    expect(overlap(input, await box(anna, '#command-name'))).toBe(false);
    await anna.keyboard.press('Enter');
    await message(anna, 'Anna used /kogge').waitFor();
    if (width < 720) {
      // Folded: the channel list is out of sight until its button opens it.
      expect(
        await anna.locator('#sidebar').evaluate((el) => el.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(0);
      await anna.click('#sidebar-toggle');
    }
    await anna.click('#channels .channel.thread');
    await anna.locator('.message button:text-is("Start")').click();
    await anna.waitForSelector('img[src*="kogge-board-0.png"]');
  });

  it('shows the board scaled to the width, the ALT badge below it, the chat as wide as the window allows', async () => {
    const img = anna.locator('img[src*="kogge-board-0.png"]').last();
    await img.evaluate((el: HTMLImageElement) => el.decode());
    await img.scrollIntoViewIfNeeded();
    const picture = await box(anna, 'img[src*="kogge-board-0.png"]');
    expect(picture.width).toBeGreaterThan(Math.min(300, width * 0.7));
    expect(picture.x + picture.width).toBeLessThanOrEqual(width);
    const badge = await box(anna, '.message:has(img[src*="kogge-board-0.png"]) .alt-badge');
    expect(overlap(badge, picture)).toBe(false);
    const chat = await box(anna, '#chat');
    expect(chat.width).toBeGreaterThanOrEqual(width < 720 ? width - 1 : width - 72 - 240 - 1);
    // The composer never covers the seat switcher (on a narrow screen it is in the folded list).
    const me = await anna.locator('#me').boundingBox();
    if (me && width >= 720) expect(overlap(me, await box(anna, '#composer'))).toBe(false);
    await screenshot(anna, `narrow-${width}-board`);
    // A page wider than the window would scroll sideways: it must not.
    expect(await anna.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
