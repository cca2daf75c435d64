// Issue 42: a page opened with `?user=<a name the table has no seat of>` never carries on as
// Anna with her private messages on screen. The name becomes a seat of its own (checked: 2 to
// 32 of a–z, 0–9, "_" and "."; not like another seat's name; at most MAX_SEATS seats), or the
// page is refused with a sentence and holds no seat at all.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import type { LocalTable } from '../../src/local-table';
import { MAX_SEATS } from '../../src/local-table/bridge/seats';
import {
  describeBrowser,
  launchBrowser,
  message,
  pageHeaders,
  screenshot,
  seat,
  slash,
  startTable,
} from './harness';

const newSeat = (table: LocalTable, username: string, headers = pageHeaders(table)) =>
  fetch(`${table.url}/table/seats?user=${encodeURIComponent(username)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username }),
  });

const refusal = (key: 'invalid' | 'lookAlike' | 'full', name: string) => ({
  code: 50035,
  errors: {
    username: {
      _errors: [expect.objectContaining({ message: t(`table.seat.${key}`, { name, count: MAX_SEATS }) })],
    },
  },
});

describe('a new seat from ?user= (issue 42)', () => {
  let table: LocalTable;
  beforeAll(async () => {
    table = await startTable();
  });
  afterAll(() => table?.stop());

  const seats = () => [...table.discord.store.users.values()].filter((u) => !u.bot).map((u) => u.username);
  const state = (user: string) => fetch(`${table.url}/table/state?user=${encodeURIComponent(user)}`);

  it('an unknown name is not answered as another seat: 401, not the first seat’s state', async () => {
    const answer = await state('zed');
    expect(answer.status).toBe(401);
    // Control: a seat the table has is answered with its own state.
    expect(((await (await state('anna')).json()) as { me: { username: string } }).me.username).toBe('anna');
  });

  it('makes a seat of a valid name ("Zed" sits down as zed, shown as Zed), and answers as it', async () => {
    const made = await newSeat(table, 'Zed');
    expect(made.status).toBe(200);
    expect(await made.json()).toEqual({ username: 'zed', displayName: 'Zed' });
    const me = ((await (await state('zed')).json()) as { me: { username: string; displayName: string } }).me;
    expect(me).toMatchObject({ username: 'zed', displayName: 'Zed' });
    expect(seats()).toEqual(['anna', 'bernd', 'clara', 'dirk', 'zed']);
  });

  it.each([
    ['a space and "!"', 'zed smith!'],
    ['one letter', 'z'],
    ['33 letters', 'z'.repeat(33)],
    ['a letter outside a–z', 'zoë'],
    ['markup', '<b>zed</b>'],
    ['nothing at all', ''],
  ])('refuses a name with %s, with a sentence, and makes no seat', async (_, name) => {
    const before = seats();
    const answer = await newSeat(table, name);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject(refusal('invalid', name));
    expect(seats()).toEqual(before);
  });

  it('quotes at most 40 characters of a long refused name back', async () => {
    const long = 'x'.repeat(150);
    expect(await (await newSeat(table, long)).json()).toMatchObject(refusal('invalid', 'x'.repeat(40)));
  });

  it.each([
    ['an existing seat', 'anna'],
    ['a look-alike of bernd (rn read as m)', 'bemd'],
    ['a look-alike of clara (l as 1)', 'c1ara'],
  ])('refuses %s: it reads like a seat the table has', async (_, name) => {
    const before = seats();
    expect(await (await newSeat(table, name)).json()).toMatchObject(refusal('lookAlike', name));
    expect(seats()).toEqual(before);
  });

  it('takes no change from another web page: without the secret it is refused (403)', async () => {
    const answer = await newSeat(table, 'mallory', { 'content-type': 'application/json', origin: table.url });
    expect(answer.status).toBe(403);
    expect(seats()).not.toContain('mallory');
  });

  it(`stops at ${MAX_SEATS} seats, with a sentence`, async () => {
    for (let i = seats().length; i < MAX_SEATS; i++)
      expect((await newSeat(table, `seat_${i}`)).status).toBe(200);
    expect(seats()).toHaveLength(MAX_SEATS);
    expect(await (await newSeat(table, 'one_more')).json()).toMatchObject(refusal('full', 'one_more'));
    expect(seats()).toHaveLength(MAX_SEATS);
  });
});

describeBrowser('the page with an unknown ?user= (issue 42)', () => {
  let table: LocalTable;
  let browser: Browser;
  let anna: Page;
  const SECRET = 'reads this.';
  const PUBLIC = 'Ahoy, all seats';

  beforeAll(async () => {
    table = await startTable();
    browser = await launchBrowser();
    anna = await seat(browser, table.url, 'anna');
    // Anna's private message: what a page that fell back to her seat would show.
    await slash(anna, 'secret');
    await message(anna, SECRET).waitFor();
    // And a public one, which every seat's window shows: a window that drew it has loaded.
    await fetch(`${table.url}/table/messages?user=anna`, {
      method: 'POST',
      headers: pageHeaders(table),
      body: JSON.stringify({ channel_id: table.discord.channel('general'), content: PUBLIC }),
    });
    await message(anna, PUBLIC).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
  });

  /** A fresh window at `?user=<user>`, once its first answer is drawn. */
  async function open(user: string, ready: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
    page.setDefaultTimeout(10_000);
    await page.goto(`${table.url}/?user=${encodeURIComponent(user)}`);
    await page.waitForSelector(ready, { state: 'attached' });
    return page;
  }

  it('control: another window as anna shows her private message (so a fall-back would be seen)', async () => {
    const again = await open('anna', '#me-name');
    await message(again, SECRET).waitFor();
    expect(await again.locator('#me-name').textContent()).toBe('Anna');
    await again.close();
  });

  it('?user=zed sits down as a new seat Zed: never Anna, never her private message', async () => {
    const zed = await open('zed', '#me-name');
    expect(await zed.locator('#me-name').textContent()).toBe('Zed');
    await message(zed, PUBLIC).waitFor();
    expect(await zed.locator('#messages').textContent()).not.toContain(SECRET);
    expect(await zed.evaluate(() => sessionStorage.getItem('seat'))).toBe('zed');
    await screenshot(zed, 'unknown-seat-zed');
    // The other windows' seat lists have the new seat.
    await anna.click('#me-button');
    await anna.locator('#seats .seat[data-seat="zed"]').waitFor();
    await anna.click('#me-button');
    await zed.close();
  });

  it('a refused name leaves the page with no seat: the sentence and the seats to open, nothing of Anna’s', async () => {
    const name = 'zed smith!';
    const page = await open(name, '.no-seat');
    expect(await page.locator('.no-seat p').first().textContent()).toBe(t('table.seat.invalid', { name }));
    expect(await page.locator('.no-seat .seat-links a').allTextContents()).toEqual(
      expect.arrayContaining(['Anna', 'Bernd', 'Clara', 'Dirk']),
    );
    expect(await page.locator('#me-name').count()).toBe(0);
    expect(await page.locator('#channels .channel').count()).toBe(0);
    expect(await page.textContent('body')).not.toContain(SECRET);
    await screenshot(page, 'unknown-seat-refused');
    await page.close();
  });

  it('an empty ?user= is a choice too: refused, not the first seat', async () => {
    const page = await open('', '.no-seat');
    expect(await page.locator('.no-seat p').first().textContent()).toBe(
      t('table.seat.invalid', { name: '' }),
    );
    expect(await page.textContent('body')).not.toContain(SECRET);
    await page.close();
  });
});
