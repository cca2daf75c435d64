import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LocalTable } from '../../src/local-table';
import {
  describeBrowser,
  launchBrowser,
  message,
  openChannel,
  screenshot,
  seat,
  slash,
  startTable,
} from './harness';

// The page in a real browser, against a small test bot: what a person sees and can do.
describeBrowser('the local table page', () => {
  let table: LocalTable;
  let browser: Browser;
  let anna: Page;
  let bernd: Page;
  const thread = 'Voyage from visby';

  beforeAll(async () => {
    table = await startTable();
    browser = await launchBrowser();
    anna = await seat(browser, table.url, 'anna');
    bernd = await seat(browser, table.url, 'bernd');
  });
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
  });

  it('lists the bot commands after "/", fills an option from live autocomplete, and runs the command', async () => {
    await anna.fill('#composer-input', '/');
    expect(await anna.locator('.popup-item').allTextContents()).toEqual([
      '/voyageOpen a voyage thread',
      '/secretA secret only you can see',
      '/silentA command the bot never answers',
    ]);
    await anna.click('.popup-item[data-command="voyage"]');
    await anna.fill('[data-option="port"]', 'vi');
    // The bot's own answer to what was typed: only Visby starts with "vi".
    await expect.poll(() => anna.locator('.popup-item').allTextContents()).toEqual(['Visby']);
    await anna.click('.popup-item[data-value="visby"]');
    await anna.selectOption('[data-option="cogs"]', { label: 'three' });
    await screenshot(anna, 'slash-command-filled');
    await anna.click('#composer-send');
    await message(anna, 'Voyage opened in').waitFor();
    expect(await message(anna, 'Voyage opened in').textContent()).toContain(`Anna used /voyage`);
  });

  it('shows the new thread live to another seat, with the board image and its alt text', async () => {
    await openChannel(bernd, thread);
    const board = bernd.locator('.message .embed img');
    await board.waitFor();
    expect(await board.getAttribute('alt')).toBe('Board: cogs at visby');
    expect(await board.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    expect(await message(bernd, 'Voyage').textContent()).toContain('with 3 cogs');
    await screenshot(bernd, 'thread-board');
  });

  it('highlights a mention of the seat looking, and not for the others', async () => {
    await openChannel(anna, thread);
    const mentioned = message(anna, 'sails first');
    await expect.poll(() => mentioned.getAttribute('class')).toContain('mentions-me');
    expect(await mentioned.locator('.mention.me').textContent()).toBe('@Anna');
    expect(await message(bernd, 'sails first').getAttribute('class')).not.toContain('mentions-me');
    expect(await message(bernd, 'sails first').locator('.mention').textContent()).toBe('@Anna');
  });

  it('a button updates the message for every seat without reloading', async () => {
    await bernd.click('.message button:text-is("Join")');
    await message(anna, 'Bernd joined.').waitFor();
    await message(bernd, 'Bernd joined.').waitFor();
    // The clicked message, redrawn by the update, is no longer shown as waiting.
    await expect.poll(() => message(bernd, 'Bernd joined.').getAttribute('class')).not.toContain('pending');
  });

  it('a select menu sends the chosen value, by mouse or keyboard, and the answer appears', async () => {
    await bernd.click('.select-toggle');
    await bernd.click('.select-option[data-value="grain"]');
    await message(anna, 'loaded grain').waitFor();
    // And by keyboard: the list opens on its first option; Tab to the next, Enter to pick.
    await bernd.click('.select-toggle');
    await bernd.keyboard.press('Tab');
    await bernd.keyboard.press('Enter');
    await message(anna, 'loaded fur').waitFor();
  });

  it('a modal opens, is filled and submitted, and the answer appears', async () => {
    await anna.click('.message button:text-is("Name the cog")');
    await anna.waitForSelector('#modal[open]');
    expect(await anna.textContent('#modal-title')).toBe('Name your cog');
    await anna.fill('#modal [data-custom-id="cog"]', 'Seeadler');
    await screenshot(anna, 'modal');
    await anna.click('#modal-submit');
    await message(bernd, 'Anna named a cog "Seeadler".').waitFor();
    expect(await anna.locator('#modal[open]').count()).toBe(0);
  });

  it("an ephemeral reply and its image reach only the seat that asked, marked 'Only you can see this'", async () => {
    await anna.click('.message button:text-is("My hold")');
    const hold = message(anna, 'Your hold, Anna');
    await hold.locator('img').waitFor();
    expect(await hold.locator('.ephemeral-footer').textContent()).toContain('Only you can see this');
    const imageUrl = await hold.locator('img').getAttribute('src');
    // Control: Bernd's own hold does reach his page, so the check below can see one.
    await bernd.click('.message button:text-is("My hold")');
    await message(bernd, 'Your hold, Bernd').locator('img').waitFor();
    await screenshot(anna, 'ephemeral-anna');
    await screenshot(bernd, 'ephemeral-bernd');
    expect(await bernd.locator('.message', { hasText: 'Your hold, Anna' }).count()).toBe(0);
    expect(await bernd.content()).not.toContain('Hold of Anna');
    // Even Anna's image address, asked for as Bernd, gives nothing.
    const asBernd = imageUrl!.replace('user=anna', 'user=bernd');
    expect((await fetch(table.url + asBernd)).status).toBe(404);
    expect((await fetch(table.url + imageUrl!)).status).toBe(200);
    // A reload shows the same: Bernd's page never gets Anna's ephemerals.
    await bernd.reload();
    await bernd.locator('.message', { hasText: 'Your hold, Bernd' }).waitFor();
    expect(await bernd.locator('.message', { hasText: 'Your hold, Anna' }).count()).toBe(0);
  });

  it('a command the bot never answers shows "This interaction failed"', async () => {
    await slash(anna, 'silent');
    await anna.locator('#composer .interaction-failed').waitFor({ timeout: 8000 });
    expect(await anna.textContent('#composer .interaction-failed')).toContain('This interaction failed');
  });

  it("a message Discord would refuse (over 2,000 characters) shows Discord's error and posts nothing", async () => {
    const before = await anna.locator('.message').count();
    await anna.fill('#composer-input', 'x'.repeat(2001));
    await anna.click('#composer-send');
    const toast = anna.locator('.toast.error');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('50035');
    expect(await toast.textContent()).toContain('content');
    await screenshot(anna, 'refused-message');
    expect(await anna.locator('.message').count()).toBe(before);
  });

  it('switches seats in the same window, and a renamed seat shows its new name in every page', async () => {
    await anna.click('#me-button');
    await anna.click('.seat[data-seat="clara"] .seat-pick');
    await expect.poll(() => anna.textContent('#me-name')).toBe('Clara');
    expect(new URL(anna.url()).searchParams.get('user')).toBe('clara');
    // Clara never asked for a hold: no ephemeral of Anna's shows for her.
    await openChannel(anna, thread);
    expect(await anna.locator('.message.ephemeral').count()).toBe(0);
    await anna.click('#me-button');
    await anna.click('.seat[data-seat="clara"] .seat-rename');
    await anna.fill('.rename input', 'Klara');
    await anna.click('.rename button');
    await expect.poll(() => anna.textContent('#me-name')).toBe('Klara');
    await bernd.click('#me-button');
    await expect.poll(() => bernd.locator('.seat[data-seat="clara"] .seat-pick').textContent()).toBe('Klara');
  });
});
