// One game's store and thread for the outbox tests (issue 28): both survive a simulated kill
// (a save that fails, as a process killed right before it would have written), the process's
// memory does not. The publisher sends only what is owed; the board itself is not at issue.
import { sendOfferNotices } from '../../src/bot/offer-notices';
import type { GameRecord, LoadResult, OfferNotice } from '../../src/store/index';
import { recordOf, runningState } from './post-fixtures';
import { BOT, stubContext } from './stub-context';

export { BOT, runningState };

export interface Posted {
  id: string;
  author: { id: string };
  content: string;
  components: unknown[];
}

/** One game's store and thread, surviving the simulated kills (the process's memory does not). */
export function world(
  notices: OfferNotice[],
  offers?: Record<string, string>,
  status?: GameRecord['status'],
) {
  let stored: GameRecord = recordOf(runningState(), {
    id: 'gout',
    messages: { lobby: null, post: { messageId: '100', owner: 'p0' }, offers, notices },
  });
  stored = {
    ...stored,
    status: status ?? stored.status,
    messages: { ...stored.messages, shown: stored.state?.version },
  };
  const thread: Posted[] = [{ id: '100', author: { id: BOT }, content: '', components: [{}] }];
  if (offers)
    for (const id of Object.values(offers))
      thread.push({ id, author: { id: BOT }, content: 'open notice', components: [{ act: true }] });
  let dieAtSave = false;
  let saves = 0;
  const store = {
    load: (): Promise<LoadResult> => Promise.resolve({ ok: true, record: structuredClone(stored) }),
    saveIfVersion: (record: GameRecord, expected: number) => {
      if (dieAtSave) {
        dieAtSave = false;
        return Promise.reject(new Error('SIGKILL'));
      }
      if (expected !== stored.version) return Promise.resolve(null);
      saves += 1;
      stored = { ...structuredClone(record), version: expected + 1 };
      return Promise.resolve(stored);
    },
    listUnposted: () => Promise.resolve([stored.id]),
    allRunning: () => Promise.resolve([]),
  };
  let next = 200;
  const channel = {
    isSendable: () => true,
    isThread: () => false,
    send: (payload: { content: string; components: unknown[] }) => {
      const message = {
        id: String(next++),
        author: { id: BOT },
        content: payload.content,
        components: payload.components,
      };
      thread.push(message);
      return Promise.resolve(message);
    },
    messages: {
      fetch: ({ after }: { after: string }) =>
        Promise.resolve(new Map(thread.filter((m) => BigInt(m.id) > BigInt(after)).map((m) => [m.id, m]))),
      edit: (id: string, payload: { content: string; components: unknown[] }) => {
        const message = thread.find((m) => m.id === id);
        if (message) Object.assign(message, { content: payload.content, components: payload.components });
        return Promise.resolve(message);
      },
    },
  };
  const ctx = stubContext(store, channel, {
    // A publication sends what is owed first (publish.ts); the board itself is not at issue here.
    publisher: { request: async () => void (await sendOfferNotices(ctx, structuredClone(stored))) },
  });
  return {
    ctx,
    thread,
    record: () => structuredClone(stored),
    /** A change saved by some other process (an action, an answer), as the store would keep it. */
    change: (edit: (record: GameRecord) => GameRecord) => (stored = { ...edit(structuredClone(stored)) }),
    /** The saves written so far (not those that died or were overtaken). */
    saves: () => saves,
    /** The next save dies, as a process killed right before it would have written. */
    killAtNextSave: () => (dieAtSave = true),
  };
}
