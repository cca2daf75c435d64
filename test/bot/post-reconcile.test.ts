// Issue 28: a new post sent but never noted (the process killed in between) is found again in
// the thread and adopted, rather than the turn posted and pinged twice. What is adopted must be
// a board post: a trade offer's notice carries the game's Act button too (offer-notices.ts),
// and is often sent in the same publication, just before the board.
import { describe, expect, it } from 'vitest';
import { componentId } from '../../src/bot/custom-id';
import { reconcileSending } from '../../src/bot/post-reconcile';
import type { GameRecord, LoadResult } from '../../src/store/index';
import { recordOf, runningState } from './post-fixtures';
import { BOT, stubContext } from './stub-context';

/** A message as discord.js hands it over, as far as reconciling reads it. */
function message(id: string, kind: 'board' | 'notice', version: number, author = BOT) {
  const act = componentId({ game: 'grec', version, kind: 'act', args: [] });
  const attachments = new Map(kind === 'board' ? [['a' + id, { name: `kogge-board-${version}.png` }]] : []);
  return { id, author: { id: author }, components: [{ components: [{ customId: act }] }], attachments };
}

async function reconcile(thread: ReturnType<typeof message>[]) {
  let stored: GameRecord = recordOf(runningState(), {
    id: 'grec',
    messages: {
      lobby: null,
      post: { messageId: '100', owner: 'old' },
      sending: { owner: 'new', after: '100' },
    },
  });
  const store = {
    load: (): Promise<LoadResult> => Promise.resolve({ ok: true, record: structuredClone(stored) }),
    saveIfVersion: (record: GameRecord, expected: number) => {
      stored = { ...record, version: expected + 1 };
      return Promise.resolve(stored);
    },
  };
  const channel = {
    isSendable: () => true,
    messages: {
      fetch: ({ after }: { after: string }) =>
        Promise.resolve(new Map(thread.filter((m) => BigInt(m.id) > BigInt(after)).map((m) => [m.id, m]))),
    },
  };
  const ctx = stubContext(store, channel);
  return reconcileSending(ctx, stored);
}

describe('a post sent but not noted, found in the thread (issue 28)', () => {
  it('adopts the bot’s own board post after the previous one, with the version it shows', async () => {
    const record = await reconcile([message('100', 'board', 4), message('101', 'board', 6)]);
    expect(record.messages.post).toEqual({ messageId: '101', owner: 'new' });
    expect(record.messages.shown).toBe(6);
    expect(record.messages.sending).toBeUndefined();
  });

  it('never adopts a trade offer’s notice, though it carries the game’s Act button', async () => {
    // The kill came after the notice went out and before the board did: nothing to adopt,
    // so the board is posted (and pings) as it should.
    const record = await reconcile([message('100', 'board', 4), message('101', 'notice', 5)]);
    expect(record.messages.post).toEqual({ messageId: '100', owner: 'old' });
    expect(record.messages.sending).toBeUndefined();
  });

  it('adopts the board post sent after a notice of the same publication, not the notice', async () => {
    const thread = [message('100', 'board', 4), message('101', 'notice', 5), message('102', 'board', 5)];
    expect((await reconcile(thread)).messages.post?.messageId).toBe('102');
    const noticeLast = [message('100', 'board', 4), message('101', 'board', 5), message('102', 'notice', 5)];
    expect((await reconcile(noticeLast)).messages.post?.messageId).toBe('101');
  });

  it('ignores another author’s message with the game’s buttons (control: the author is read)', async () => {
    const record = await reconcile([message('100', 'board', 4), message('101', 'board', 6, 'someone')]);
    expect(record.messages.post?.messageId).toBe('100');
  });
});
