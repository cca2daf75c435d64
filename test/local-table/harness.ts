// Shared pieces of the local-table tests: a table with a bot, Debian's chromium driven by
// playwright-core, a seat's page, and screenshots to look at afterwards.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { startLocalTable, type LocalTable, type TableBot } from '../../src/local-table';
import { testBot } from './test-bot';

export const OUTPUT = join(import.meta.dirname, '__output__');
const CHROMIUM = '/usr/bin/chromium';

/**
 * Browser tests run where chromium is; without it they are skipped (scripts/ensure-chromium.sh
 * says in one line how to enable them), except on CI, where a missing browser must fail.
 */
export const browserAvailable = existsSync(CHROMIUM) || process.env.CI === 'true';
export const describeBrowser = describe.skipIf(!browserAvailable);
export const itBrowser = it.skipIf(!browserAvailable);

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'kogge-table-'));
}

export function startTable(dataDir = freshDataDir(), bot: TableBot = testBot, port = 0): Promise<LocalTable> {
  return startLocalTable({ bot, port, dataDir, print: () => undefined });
}

/** The headers the table's own page sends with a change: JSON, its origin and the secret. */
export function pageHeaders(table: LocalTable): Record<string, string> {
  return { 'content-type': 'application/json', origin: table.url, 'x-table-secret': table.secret };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM });
}

/** A page holding one seat, loaded and live; `width` of its window (issue 24: 360 and 1280). */
export async function seat(browser: Browser, url: string, user: string, width = 1100): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: width < 720 ? 740 : 760 } });
  // Fail with playwright's own message, well before the test's time is up.
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => console.error(`page error (${user}):`, error.message));
  await page.goto(`${url}/?user=${encodeURIComponent(user)}`);
  // A narrow window folds the channel list away, the seat's name with it: attached is enough.
  await page.waitForSelector('#me-name', { state: 'attached' });
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: join(OUTPUT, `${name}.png`) });
}

/** Types a slash command in the chat box, fills its options and sends it. */
export async function slash(
  page: Page,
  command: string,
  options: Record<string, string> = {},
): Promise<void> {
  await page.fill('#composer-input', `/${command}`);
  await page.click(`.popup-item[data-command="${command}"]`);
  for (const [name, value] of Object.entries(options)) {
    const field = page.locator(`[data-option="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value });
    else await field.fill(value);
  }
  await page.click('#composer-send');
}

/** Opens a channel or thread from the sidebar by its name. */
export async function openChannel(page: Page, name: string): Promise<void> {
  await page.click(`#channels .channel[data-name="${name}"]`);
  await page.waitForSelector(`#channel-name:text-is("${name}")`);
}

/** The message element (last one) whose text contains `text`. */
export function message(page: Page, text: string) {
  return page.locator('.message', { hasText: text }).last();
}
