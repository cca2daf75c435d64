// Issue 21: the local table opens an exported game record and replays it. Over HTTP: the
// route takes a record only through the guard (the page's headers; a request without the
// secret is refused, with the same request with it as the control), checks it with the export
// schema and refuses a malformed, huge, over-long or unreplayable file with a sentence; a
// changed record still replays, with the verifier's sentence saying where it was changed. In
// the browser: a file picked in the page opens the step viewer, whose buttons step through
// the game; a file that is not JSON is refused with a sentence. Screenshots in __output__.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import type { LocalTable } from '../../src/local-table';
import { exportGame, type GameExport } from '../../src/verify/index';
import { finishedRecord } from '../verify/finished-game';
import { MAX_STEPS } from '../../src/verify/step-bound';
import { describeBrowser, launchBrowser, pageHeaders, screenshot, startTable } from './harness';

const RECORD = exportGame(finishedRecord(71, 3, ['memory'])) as GameExport;

interface Answer {
  status: number;
  json: {
    message?: string;
    holds?: boolean;
    verdict?: string;
    step?: number;
    steps?: number;
    lines?: string[];
    image?: { src: string; description: string };
  };
}

describe('the local table replays an exported record (HTTP)', () => {
  let table: LocalTable;
  beforeAll(async () => {
    table = await startTable();
  });
  afterAll(() => table?.stop());

  const post = async (body: string, headers = pageHeaders(table)): Promise<Answer> => {
    const response = await fetch(`${table.url}/table/replay?user=anna`, { method: 'POST', headers, body });
    return { status: response.status, json: (await response.json()) as Answer['json'] };
  };
  const replay = (record: unknown, step = 0) => post(JSON.stringify({ record, step }));

  it('a finished game’s record: the step asked for, the verdict that it holds, and the board', async () => {
    const answer = await replay(RECORD, 3);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ holds: true, step: 3, steps: RECORD.actions.length });
    expect(answer.json.verdict).toMatch(/^Game `g71`, unsigned, consistent in itself/);
    expect(answer.json.image?.src).toMatch(/^data:image\/(png|webp);base64,/);
    expect(answer.json.image?.description.length).toBeGreaterThan(20);
    // Beyond the last step it shows the last.
    expect((await replay(RECORD, 10_000)).json.step).toBe(RECORD.actions.length);
  });

  it('without the per-start secret it is refused by the guard (the request above is the control)', async () => {
    const answer = await post(JSON.stringify({ record: RECORD, step: 0 }), {
      ...pageHeaders(table),
      'x-table-secret': 'guessed',
    });
    expect(answer).toEqual({ status: 403, json: { message: t('table.guard.secret'), code: 0 } });
    const plain = await post(JSON.stringify({ record: RECORD, step: 0 }), {
      ...pageHeaders(table),
      'content-type': 'text/plain',
    });
    expect(plain.status).toBe(403);
  });

  it('a changed record still replays, the verdict naming the change; one that does not replay is refused', async () => {
    const scores = structuredClone(RECORD);
    scores.results.scores[0].vp += 1;
    const changed = await replay(scores, 0);
    expect(changed.status).toBe(200);
    expect(changed.json.holds).toBe(false);
    expect(changed.json.verdict).toMatch(/^The record was changed: its final scores differ/);
    const broken = structuredClone(RECORD);
    broken.actions[5] = { ...broken.actions[5], player: (broken.actions[5].player + 1) % 3 } as never;
    const refused = await replay(broken, 0);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/^The record was changed at step 6/);
  });

  it.each([
    ['not a record', { format: 'something else' }, /^This is not a Kogge game record that can be checked/],
    ['a record with a seat too many', { ...RECORD, seats: [...RECORD.seats, ...RECORD.seats] }, /seats/],
    [
      'more steps than any game can have (issue 42), before its schema is read',
      { ...RECORD, steps: Array.from({ length: MAX_STEPS + 1 }, () => 0) },
      new RegExp(`^This record has more steps than any game of Kogge can have \\(${MAX_STEPS + 1},`),
    ],
  ])('refuses %s with a sentence', async (_, record, sentence) => {
    const answer = await replay(record);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(sentence);
  });

  it('refuses a body that is not JSON, a step out of range, and a file over 2 MB, each with a sentence', async () => {
    const notJson = await post('{"record": ');
    expect(notJson.status).toBe(400);
    expect(notJson.json.message).toMatch(/^The record is not JSON/);
    const badStep = await post(JSON.stringify({ record: RECORD, step: -1 }));
    expect(badStep.json.message).toBe(t('table.replay.request'));
    const huge = await post(
      JSON.stringify({ record: { ...RECORD, pad: 'x'.repeat(2 * 1024 * 1024) }, step: 0 }),
    );
    expect(huge.status).toBe(413);
    expect(huge.json.message).toMatch(/^That file is too large for a game record/);
  });

  it('twenty requests at once are all answered, one after another, the same', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => replay(RECORD, 7)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json.image?.src)).size).toBe(1);
  }, 120_000);
});

describeBrowser('the local table replays an exported record (page)', () => {
  let table: LocalTable;
  let browser: Browser;
  let anna: Page;
  const file = (text: string, name = 'kogge-record.json') => ({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });

  beforeAll(async () => {
    table = await startTable();
    browser = await launchBrowser();
    anna = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    anna.setDefaultTimeout(15_000);
    await anna.goto(`${table.url}/?user=anna`);
    await anna.waitForSelector('#me-name', { state: 'attached' });
  });
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
  });

  it('a picked record opens at its last step; the buttons step through it', async () => {
    expect(await anna.textContent('#replay-open')).toBe('Open a game record');
    await anna.setInputFiles('#replay-file', file(JSON.stringify(RECORD)));
    await anna.waitForSelector('#replay[open] .replay-board');
    const steps = RECORD.actions.length;
    expect(await anna.textContent('#replay .replay-step')).toContain(`Step ${steps} of ${steps}`);
    expect(await anna.textContent('#replay .replay-verdict')).toMatch(
      /^Game g71, unsigned, consistent in itself/,
    );
    await screenshot(anna, 'replay-last');
    await anna.click('#replay button[data-step="first"]');
    await anna.waitForFunction(() =>
      document.querySelector('#replay .replay-step')?.textContent?.startsWith('Step 0 '),
    );
    expect(await anna.textContent('#replay .replay-lines')).toContain('The game as it was set up.');
    expect(await anna.isDisabled('#replay button[data-step="back"]')).toBe(true);
    await anna.click('#replay button[data-step="forward"]');
    await anna.waitForFunction(() =>
      document.querySelector('#replay .replay-step')?.textContent?.startsWith('Step 1 '),
    );
    await screenshot(anna, 'replay-step-1');
    for (const width of [550, 360]) {
      await anna.setViewportSize({ width, height: 800 });
      await screenshot(anna, `replay-step-1-${width}`);
    }
    await anna.setViewportSize({ width: 1100, height: 900 });
    await anna.click('#replay footer button');
    expect(await anna.isVisible('#replay')).toBe(false);
  });

  it('a file that is not JSON is refused with a sentence, and no replay opens', async () => {
    await anna.setInputFiles('#replay-file', file('this is not json', 'notes.json'));
    const toast = await anna.waitForSelector('.toast.error');
    expect(await toast.textContent()).toMatch(/^That file is not JSON/);
    expect(await anna.isVisible('#replay')).toBe(false);
  });

  it('a record of another shape is refused by the server with its sentence', async () => {
    await anna.setInputFiles('#replay-file', file(JSON.stringify({ format: 'kogge-game-view' })));
    await anna.waitForFunction(() =>
      Array.from(document.querySelectorAll('.toast.error')).some((t) =>
        t.textContent?.includes('not a Kogge game record'),
      ),
    );
    expect(await anna.isVisible('#replay')).toBe(false);
  });
});
