// A click whose work outlasts Discord's 3 s (here: a save that takes 3.5 s) is acknowledged
// in time and answered by an edit, never left to fail as "This interaction failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InteractionResponseType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KeyvGameStore,
  type GameRecord,
  type GameStore,
  type PendingClick,
  type RunningIndex,
} from '../../src/store/index';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';
import { versionOf } from './players';

/** The real store, with saves held back by `delayMs` while `slow` is on. */
class SlowSaves implements GameStore {
  slow = false;
  private lastSave = 0;
  constructor(
    private readonly inner: GameStore,
    private readonly delayMs: number,
  ) {}
  load(id: string) {
    return this.inner.load(id);
  }
  async saveIfVersion(record: GameRecord, expected: number) {
    this.lastSave = Date.now();
    if (this.slow) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return this.inner.saveIfVersion(record, expected);
  }
  /** Resolves once no save or post note has started for `quietMs` (the board post's id noted, and so on). */
  async quiet(quietMs = 500): Promise<void> {
    while (Date.now() - this.lastSave < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  listRunning(guildId: string) {
    return this.inner.listRunning(guildId);
  }
  allRunning() {
    return this.inner.allRunning();
  }
  scan() {
    return this.inner.scan();
  }
  moveAside(id: string, problem: string) {
    return this.inner.moveAside(id, problem);
  }
  replaceIndex(guildId: string, games: RunningIndex) {
    return this.inner.replaceIndex(guildId, games);
  }
  removeFromIndex(guildId: string, id: string) {
    return this.inner.removeFromIndex(guildId, id);
  }
  listUnposted() {
    return this.inner.listUnposted();
  }
  notePosted(id: string, version: number) {
    return this.inner.notePosted(id, version);
  }
  /** A new post's note counts as a save for `quiet` (its id noted). */
  notePost(record: GameRecord, fields: Parameters<GameStore['notePost']>[1]) {
    this.lastSave = Date.now();
    return this.inner.notePost(record, fields);
  }
  withPostNote(record: GameRecord) {
    return this.inner.withPostNote(record);
  }
  notePending(click: PendingClick) {
    return this.inner.notePending(click);
  }
  forgetPending(id: string) {
    return this.inner.forgetPending(id);
  }
  listPending() {
    return this.inner.listPending();
  }
  close() {
    return this.inner.close();
  }
}

describe('an action slower than Discord’s 3 s', () => {
  let table: BotTable;
  let store: SlowSaves;
  const dir = mkdtempSync(join(tmpdir(), 'kogge-late-'));
  beforeAll(async () => {
    store = new SlowSaves(KeyvGameStore.open(join(dir, 'kogge.sqlite')), 3500);
    table = await openBotTable(['alice', 'bob'], ['tavern'], 1, { store });
  });
  afterAll(async () => {
    await table.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is deferred before 3 s, applied, and its panel edited to the new state', async () => {
    const { board } = await openGame(table, 'alice', ['bob']);
    const alice = table.user('alice');
    const panel = await (await alice.click(board, 'Act')).reply(WAIT);
    const [pick] = customIds(panel);
    // Nothing else of this game in the bot's queue: a click behind another is deferred at once.
    await store.quiet();
    store.slow = true;
    const chose = await alice.select(panel, pick.id, [pick.options![0].value]);
    // Without the guard the answer would come at 3.5 s and Discord would refuse it (10062).
    expect(await chose.response({ timeoutMs: 15_000 })).toBe(InteractionResponseType.DeferredMessageUpdate);
    const edited = await alice.waitForMessage(
      (m) => m.id === panel.id && customIds(m).every((c) => versionOf(c.id) > versionOf(pick.id)),
      { ...WAIT, in: panel.channelId },
    );
    store.slow = false;
    expect(edited.loading).toBe(false);
    expect(edited.content).toMatch(/Nothing for you to do right now/);
  });
});
