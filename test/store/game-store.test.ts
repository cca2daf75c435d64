import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Database, KeyvGameStore, RECORD_VERSION, type StoreTarget } from '../../src/store/index';
import { testDatabases } from './databases';
import { storedGame } from './stored-game';

describe.each(testDatabases())('the game store (Keyv, $name)', (database) => {
  let target: StoreTarget;
  let store: KeyvGameStore;
  beforeEach(() => {
    target = database.fresh();
    store = KeyvGameStore.open(target);
  });
  afterEach(() => store.close());
  afterAll(() => database.cleanup());

  it('creates a record at version 0 and loads it back, state and all', async () => {
    const saved = await store.saveIfVersion(storedGame('a1'), -1);
    expect(saved?.version).toBe(0);
    const loaded = await store.load('a1');
    expect(loaded.ok && loaded.record.state).toEqual(saved?.state);
  });

  it('refuses a save over a damaged record (no version to compare): the save is a conflict', async () => {
    const db = Database.open(target);
    await db.keyv('games').set('a1', 'not a record');
    await db.close();
    expect(await store.saveIfVersion(storedGame('a1'), -1)).toBeNull();
    expect(await store.saveIfVersion(storedGame('a1'), 0)).toBeNull();
  });

  it('refuses a save whose version is not the stored one', async () => {
    const first = (await store.saveIfVersion(storedGame('a1'), -1))!;
    expect(await store.saveIfVersion(first, first.version)).not.toBeNull();
    expect(await store.saveIfVersion(first, first.version)).toBeNull();
    expect(await store.saveIfVersion(storedGame('a1'), -1)).toBeNull();
  });

  it("keeps an index of each server's running games and drops ended ones", async () => {
    const a = (await store.saveIfVersion(storedGame('a1'), -1))!;
    await store.saveIfVersion(storedGame('b2'), -1);
    await store.saveIfVersion(storedGame('c3', 'g2'), -1);
    expect((await store.listRunning('g1')).map((g) => g.id)).toEqual(['a1', 'b2']);
    await store.saveIfVersion({ ...a, status: 'ended' }, a.version);
    expect((await store.listRunning('g1')).map((g) => g.id)).toEqual(['b2']);
    const all = await store.allRunning();
    expect(all.map((s) => s.guildId).sort()).toEqual(['g1', 'g2']);
  });

  it('reports a record that fails its schema instead of trusting it', async () => {
    await store.saveIfVersion(storedGame('a1'), -1);
    const db = Database.open(target);
    await db
      .keyv('games')
      .set('a1', { recordVersion: RECORD_VERSION, id: 'a1', version: 3, state: { nonsense: true } });
    const loaded = await store.load('a1');
    expect(loaded).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await store.load('zz')).toEqual({ ok: false, reason: 'missing' });
    await db.close();
  });

  it('keeps the records across a reopen of the file', async () => {
    await store.saveIfVersion(storedGame('a1'), -1);
    await store.close();
    store = KeyvGameStore.open(target);
    expect((await store.load('a1')).ok).toBe(true);
  });
});
