// One person alone at the local table (issue 14): /kogge new computers:3 in the page fills
// the other seats with computer players of the chosen level, and Anna plays against them,
// clicking in her page, to the final post. Issue 24: in a 360 px wide window (a phone on
// this machine's browser), with the beginner level and no pause, so the run stays short.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { realBot, type LocalTable } from '../../src/local-table';
import { RenderPool } from '../../src/render/index';
import {
  describeBrowser,
  freshDataDir,
  launchBrowser,
  message,
  screenshot,
  seat,
  slash,
  startTable,
} from './harness';
import { PagePlayers } from './page-player';

const WIDTH = 360;

describeBrowser(`playing alone against computer players in a ${WIDTH} px wide page`, () => {
  let pool: RenderPool;
  let table: LocalTable;
  let browser: Browser;
  let anna: Page;
  let players: PagePlayers;

  beforeAll(async () => {
    pool = RenderPool.start(1);
    const bot = realBot({ logLevel: 'silent', seeds: () => 4, renderPool: pool, computerPauseMs: 0 });
    table = await startTable(freshDataDir(), bot);
    browser = await launchBrowser();
    anna = await seat(browser, table.url, 'anna', WIDTH);
    players = new PagePlayers(new Map([[table.discord.user('anna').id, anna]]), 6, true);
  });
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
    await pool?.close();
  });

  it('opens a game whose other three seats are computer players of the chosen level', async () => {
    await slash(anna, 'kogge new', { computers: '3', level: 'beginner' });
    const opened = message(anna, 'Anna opened a Kogge game');
    await opened.locator('.mention[data-channel]').waitFor();
    await opened.locator('.mention[data-channel]').click();
    const lobby = message(anna, 'Seats 4/4');
    await lobby.waitFor();
    expect(await lobby.textContent()).toContain(
      'Anna, Hinrik (computer, beginner), Tideke (computer, beginner), Wolter (computer, beginner)',
    );
    await anna.click('.message button:text-is("Start")');
    await anna.waitForSelector('img[src*="kogge-board-0.png"]');
    await screenshot(anna, 'solo-360-start');
  });

  it('shows the newcomer her first panel with a hint line on what the choice means', async () => {
    await anna.click('.message:not(.ephemeral) button:text-is("Act")');
    const panel = anna.locator('.message.ephemeral', { hasText: 'Pick your start city' }).last();
    await panel.waitFor();
    expect(await panel.textContent()).toContain(
      'Hint: your start city gets your first office and costs you your route marker of its number.',
    );
    await panel.scrollIntoViewIfNeeded();
    await screenshot(anna, 'solo-360-first-panel');
  });

  it('plays to the final post, the computer players moving by themselves', async () => {
    const final = await players.play();
    console.log(`solo page game: Anna took ${players.actions} actions, ${players.clicks} clicks`);
    expect(final.text).toMatch(/Game over/);
    expect(final.text.match(/\d\. (Anna|Hinrik|Tideke|Wolter): \d+ VP/g)).toHaveLength(4);
    await anna.locator(`.message[data-id="${final.id}"]`).scrollIntoViewIfNeeded();
    await screenshot(anna, 'solo-360-final');
    // Nothing in the whole game made the page wider than the window.
    expect(await anna.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  }, 600_000);
});
