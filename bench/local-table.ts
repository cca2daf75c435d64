// Local-table figures (printed, never asserted): how long the page takes from loading to
// showing the first board image, and what the local server holds in memory (and on disk)
// with 20 finished games in its history.
//
// One real 2-player game is played through the actor API by the bot's own end-to-end
// players; its thread (messages and images) is then copied 19 times into new threads, so
// the history is that of 20 finished games without spending 20 games' render time.
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { chromium, type Browser } from 'playwright-core';
import { loadTable, saveTable, type LocalDiscord } from '../src/local-discord/index';
import { realBot, startLocalTable, type LocalTable } from '../src/local-table/index';
import { RenderPool } from '../src/render/index';
import { TablePlayers } from '../test/e2e/players';
import type { BotTable } from '../test/e2e/harness';

const GAMES = 20;
const CHROMIUM = '/usr/bin/chromium';

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kogge-bench-table-'));
  const pool = RenderPool.start(1);
  const table = await startLocalTable({
    bot: realBot({ logLevel: 'silent', seeds: () => 2, renderPool: pool }),
    port: 0,
    dataDir,
    print: () => undefined,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM }).catch(() => undefined);
  try {
    const empty = await memory();
    const thread = await openGame(table.discord);
    if (browser) await pageLoad(browser, table, thread, 'a new game (board 0)');
    else console.log(`page load: skipped, no chromium at ${CHROMIUM}`);
    const started = performance.now();
    const players = new TablePlayers(asBotTable(table.discord), thread, ['anna', 'bernd'], 2);
    await players.playToEnd();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `one finished 2-player game: ${players.actions} actions in ${seconds.toFixed(1)} s (bot, renders, server)`,
    );
    for (let i = 1; i < GAMES; i++) copyThread(table.discord, thread, i);
    const { messages, images, bytes } = history(table.discord);
    console.log(
      `history of ${GAMES} finished games: ${messages} messages, ${images} images (${mb(bytes)} MB of image bytes)`,
    );
    showMemory('before the copies are saved (their image bytes in memory)', empty, await memory());
    snapshotFigures(table.discord, dataDir);
    showMemory('once saved (image bytes read from disk when looked at)', empty, await memory());
    if (browser) await pageLoad(browser, table, thread, `a finished game, ${GAMES} in the history`);
  } finally {
    await browser?.close();
    await table.stop();
    await pool.close();
  }
}

/** /kogge new as Anna, Bernd joins, Anna starts: the game's thread id once board 0 is up. */
async function openGame(discord: LocalDiscord): Promise<string> {
  const anna = discord.user('anna');
  const reply = await (await anna.slash('/kogge new players:2', { in: 'general' })).reply();
  const thread = /<#(\d+)>/.exec(reply.content)?.[1] ?? '';
  const lobby = await anna.waitForMessage((m) => m.channelId === thread && m.components.length > 0);
  await (await discord.user('bernd').click(lobby, 'Join')).response();
  await (await anna.click(lobby, 'Start')).response();
  await discord.waitForMessage(
    (m) => m.channelId === thread && m.attachments.some((a) => a.filename === 'kogge-board-0.png'),
  );
  return thread;
}

function asBotTable(discord: LocalDiscord): BotTable {
  return { discord, user: (name: string) => discord.user(name) } as unknown as BotTable;
}

/** Navigation to the newest board image decoded on screen, a cold page each time. */
async function pageLoad(browser: Browser, table: LocalTable, thread: string, what: string): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
    const started = performance.now();
    await page.goto(`${table.url}/?user=anna&channel=${thread}`);
    await page.waitForFunction(() => {
      const boards = Array.from(document.querySelectorAll<HTMLImageElement>('img[src*="kogge-board-"]'));
      const last = boards.at(-1);
      return last !== undefined && last.complete && last.naturalWidth > 0;
    });
    times.push(performance.now() - started);
    await page.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `page load to first board image, ${what}: first ${times[0].toFixed(0)} ms, median ${sorted[2].toFixed(0)} ms (5 loads)`,
  );
}

/** A copy of a thread and its public messages, with bytes of its own (no shared buffers). */
function copyThread(discord: LocalDiscord, threadId: string, n: number): void {
  const { store } = discord;
  const source = store.thread(threadId);
  if (!source) throw new Error('bench: no thread to copy');
  const id = store.ids.next();
  store.channels.set(id, {
    ...source,
    id,
    name: `${source.name} #${n}`,
    memberIds: new Set(source.memberIds),
  });
  for (const record of store.channelMessages(threadId)) {
    if (record.ephemeralFor) continue;
    const messageId = store.ids.next();
    const data = { ...structuredClone(record.data), id: messageId, channel_id: id };
    // New attachment ids, as Discord gives every upload its own: nothing is shared on disk.
    const files = new Map<string, Buffer>();
    for (const attachment of data.attachments) {
      const bytes = record.files.get(attachment.id);
      attachment.id = store.ids.next();
      if (bytes) files.set(attachment.id, Buffer.from(bytes));
    }
    store.messages.set(messageId, { data, files, pinged: [...record.pinged] });
  }
}

function history(discord: LocalDiscord): { messages: number; images: number; bytes: number } {
  let messages = 0;
  let images = 0;
  let bytes = 0;
  for (const record of discord.store.messages.values()) {
    messages += 1;
    for (const data of record.files.values()) {
      images += 1;
      bytes += data.length;
    }
  }
  return { messages, images, bytes };
}

function showMemory(when: string, empty: Memory, now: Memory): void {
  console.log(
    `memory, ${when}: heap +${mb(now.heap - empty.heap)} MB, array buffers +${mb(now.buffers - empty.buffers)} MB, ` +
      `RSS ${mb(now.rss)} MB (bot, render pool and server in one process)`,
  );
}

/** Saves the history where the table keeps it, as its autosave does, and reads it back. */
function snapshotFigures(discord: LocalDiscord, dataDir: string): void {
  const file = join(dataDir, 'local-table.json');
  let started = performance.now();
  saveTable(discord.store, file);
  const save = performance.now() - started;
  started = performance.now();
  loadTable(file);
  const load = performance.now() - started;
  const folder = `${file}.files`;
  const onDisk =
    statSync(file).size + readdirSync(folder).reduce((n, f) => n + statSync(join(folder, f)).size, 0);
  console.log(
    `snapshot of that history: ${mb(onDisk)} MB on disk, saved in ${save.toFixed(0)} ms, ` +
      `read back (as at a restart) in ${load.toFixed(0)} ms`,
  );
}

interface Memory {
  heap: number;
  buffers: number;
  rss: number;
}

async function memory(): Promise<Memory> {
  setFlagsFromString('--expose_gc');
  const gc = runInNewContext('gc') as () => void;
  // A buffer's bytes go back only after the collection's finalizers ran, a turn later.
  gc();
  await new Promise((resolve) => setTimeout(resolve, 100));
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, buffers: usage.arrayBuffers, rss: usage.rss };
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}
