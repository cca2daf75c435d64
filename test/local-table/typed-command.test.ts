// Issue 24, "Getting in": a slash command typed whole in the chat box, as in Discord's client.
// `/kogge new computers:3` and Enter runs the command (the README's own example); option names
// and choices are offered as they are typed; an unknown option or a bad value is marked, with
// a sentence, before anything is sent; a line naming no subcommand is never posted as chat.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { realBot, type LocalTable } from '../../src/local-table';
import { RenderPool } from '../../src/render/index';
import {
  describeBrowser,
  freshDataDir,
  launchBrowser,
  message,
  screenshot,
  seat,
  startTable,
} from './harness';

describeBrowser('a slash command typed whole in the chat box', () => {
  let pool: RenderPool;
  let table: LocalTable;
  let browser: Browser;
  let anna: Page;

  beforeAll(async () => {
    pool = RenderPool.start(1);
    const bot = realBot({ logLevel: 'silent', seeds: () => 4, renderPool: pool, computerPauseMs: 0 });
    table = await startTable(freshDataDir(), bot);
    browser = await launchBrowser();
    anna = await seat(browser, table.url, 'anna');
  });
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
    await pool?.close();
  });

  const typeLine = async (line: string) => {
    await anna.click('#composer-input');
    await anna.keyboard.type(line);
  };
  const chatTexts = () => anna.locator('.message').allTextContents();

  it('marks an unknown option and an out-of-range value, and sends nothing until they are fixed', async () => {
    const before = await chatTexts();
    await typeLine('/kogge new computers:9 colour:red');
    const errors = anna.locator('#command-error');
    await expect.poll(() => errors.textContent()).toContain('computers: the most allowed is 3, not 9.');
    expect(await errors.textContent()).toContain(
      '/kogge new has no option "colour"; it takes: players, holdings, taxes, offices, conflicts, memory, computers, level, hints, coach.',
    );
    expect(await anna.locator('.option:has([data-option="computers"]) .invalid').count()).toBe(1);
    await screenshot(anna, 'typed-command-marked');
    await anna.keyboard.press('Enter');
    // Control for "nothing sent": the same Enter does send once the line is right (next test).
    expect(await chatTexts()).toEqual(before);
    await anna.click('#command-cancel');
    expect(await anna.locator('#command').isHidden()).toBe(true);
  });

  it('offers option names and a choice list as they are typed, filling the fields', async () => {
    await typeLine('/kogge new lev');
    await expect
      .poll(() => anna.locator('#popup .popup-item .popup-name').allTextContents())
      .toEqual(['level:']);
    await anna.keyboard.press('Enter');
    expect(await anna.inputValue('#composer-input')).toBe('level:');
    await anna.keyboard.type('ha');
    await expect.poll(() => anna.locator('#popup .popup-item').allTextContents()).toEqual(['hard']);
    await anna.keyboard.press('Tab');
    expect(await anna.inputValue('#composer-input')).toBe('level:hard ');
    expect(await anna.inputValue('[data-option="level"]')).toBe('hard');
    await anna.click('#command-cancel');
  });

  it('a line naming no /kogge subcommand is answered with a sentence, not posted as chat', async () => {
    const before = await chatTexts();
    await typeLine('/kogge fly');
    await anna.keyboard.press('Enter');
    await expect
      .poll(() => anna.locator('#command-error').textContent())
      .toBe('There is no command /kogge fly: type / to see the commands.');
    expect(await chatTexts()).toEqual(before);
    await anna.fill('#composer-input', '');
  });

  it('runs the README’s /kogge new computers:3 on Enter, through the same path as a picked command', async () => {
    await typeLine('/kogge new computers:3');
    expect(await anna.locator('#command-name').textContent()).toBe('/kogge new');
    expect(await anna.inputValue('[data-option="computers"]')).toBe('3');
    await screenshot(anna, 'typed-command-filled');
    await anna.keyboard.press('Enter');
    await screenshot(anna, 'typed-command-sent');
    const opened = message(anna, 'Anna opened a Kogge game');
    await opened.waitFor();
    await opened.locator('.mention[data-channel]').click();
    const lobby = message(anna, 'Seats 4/4');
    await lobby.waitFor();
    expect(await lobby.textContent()).toContain('Anna, Hinrik (computer, normal)');
    expect(await anna.inputValue('#composer-input')).toBe('');
  });
});
