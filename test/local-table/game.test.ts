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
import { latestPost, PagePlayers } from './page-player';

// The real bot in the page: a whole 2-player game clicked through by two seats (two ?user=
// windows, 1280 px wide as issue 24 asks), from the slash command to the final score, with
// `npm start` restarted in the middle of it.
describeBrowser('a whole game of Kogge in the page, with the real bot', () => {
  const dataDir = freshDataDir();
  let pool: RenderPool;
  let table: LocalTable;
  let browser: Browser;
  let anna: Page;
  let bernd: Page;
  let players: PagePlayers;
  const ids = { anna: '', bernd: '' };
  const start = (port = 0) =>
    startTable(dataDir, realBot({ logLevel: 'silent', seeds: () => 2, renderPool: pool }), port);

  beforeAll(async () => {
    pool = RenderPool.start(1);
    table = await start();
    browser = await launchBrowser();
    anna = await seat(browser, table.url, 'anna', 1280);
    bernd = await seat(browser, table.url, 'bernd', 1280);
    ids.anna = table.discord.user('anna').id;
    ids.bernd = table.discord.user('bernd').id;
    players = new PagePlayers(
      new Map([
        [ids.anna, anna],
        [ids.bernd, bernd],
      ]),
      2,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
    await pool?.close();
  });

  it('opens a game with /kogge new, seats Bernd from the lobby and starts it', async () => {
    await slash(anna, 'kogge new', { players: '2' });
    const opened = message(anna, 'Anna opened a Kogge game');
    await opened.locator('.mention[data-channel]').waitFor();
    const threadId = await opened.locator('.mention[data-channel]').getAttribute('data-channel');
    await opened.locator('.mention[data-channel]').click();
    await bernd.click(`#channels .channel[data-channel="${threadId}"]`);
    await bernd.click('.message button:text-is("Join")');
    await message(anna, 'Seats 2/2').waitFor();
    await anna.click('.message button:text-is("Start")');
    for (const page of [anna, bernd]) await page.waitForSelector('img[src*="kogge-board-0.png"]');
    const board = anna.locator('img[src*="kogge-board-0.png"]');
    expect(await board.getAttribute('alt')).toMatch(/^Kogge board, /);
    await screenshot(anna, 'game-start');
  });

  it("shows a player's hand only in their own page (control: Bernd's own hand reaches him)", async () => {
    const post = (await latestPost(anna))!;
    await anna.click(`.message[data-id="${post.id}"] button:text-is("My hand")`);
    const annasHand = anna.locator(`.message.ephemeral[data-for="${ids.anna}"] img`).last();
    await annasHand.waitFor();
    await bernd.click(`.message[data-id="${post.id}"] button:text-is("My hand")`);
    await bernd.locator(`.message.ephemeral[data-for="${ids.bernd}"] img`).last().waitFor();
    await screenshot(anna, 'hand-anna');
    await screenshot(bernd, 'hand-bernd');
    expect(await bernd.locator(`.message[data-for="${ids.anna}"].ephemeral`).count()).toBe(0);
    expect(await bernd.content()).not.toContain((await annasHand.getAttribute('alt'))!);
    const src = (await annasHand.getAttribute('src'))!;
    expect((await fetch(table.url + src.replace('user=anna', 'user=bernd'))).status).toBe(404);
    expect((await fetch(table.url + src)).status).toBe(200);
  });

  it("a player acts by slash command, picking from the real bot's live autocomplete", async () => {
    const post = (await latestPost(anna))!;
    const page = post.awaited.includes(ids.anna) ? anna : bernd;
    await page.fill('#composer-input', '/kogge start');
    await page.click('.popup-item[data-command="kogge start"]');
    // The option field has the focus: the bot is asked what fits while nothing is typed yet.
    const first = page.locator('#popup .popup-item').first();
    await first.waitFor();
    const city = (await first.textContent())!;
    await screenshot(page, 'slash-autocomplete');
    await first.click();
    expect(await page.inputValue('[data-option="city"]')).toBe(city);
    await page.click('#composer-send');
    await page.waitForSelector(`img[src*="kogge-board-${post.version + 1}.png"]`);
  });

  it('plays the first part of the game by clicking in the two pages', async () => {
    const post = await players.play(15);
    expect(players.actions).toBeGreaterThanOrEqual(15);
    expect(post.version).toBeGreaterThanOrEqual(15);
    await screenshot(bernd, 'mid-game');
  }, 300_000);

  it('restarts npm start mid-game: the open pages reconnect, and the game goes on', async () => {
    const before = (await latestPost(anna))!;
    const port = Number(new URL(table.url).port);
    await table.stop();
    await anna.locator('#status:not([hidden])').waitFor();
    table = await start(port);
    for (const page of [anna, bernd]) await page.locator('#status').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await latestPost(bernd))?.version).toBe(before.version);
    const after = await players.play(3);
    expect(after.version).toBeGreaterThan(before.version);
    await screenshot(anna, 'after-restart');
  }, 120_000);

  it('plays on to the final post with the score table and the winner', async () => {
    const final = await players.play();
    console.log(`page game: ${players.actions} actions, ${players.clicks} clicks`);
    expect(final.text).toMatch(/Game over/);
    expect(final.text).toMatch(/1\. (Anna|Bernd): \d+ VP/);
    expect(final.text).toMatch(/2\. (Anna|Bernd): \d+ VP/);
    await anna.locator(`.message[data-id="${final.id}"]`).scrollIntoViewIfNeeded();
    await screenshot(anna, 'final-score');
  }, 600_000);

  it("Bernd's page never showed one of Anna's ephemerals in the whole game (control: Anna's shows many)", async () => {
    expect(await anna.locator(`.message.ephemeral[data-for="${ids.anna}"]`).count()).toBeGreaterThan(0);
    expect(await bernd.locator(`.message.ephemeral[data-for="${ids.anna}"]`).count()).toBe(0);
    expect(await bernd.locator(`.message.ephemeral[data-for="${ids.bernd}"]`).count()).toBeGreaterThan(0);
  });
});
