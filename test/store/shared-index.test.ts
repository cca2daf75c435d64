// Issue 20: the per-server index of running games is a shared record; every change to it
// goes through the store's keyed queue, so games created at once are all listed. Issue 27:
// and it is written as a compare-and-set, so changes the queue does not order (another
// process's) are not lost either.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyvGameStore, type KeyedMutex, type StoreTarget } from '../../src/store/index';
import { BlindWrites } from './blind-writes';
import { testDatabases } from './databases';
import { storedGame } from './stored-game';

/** Each change runs at once, as another process's changes would: only the database orders them. */
const unqueued: KeyedMutex = { run: (_key, job) => job() };

describe.each(testDatabases())(
  "the store's running-games index under concurrent saves ($name)",
  (database) => {
    let target: StoreTarget;
    let store: KeyvGameStore;
    beforeEach(() => {
      target = database.fresh();
    });
    afterEach(() => store.close());
    afterAll(() => database.cleanup());

    const createTwenty = (s: KeyvGameStore) =>
      Promise.all(Array.from({ length: 20 }, (_, i) => s.saveIfVersion(storedGame(`g${i}`), -1)));

    it('lists all 20 games created at once in one server', async () => {
      store = KeyvGameStore.open(target);
      const saved = await createTwenty(store);
      expect(saved.every((r) => r !== null)).toBe(true);
      const listed = (await store.listRunning('g1')).map((g) => g.id).sort();
      expect(listed).toEqual(Array.from({ length: 20 }, (_, i) => `g${i}`).sort());
    });

    it('still drops ended games when others are created at the same moment', async () => {
      store = KeyvGameStore.open(target);
      const [first] = await createTwenty(store);
      await Promise.all([
        store.saveIfVersion({ ...first!, status: 'ended' }, first!.version),
        store.saveIfVersion(storedGame('late'), -1),
      ]);
      const listed = (await store.listRunning('g1')).map((g) => g.id);
      expect(listed).toHaveLength(20);
      expect(listed).toContain('late');
      expect(listed).not.toContain('g0');
    });

    it('without the queue (as from 20 processes) the compare-and-set alone still lists all 20', async () => {
      store = KeyvGameStore.open(target, { shared: unqueued });
      await createTwenty(store);
      expect((await store.listRunning('g1')).length).toBe(20);
    });

    it('control: without the queue and with a blind write the same 20 saves lose games', async () => {
      store = KeyvGameStore.open(new BlindWrites(target), { shared: unqueued });
      await createTwenty(store);
      expect((await store.listRunning('g1')).length).toBeLessThan(20);
    });

    it("keeps each game's host in the index and takes one game out on request", async () => {
      store = KeyvGameStore.open(target);
      await createTwenty(store);
      expect(await store.listRunning('g1')).toContainEqual({ id: 'g7', channelId: 'c-g7', hostId: 'u1' });
      await Promise.all([store.removeFromIndex('g1', 'g7'), store.saveIfVersion(storedGame('late'), -1)]);
      const listed = (await store.listRunning('g1')).map((g) => g.id);
      expect(listed).toHaveLength(20);
      expect(listed).not.toContain('g7');
      expect((await store.load('g7')).ok).toBe(true);
    });

    it('replaces a server index whole, through the same queue', async () => {
      store = KeyvGameStore.open(target);
      await createTwenty(store);
      await store.replaceIndex('g1', [{ id: 'g3', channelId: 'c-g3' }]);
      expect(await store.listRunning('g1')).toEqual([{ id: 'g3', channelId: 'c-g3' }]);
    });
  },
);
