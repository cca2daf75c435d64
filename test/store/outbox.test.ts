// Issue 28: the store's outbox marks. A game whose post may lag its record (the state moved
// on since the version the post shows, or a new post is on its way) is listed for start-up
// repair whatever its status; deferred clicks are kept until answered.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyvGameStore, type GameRecord, type PendingClick } from '../../src/store/index';
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

describe('the store’s outbox (issue 28)', () => {
  let file: string;
  let store: KeyvGameStore;
  beforeEach(() => {
    file = join(mkdtempSync(join(tmpdir(), 'kogge-outbox-')), 'kogge.sqlite');
    store = KeyvGameStore.open(file);
  });
  afterEach(() => store.close());

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

  it('keeps deferred clicks across a reopen until each is forgotten', async () => {
    await store.notePending(click('i1'));
    await store.notePending(click('i2', 2000));
    await store.close();
    store = KeyvGameStore.open(file);
    expect((await store.listPending()).map((c) => c.id).sort()).toEqual(['i1', 'i2']);
    await store.forgetPending('i1');
    expect(await store.listPending()).toEqual([click('i2', 2000)]);
  });
});
