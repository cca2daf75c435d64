import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import type { LocalTable } from '../../src/local-table';
import { fold, nameProblem } from '../../src/local-table/bridge/names';
import { WHOLE_SCRIPT } from './whole-script-names';
import { describeBrowser, launchBrowser, pageHeaders, seat, startTable } from './harness';

// A name is how the other seats know who speaks: renames that would pass for another seat
// (or hide what they are) are refused with a sentence, and nothing changes.
describe('display names may not impersonate another seat', () => {
  let table: LocalTable;
  beforeAll(async () => {
    table = await startTable();
  });
  afterAll(() => table?.stop());

  const rename = async (user: string, name: string) => {
    const response = await fetch(`${table.url}/table/me?user=${user}`, {
      method: 'PATCH',
      headers: pageHeaders(table),
      body: JSON.stringify({ display_name: name }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const nameOf = (user: string) => table.discord.store.users.get(table.discord.user(user).id)?.globalName;
  const refusal = (key: 'hidden' | 'noLetters' | 'lookAlike') => ({
    code: 50035,
    errors: { display_name: { _errors: [expect.objectContaining({ message: t(`table.name.${key}`) })] } },
  });

  it.each([
    ['right-to-left override', '\u202Ednreb'],
    ['left-to-right isolate', 'Ber\u2066nd'],
    ['zero-width space', 'Ber\u200Bta'],
    ['zero-width joiner', 'Ber\u200Dta'],
    ['byte-order mark', 'Ber\uFEFFta'],
    ['a control character', 'Berta\u0007'],
    ['a Hangul filler', 'Berta\u3164'],
  ])('refuses a name with %s (hidden), and keeps the old one', async (_, name) => {
    const answer = await rename('anna', name);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject(refusal('hidden'));
    expect(nameOf('anna')).toBe('Anna');
  });

  it.each([
    ['the same name', 'Bernd'],
    ['another case', 'bERND'],
    ['an accent', 'Bérnd'],
    ['a Cyrillic В and е', 'Вернд'.replace('рнд', 'rnd')],
    ['full-width letters', 'Ｂｅｒｎｄ'],
    ['a space and a dot', 'Bern d.'],
    ['m drawn as rn', 'Dirk'.replace('D', 'Cl')],
    ['a capital I for an l', 'CIara'],
    ['a seat’s username', 'clara'],
    ['the bot’s name', 'K0gge'],
    ['every letter a Lisu look-alike (one script, issue 20)', 'ꓐꓰꓣꓠꓓ'],
  ])('refuses a name that reads like another seat’s (%s)', async (_, name) => {
    const answer = await rename('anna', name);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject(refusal('lookAlike'));
    expect(nameOf('anna')).toBe('Anna');
  });

  it('refuses a name of punctuation only', async () => {
    expect((await rename('anna', '...')).json).toMatchObject(refusal('noLetters'));
  });

  it('control: the same names without the fault are taken, and each seat keeps its own address', async () => {
    expect((await rename('anna', 'Berta')).status).toBe(200);
    expect(nameOf('anna')).toBe('Berta');
    // One's own name again, in another case, is no impersonation.
    expect((await rename('anna', 'ANNA')).status).toBe(200);
    expect((await rename('anna', 'Anna')).status).toBe(200);
    const state = (await (await fetch(`${table.url}/table/state?user=bernd`)).json()) as {
      me: { username: string };
    };
    expect(state.me.username).toBe('bernd');
  });
});

describeBrowser('a look-alike name in the page', () => {
  it('is answered with the sentence in a toast, and the seat list keeps both names apart', async () => {
    const table = await startTable();
    const browser = await launchBrowser();
    try {
      const anna = await seat(browser, table.url, 'anna');
      await anna.click('#me-button');
      await anna.click('.seat[data-seat="anna"] .seat-rename');
      await anna.fill('.rename input', 'Веrnd'); // Cyrillic В and е
      await anna.click('.rename button');
      const toast = anna.locator('.toast.error');
      await toast.waitFor();
      expect(await toast.textContent()).toContain(t('table.name.lookAlike'));
      expect(await anna.textContent('#me-name')).toBe('Anna');
    } finally {
      await browser.close();
      await table.stop();
    }
  });
});

describe('fold: a name as the eye reads it', () => {
  it('brings look-alikes together and keeps different names apart', () => {
    expect(fold('Ｂéｒｎd')).toBe(fold('bernd'));
    expect(fold('Аnnа')).toBe(fold('Anna')); // Cyrillic а
    expect(fold('Μаrіе')).toBe(fold('Marie'));
    expect(fold('Clara')).not.toBe(fold('Carla'));
    expect(nameProblem('Anna', ['Bernd', 'bernd'])).toBeUndefined();
    expect(nameProblem('Bеrnd', ['Bernd'])).toBe('lookAlike');
  });
});

// Issue 20 review: one letter of another script drawn like a Latin one (Cherokee, Lisu,
// Armenian …) is beyond any short table of look-alikes; a name may therefore not mix a
// script with Latin letters at all (UTS #39's "highly restrictive" level), and the Latin
// and Cyrillic letters the table lacked are added.
describe('a name may not mix scripts to pass for another', () => {
  it.each([
    ['a Cherokee Ꭺ', 'Ꭺlice'],
    ['a Lisu ꓮ', 'ꓮlice'],
    ['an Armenian Տ', 'Տam'],
    ['a Cherokee Ꭰ', 'Ꭰan'],
    ['a Greek yot ϳ', 'ϳo'],
  ])('refuses %s among Latin letters (mixedScripts), whoever else is seated', (_, name) => {
    expect(nameProblem(name, [])).toBe('mixedScripts');
    // Beside a name it imitates, Unicode's confusables read it as that name (lookAlike).
    expect(nameProblem(name, ['Alice', 'Sam', 'Dan'])).toBeDefined();
  });

  it.each([
    ['a Cyrillic palochka for l', 'Аӏісе', 'Alice'],
    ['a Latin alpha ɑ', 'Ɑlice', 'Alice'],
    ['a Latin T with hook', 'Ƭom', 'Tom'],
  ])('refuses %s as a look-alike (lookAlike)', (_, name, other) => {
    expect(nameProblem(name, [other])).toBe('lookAlike');
  });

  it('control: names of one script, and Latin beside Han and kana, are taken', () => {
    for (const name of ['Alice', 'Jürgen', 'Аня', 'Ελένη', 'Սամ', '山田 Taro', 'たろう Taro', 'Anna 2'])
      expect(nameProblem(name, ['Bernd'])).toBeUndefined();
  });
});

// Issue 20, left open by the review: a name written wholly in another script's look-alikes
// is one script, so the mixed-script rule lets it through; Unicode's confusables
// (confusables.txt, through unhomoglyph) fold it to the Latin name it reads as.
// names-confusables-control.test.ts runs the same names with the confusables taken out.
describe('a name written wholly in look-alikes of another script', () => {
  it.each(WHOLE_SCRIPT)('refuses a %s name that reads as another seat’s (%s for %s)', (_, name, other) => {
    // One script, nothing hidden: only the look-alike rule can refuse it.
    expect(nameProblem(name, [])).toBeUndefined();
    expect(nameProblem(name, [other])).toBe('lookAlike');
  });

  it('control: names of those scripts that read otherwise are taken, and Latin names stay apart', () => {
    expect(nameProblem('Аня', ['Anna'])).toBeUndefined();
    expect(nameProblem('Ελένη', ['Eleni'])).toBeUndefined();
    expect(nameProblem('ꓚꓡꓮꓣꓮ', ['Carla'])).toBeUndefined();
    for (const [name, other] of [
      ['Clara', 'Carla'],
      ['Marie', 'Mario'],
      ['Emma', 'Erma'],
      ['Ina', 'Lina'],
      ['Tim', 'Tom'],
    ])
      expect(nameProblem(name, [other]), name).toBeUndefined();
  });
});
