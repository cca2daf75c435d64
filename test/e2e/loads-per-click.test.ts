// Issue 22 measures the flow of one click by how often it reads and writes the game's record:
// the goal is one load and one save. This test counts, for one action chosen in a panel's
// menu, the loads and saves of that game's record from the click until the board post follows:
// an edited board's, and a new board post's (noted in the store's post note, not saved).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseComponentId } from '../../src/bot/custom-id';
import { KeyvGameStore, type GameRecord, type GameStore } from '../../src/store/index';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';

interface Counts {
  loads: number;
  saves: number;
  /** The control's planted fault: the edited board noted by saving the record again, as before. */
  resaveShown: boolean;
  /** Another planted fault: a new post announced and its id noted by saving the record, as before. */
  resaveNoted: boolean;
}

/** The real store, counting every load and save (the planted second save included). */
function counting(inner: GameStore, counts: Counts): GameStore {
  const store: GameStore = new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'notePosted' && counts.resaveShown) {
        return async (id: string, version: number) => {
          const loaded = await store.load(id);
          if (!loaded.ok) throw new Error('no stored game');
          const messages = { ...loaded.record.messages, shown: version };
          await store.saveIfVersion({ ...loaded.record, messages }, loaded.record.version);
        };
      }
      if (key === 'notePost' && counts.resaveNoted) {
        return async (record: GameRecord, fields: Partial<GameRecord['messages']>) => {
          const loaded = await store.load(record.id);
          if (!loaded.ok) throw new Error('no stored game');
          const messages = { ...loaded.record.messages, sending: undefined, ...fields };
          const saved = await store.saveIfVersion({ ...loaded.record, messages }, loaded.record.version);
          if (!saved) throw new Error('the planted save lost');
          return saved;
        };
      }
      if (key === 'load' || key === 'saveIfVersion') {
        return (...args: unknown[]) => {
          counts[key === 'load' ? 'loads' : 'saves'] += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return store;
}

describe('one click, measured (issue 22)', () => {
  let table: BotTable;
  const counts: Counts = { loads: 0, saves: 0, resaveShown: false, resaveNoted: false };
  const dir = mkdtempSync(join(tmpdir(), 'kogge-loads-'));
  beforeAll(async () => {
    const store = counting(KeyvGameStore.open(join(dir, 'kogge.sqlite')), counts);
    table = await openBotTable(['alice', 'bob', 'carol'], ['tavern'], 1, { store });
  });
  afterAll(async () => {
    await table.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The host's first panel and its menu of start cities (K-13), opened before the counting.
   * Alice hosts by default; Carol hosts the new-post tests (a host runs at most five games).
   */
  async function startCityMenu(host = 'alice') {
    const { board } = await openGame(table, host, ['bob']);
    const chooser = table.user(host);
    const panel = await (await chooser.click(board, 'Act')).reply(WAIT);
    const menu = customIds(panel).find((c) => parseComponentId(c.id)?.kind === 'do' && c.options);
    const choice = menu?.options?.[0]?.value;
    if (!menu || !choice) throw new Error('the first panel offers the start cities');
    await table.bot.repaired;
    return { chooser, board, panel, menu: menu.id, choice };
  }

  /** Counts from now until the store has been quiet for a second (the board post follows the click). */
  async function counted(click: () => Promise<void>) {
    counts.loads = 0;
    counts.saves = 0;
    await click();
    for (let last = -1; last !== counts.loads + counts.saves;) {
      last = counts.loads + counts.saves;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return { loads: counts.loads, saves: counts.saves };
  }

  it('one start city chosen on a panel (K-13) loads the record once and saves it once', async () => {
    const { chooser, panel, menu, choice } = await startCityMenu();
    const figures = await counted(async () => {
      await (await chooser.select(panel, menu, [choice])).response(WAIT);
    });
    console.log(`one click: ${figures.loads} loads, ${figures.saves} saves`);
    // The action's load and save (game-service.ts); the publisher, the computer players' look
    // and the post's note start from the saved record (records.ts: none newer was saved). The
    // edited board is noted in the store's post mark, not by saving the record again
    // (publish.ts, store/post-marks.ts).
    expect(figures).toEqual({ loads: 1, saves: 1 });
  }, 120_000);

  it('control: the same click behind "Act" counts the panel\'s own load too (2 loads)', async () => {
    const { chooser, board, menu, choice } = await startCityMenu();
    const figures = await counted(async () => {
      const panel = await (await chooser.click(board, 'Act')).reply(WAIT);
      await (await chooser.select(panel, menu, [choice])).response(WAIT);
    });
    expect(figures).toEqual({ loads: 2, saves: 1 });
  }, 120_000);

  it('control: the edited board noted by saving the record again (the old way) counts 2 saves', async () => {
    const { chooser, panel, menu, choice } = await startCityMenu();
    counts.resaveShown = true;
    try {
      const figures = await counted(async () => {
        await (await chooser.select(panel, menu, [choice])).response(WAIT);
      });
      expect(figures).toEqual({ loads: 2, saves: 2 });
    } finally {
      counts.resaveShown = false;
    }
  }, 120_000);

  /** The board message deleted (a moderator, say): the next publication starts a new post. */
  async function deleteBoard(board: { id: string; channelId: string }) {
    const url = `${table.discord.apiUrl}/v10/channels/${board.channelId}/messages/${board.id}`;
    const deleted = await fetch(url, {
      method: 'DELETE',
      headers: { Authorization: `Bot ${table.discord.token}` },
    });
    if (!deleted.ok) throw new Error(`the board was not deleted: ${deleted.status}`);
  }

  it('one start city chosen (K-13) while the board is gone: the new post is noted without a second save', async () => {
    const { chooser, board, panel, menu, choice } = await startCityMenu('carol');
    await deleteBoard(board);
    const figures = await counted(async () => {
      await (await chooser.select(panel, menu, [choice])).response(WAIT);
    });
    console.log(`one click starting a new post: ${figures.loads} loads, ${figures.saves} saves`);
    const posted = await table.discord.waitForMessage(
      (m) =>
        m.channelId === board.channelId &&
        m.id !== board.id &&
        m.attachments.some((a) => a.filename === 'kogge-board-1.png'),
      WAIT,
    );
    expect(posted.id).not.toBe(board.id);
    expect(figures).toEqual({ loads: 1, saves: 1 });
  }, 120_000);

  it('control: the new post announced and its id noted by saving the record (the old way) counts 3 saves', async () => {
    const { chooser, board, panel, menu, choice } = await startCityMenu('carol');
    await deleteBoard(board);
    counts.resaveNoted = true;
    try {
      const figures = await counted(async () => {
        await (await chooser.select(panel, menu, [choice])).response(WAIT);
      });
      expect(figures.saves).toBe(3);
    } finally {
      counts.resaveNoted = false;
    }
  }, 120_000);

  it('one start city typed as /kogge start (K-13; the path of /kogge bid) loads the record once and saves it once', async () => {
    const { chooser, board } = await startCityMenu();
    const figures = await counted(async () => {
      await (await chooser.slash('/kogge start city:cs.3', { in: board.channelId })).reply(WAIT);
    });
    console.log(`one typed action: ${figures.loads} loads, ${figures.saves} saves`);
    expect(figures).toEqual({ loads: 1, saves: 1 });
  }, 120_000);
});
