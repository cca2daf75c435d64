// Issue 24, first-game hints: the store counts each person's finished games up to FIRST_GAMES,
// a game once however often it is noted, every game of many ending at once, and reads a
// damaged record as none (at worst a hint too many), never throwing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_GAMES, KeyvFinishedGamesStore } from '../../src/store/index';
import { KeyedQueue } from '../../src/store/keyed-queue';
import { BlindWrites } from './blind-writes';

let dir: string;
let file: string;
let store: KeyvFinishedGamesStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kogge-finished-'));
  file = join(dir, 'kogge.sqlite');
  store = KeyvFinishedGamesStore.open(file);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function plant(value: unknown): Promise<void> {
  const adapter = new KeyvSqlite({ uri: `sqlite://${file}` });
  await new Keyv({ store: adapter, namespace: 'finished-games' }).set('anna', value);
  await adapter.disconnect();
}

describe('the finished-games store (first-game hints)', () => {
  it('counts a person’s finished games per user, up to FIRST_GAMES', async () => {
    expect(await store.count('anna')).toBe(0);
    await store.note('anna', 'g1');
    await store.note('anna', 'g2');
    expect(await store.count('anna')).toBe(2);
    expect(await store.count('bernd')).toBe(0);
    for (const id of ['g3', 'g4', 'g5']) await store.note('anna', id);
    expect(await store.count('anna')).toBe(FIRST_GAMES);
  });

  it('counts a game noted twice (a save after the end, a restart) once', async () => {
    for (let i = 0; i < 5; i++) await store.note('anna', 'g1');
    expect(await store.count('anna')).toBe(1);
  });

  it('keeps every game of 20 ending at once (control: without the queue and the compare-and-set, some are lost)', async () => {
    await Promise.all(
      ['g1', 'g2', 'g3'].flatMap((id) => Array.from({ length: 7 }, () => store.note('anna', id))),
    );
    expect(await store.count('anna')).toBe(3);
    // Control: the same writes read-modify-written without the per-user queue, and written
    // blind (no compare-and-set, issue 27), lose games.
    const unqueued = KeyvFinishedGamesStore.open(new BlindWrites({ kind: 'sqlite', file }));
    (unqueued as unknown as { queue: { run: KeyedQueue['run'] } }).queue = {
      run: (_key, job) => job(),
    };
    await Promise.all(['h1', 'h2', 'h3'].map((id) => unqueued.note('bernd', id)));
    expect(await unqueued.count('bernd')).toBeLessThan(3);
    await unqueued.close();
  });

  it.each([
    ['not a list', { games: 3 }],
    ['too long a list', ['a', 'b', 'c', 'd']],
    ['a list of numbers', [1, 2]],
  ])('reads a damaged record (%s) as no games, and a new finish writes a good one', async (_, value) => {
    await plant(value);
    expect(await store.count('anna')).toBe(0);
    await store.note('anna', 'g1');
    expect(await store.count('anna')).toBe(1);
  });

  it('reads a record that is not JSON at all as no games, without throwing', async () => {
    const adapter = new KeyvSqlite({ uri: `sqlite://${file}` });
    await adapter.set('finished-games:anna', '{"value": ["g1');
    await adapter.disconnect();
    expect(await store.count('anna')).toBe(0);
  });
});
