// Issue 28: the store's outbox marks. A game whose post may lag its record (the state moved
// on since the version the post shows, or a new post is on its way) is listed for start-up
// repair whatever its status; deferred clicks are kept until answered. Issue 22: an edited
// board is noted in the mark alone (notePosted), not by saving the record again.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  Database,
  KeyvGameStore,
  type GameRecord,
  type PendingClick,
  type StoreTarget,
} from '../../src/store/index';
import { testDatabases } from './databases';
import { storedGame } from './stored-game';

const record = (id: string): GameRecord => storedGame(id);

const click = (id: string, at = 1000): PendingClick => ({
  id,
  applicationId: 'app',
  token: `token-${id}`,
  gameId: 'a1',
  userId: 'u1',
  locale: 'en-US',
  at,
});

/** The state moved on by one (an action's save), the post noted nowhere. */
const moved = (record: GameRecord): GameRecord => ({
  ...record,
  state: { ...record.state!, version: record.state!.version + 1 },
});

describe.each(testDatabases())('the store’s outbox (issue 28, $name)', (database) => {
  let target: StoreTarget;
  let store: KeyvGameStore;
  beforeEach(() => {
    target = database.fresh();
    store = KeyvGameStore.open(target);
  });
  afterEach(() => store.close());
  afterAll(() => database.cleanup());

  it('lists a game whose post shows an older state, and forgets it once the post shows the stored one', async () => {
    const saved = (await store.saveIfVersion(record('a1'), -1))!;
    expect(await store.listUnposted()).toEqual(['a1']);
    const version = saved.state?.version ?? -1;
    const posted = (await store.saveIfVersion(
      { ...saved, messages: { ...saved.messages, shown: version } },
      0,
    ))!;
    expect(await store.listUnposted()).toEqual([]);
    // Control: the next action's save leaves the post behind again.
    const moved = { ...posted, state: { ...posted.state!, version: version + 1 } };
    await store.saveIfVersion(moved, posted.version);
    expect(await store.listUnposted()).toEqual(['a1']);
  });

  it('lists an ended game whose final post was not sent, though it has left the running index', async () => {
    const saved = (await store.saveIfVersion(record('a1'), -1))!;
    await store.saveIfVersion({ ...saved, status: 'ended' }, saved.version);
    expect(await store.listRunning('g1')).toEqual([]);
    expect(await store.listUnposted()).toEqual(['a1']);
  });

  it('K-71: lists an ended game still owing an offer’s notice, though its post shows its state', async () => {
    const saved = (await store.saveIfVersion(record('a1'), -1))!;
    const shown = saved.state?.version ?? -1;
    const closed = { kind: 'closed' as const, offer: 1, from: 0, to: 1, how: 'tradeCancelled' as const };
    const owing = { ...saved.messages, shown, notices: [closed] };
    const ended = (await store.saveIfVersion({ ...saved, status: 'ended', messages: owing }, saved.version))!;
    expect(await store.listUnposted()).toEqual(['a1']);
    // Control: the notice sent and dropped, nothing is owed any more.
    await store.saveIfVersion({ ...ended, messages: { ...owing, notices: undefined } }, ended.version);
    expect(await store.listUnposted()).toEqual([]);
  });

  it('lists a game while a new post is on its way, even if the old one shows the stored state', async () => {
    const saved = (await store.saveIfVersion(record('a1'), -1))!;
    const shown = saved.state?.version ?? -1;
    const messages = { ...saved.messages, shown, sending: { owner: 'p1', after: null } };
    const sending = (await store.saveIfVersion({ ...saved, messages }, saved.version))!;
    expect(await store.listUnposted()).toEqual(['a1']);
    const done = { ...sending.messages, sending: undefined, post: { messageId: 'm1', owner: 'p1' } };
    await store.saveIfVersion({ ...sending, messages: done }, sending.version);
    expect(await store.listUnposted()).toEqual([]);
  });

  it('lists no lobby (no state, no post to lag)', async () => {
    await store.saveIfVersion({ ...record('a1'), state: null, status: 'lobby' }, -1);
    expect(await store.listUnposted()).toEqual([]);
  });

  it('issue 22: an edited board is noted in the mark alone: listed after the action’s save, forgotten once noted', async () => {
    const first = (await store.saveIfVersion(record('a1'), -1))!;
    const shown = first.state!.version;
    const posted = (await store.saveIfVersion({ ...first, messages: { ...first.messages, shown } }, 0))!;
    const acted = (await store.saveIfVersion(moved(posted), posted.version))!;
    expect(await store.listUnposted()).toEqual(['a1']);
    await store.notePosted('a1', acted.state!.version);
    expect(await store.listUnposted()).toEqual([]);
    // The record was not saved again: it still says the older board, the mark says the newer.
    const loaded = await store.load('a1');
    expect(loaded.ok && [loaded.record.version, loaded.record.messages.shown]).toEqual([
      acted.version,
      shown,
    ]);
  });

  it('issue 22: a slow publisher noting an older board leaves the mark of a newer save', async () => {
    const first = (await store.saveIfVersion(record('a1'), -1))!;
    const second = (await store.saveIfVersion(moved(first), first.version))!;
    const third = (await store.saveIfVersion(moved(second), second.version))!;
    await store.notePosted('a1', second.state!.version);
    expect(await store.listUnposted()).toEqual(['a1']);
    // Control: the board of the newest state noted, the mark goes.
    await store.notePosted('a1', third.state!.version);
    expect(await store.listUnposted()).toEqual([]);
  });

  it('issue 22: a save that keeps the state (a seat, a notice sent) leaves the mark as the board left it', async () => {
    const first = (await store.saveIfVersion(record('a1'), -1))!;
    const acted = (await store.saveIfVersion(moved(first), first.version))!;
    await store.notePosted('a1', acted.state!.version);
    // The record's `shown` is older than its post now; the same state saved again is no lag.
    const seated = (await store.saveIfVersion({ ...acted, hostId: 'u2' }, acted.version))!;
    expect(await store.listUnposted()).toEqual([]);
    // Control: while the board was not yet noted, such a save keeps the game listed.
    const next = (await store.saveIfVersion(moved(seated), seated.version))!;
    await store.saveIfVersion({ ...next, hostId: 'u1' }, next.version);
    expect(await store.listUnposted()).toEqual(['a1']);
  });

  it('issue 28: a save forgetting its post’s `shown` (an abandon, until its buttons are gone) marks the game, its state the same', async () => {
    const first = (await store.saveIfVersion(record('a1'), -1))!;
    const shown = first.state!.version;
    const posted = (await store.saveIfVersion({ ...first, messages: { ...first.messages, shown } }, 0))!;
    expect(await store.listUnposted()).toEqual([]);
    const messages = { ...posted.messages, shown: undefined };
    await store.saveIfVersion({ ...posted, status: 'abandoned', messages }, posted.version);
    expect(await store.listUnposted()).toEqual(['a1']);
  });

  it('a mark from before versions were kept (`true`) is cleared by a save saying its post shows the state, never by notePosted', async () => {
    const first = (await store.saveIfVersion(record('a1'), -1))!;
    const db = Database.open(target);
    try {
      await db.keyv('unposted').set('a1', true);
      await store.notePosted('a1', first.state!.version + 100);
      expect(await store.listUnposted()).toEqual(['a1']);
      const shown = first.state!.version;
      await store.saveIfVersion({ ...first, messages: { ...first.messages, shown } }, first.version);
      expect(await store.listUnposted()).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('keeps deferred clicks across a reopen until each is forgotten', async () => {
    await store.notePending(click('i1'));
    await store.notePending(click('i2', 2000));
    await store.close();
    store = KeyvGameStore.open(target);
    expect((await store.listPending()).map((c) => c.id).sort()).toEqual(['i1', 'i2']);
    await store.forgetPending('i1');
    expect(await store.listPending()).toEqual([click('i2', 2000)]);
  });
});
