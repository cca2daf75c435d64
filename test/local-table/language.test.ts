// Issue 25: the local table has a language per seat. A seat picks it in the seat menu; it is
// the seat's user record's locale, so the local Discord sends it with the seat's interactions
// as Discord's client sends its language, and the bot answers that seat's clicks in it while
// another seat stays English. The change goes through the guard like every other, and a code
// the page does not offer is refused with a sentence, changing nothing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, t } from '../../src/i18n/index';
import { deCatalogue } from '../../src/i18n/de/index';
import { realBot, type LocalTable } from '../../src/local-table';
import { RenderPool } from '../../src/render/index';
import {
  describeBrowser,
  freshDataDir,
  launchBrowser,
  message,
  pageHeaders,
  screenshot,
  slash,
  startTable,
} from './harness';

const de = deCatalogue as Readonly<Record<string, string>>;

describe('a seat’s language through HTTP (issue 25)', () => {
  const dataDir = freshDataDir();
  let table: LocalTable;
  beforeAll(async () => {
    table = await startTable(dataDir);
  });
  afterAll(() => table?.stop());

  const locale = (user: string) => table.discord.store.users.get(table.discord.user(user).id)?.locale;
  const choose = (value: unknown, headers = pageHeaders(table), user = 'bernd') =>
    fetch(`${table.url}/table/me/locale?user=${user}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ locale: value }),
    });

  it('sets the seat’s locale and gives its page the languages and its words in the new one', async () => {
    const response = await choose('de');
    expect(response.status).toBe(200);
    expect(locale('bernd')).toBe('de');
    expect(locale('anna')).toBe('en-US');
    const state = (await (await fetch(`${table.url}/table/state?user=bernd`)).json()) as {
      locale: string;
      languages: { code: string; name: string }[];
      strings: Record<string, string>;
      users: object[];
    };
    expect(state.locale).toBe('de');
    expect(state.languages.map((l) => l.code)).toEqual(['en-US', 'de', 'fr', 'it']);
    expect(state.languages.find((l) => l.code === 'de')?.name).toBe('Deutsch');
    expect(state.strings.send).toBe(de['table.page.send']);
    // Discord shows no one another person's language: not in the users list.
    expect(JSON.stringify(state.users)).not.toContain('locale');
    await choose('en-US');
  });

  it('refuses a locale the page does not offer, in the seat’s words, and keeps the old one', async () => {
    for (const forged of ['xx', 'de-DE', '', 'en-XA', 'de'.repeat(40), 42, null]) {
      const response = await choose(forged);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: number; errors?: unknown };
      expect(body.code).toBe(50035);
      expect(locale('bernd')).toBe('en-US');
    }
    const refused = (await (await choose('xx')).json()) as {
      errors: { locale: { _errors: { message: string }[] } };
    };
    expect(refused.errors.locale._errors[0].message).toBe(
      t('table.language.unknown', { languages: 'English, Deutsch, Français and Italiano' }),
    );
  });

  it('refuses a change without the secret or from another Origin (control: the same with them passes)', async () => {
    expect((await choose('fr', { ...pageHeaders(table), 'x-table-secret': 'guessed' })).status).toBe(403);
    expect((await choose('fr', { ...pageHeaders(table), origin: 'http://evil.example' })).status).toBe(403);
    expect((await choose('fr', { ...pageHeaders(table), 'content-type': 'text/plain' })).status).toBe(403);
    expect(locale('bernd')).toBe('en-US');
    expect((await choose('fr')).status).toBe(200);
    expect(locale('bernd')).toBe('fr');
    await choose('en-US');
  });

  it('takes 20 changes at once and ends on one of them', async () => {
    const codes = ['de', 'fr', 'it', 'en-US'];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => choose(codes[i % 4])));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(codes).toContain(locale('bernd'));
    await choose('en-US');
  });

  it('keeps the seat’s language across a restart of the table (saved with its history)', async () => {
    expect((await choose('it')).status).toBe(200);
    await table.stop();
    table = await startTable(dataDir);
    expect(locale('bernd')).toBe('it');
    await choose('en-US');
  });
});

describeBrowser.each([360, 1280])('a seat switched to German at %i px wide (issue 25)', (width) => {
  let pool: RenderPool;
  let table: LocalTable;
  let browser: Browser;
  let anna: Page;
  let bernd: Page;

  const open = async (user: string) => {
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    page.setDefaultTimeout(15_000);
    await page.goto(`${table.url}/?user=${user}`);
    await page.waitForSelector('#me-name', { state: 'attached' });
    return page;
  };
  /** On a narrow window the seat menu sits in the folded channel list. */
  const unfold = async (page: Page) => {
    if (width < 720 && !(await page.evaluate(() => document.body.classList.contains('sidebar-open'))))
      await page.click('#sidebar-toggle');
  };

  beforeAll(async () => {
    pool = RenderPool.start(1);
    table = await startTable(
      freshDataDir(),
      realBot({ logLevel: 'silent', seeds: () => 3, renderPool: pool }),
    );
    browser = await launchBrowser();
    anna = await open('anna');
    bernd = await open('bernd');
  });
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
    await pool?.close();
  });

  it('Bernd picks Deutsch in the seat menu: his page’s words turn German, Anna’s stay English', async () => {
    await unfold(bernd);
    await bernd.click('#me-button');
    await screenshot(bernd, `language-${width}-seat-menu`);
    await bernd.selectOption('#seat-language', 'de');
    await bernd.waitForSelector(`#composer-send:text-is("${de['table.page.send']}")`);
    expect(table.discord.store.users.get(table.discord.user('bernd').id)?.locale).toBe('de');
    expect(await bernd.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await anna.locator('#composer-send').textContent()).toBe(en['table.page.send']);
  });

  it('Bernd’s panel comes in German, Anna’s in English; the public lobby stays English', async () => {
    await slash(anna, 'kogge new', { players: '2' });
    const opened = message(anna, 'Anna opened a Kogge game');
    const mention = opened.locator('.mention[data-channel]');
    await mention.waitFor();
    const thread = (await mention.getAttribute('data-channel'))!;
    await unfold(anna);
    await anna.click(`#channels .channel[data-channel="${thread}"]`);
    await unfold(bernd);
    await bernd.click(`#channels .channel[data-channel="${thread}"]`);
    await bernd.click(`.message button:text-is("${en['button.join']}")`);
    await anna.click(`.message button:text-is("${en['button.start']}")`);
    for (const page of [anna, bernd]) await page.waitForSelector('img[src*="kogge-board-0.png"]');

    const ids = { anna: table.discord.user('anna').id, bernd: table.discord.user('bernd').id };
    await bernd.locator(`.message button:text-is("${en['button.act']}")`).last().click();
    // His panel, which carries his board (issue 38); not the tutorial's offer to a newcomer.
    const berndPanel = bernd
      .locator(`.message.ephemeral[data-for="${ids.bernd}"]`, { has: bernd.locator('img') })
      .last();
    await berndPanel.waitFor();
    expect(await berndPanel.textContent()).toContain(de['panel.chooseStart']);
    expect(await berndPanel.textContent()).not.toContain(en['panel.chooseStart']);

    await anna.locator(`.message button:text-is("${en['button.act']}")`).last().click();
    const annaPanel = anna.locator(`.message.ephemeral[data-for="${ids.anna}"]`).last();
    await annaPanel.waitFor();
    expect(await annaPanel.textContent()).toContain(en['panel.chooseStart']);
    await berndPanel.scrollIntoViewIfNeeded();
    await screenshot(bernd, `language-${width}-bernd-de`);
    await screenshot(anna, `language-${width}-anna-en`);
  });
});
