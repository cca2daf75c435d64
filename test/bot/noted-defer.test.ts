// Issue 28 with issue 27: a deferred click is noted in the store before its defer goes out, so
// a kill right after the defer still finds it at start-up. A busy store may take longer than
// NOTE_WAIT_MS to write the note; the defer waits for it while the click is young (it still
// reaches Discord inside 3 s), and goes without it only once the click has grown old.
import pino from 'pino';
import type { RepliableInteraction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context';
import { NOTE_WAIT_MS, NOTE_WAIT_UNTIL_AGE_MS, noteWait, notedDefer } from '../../src/bot/pending-clicks';

/** A note that lands after `noteMs`, and the order in which the note and the defer happened. */
function slowStore(noteMs: number) {
  const order: string[] = [];
  const ctx = {
    logger: pino({ level: 'silent' }),
    store: {
      notePending: () => new Promise<void>((done) => setTimeout(() => (order.push('noted'), done()), noteMs)),
    },
  } as unknown as BotContext;
  return { ctx, order };
}

function clickMadeAgo(ms: number): RepliableInteraction {
  return {
    id: 'i1',
    applicationId: 'app',
    token: 'tok',
    guildId: 'g',
    user: { id: 'u' },
    locale: 'en-US',
    createdTimestamp: Date.now() - ms,
  } as unknown as RepliableInteraction;
}

describe('K-28 noted defer: the click is noted before its defer goes out', () => {
  it('a young click waits for a note slower than NOTE_WAIT_MS, so the note lands first', async () => {
    const { ctx, order } = slowStore(NOTE_WAIT_MS + 400);
    await notedDefer(ctx, clickMadeAgo(0), 'g1', () => Promise.resolve(order.push('deferred')))();
    expect(order).toEqual(['noted', 'deferred']);
  });

  it('control: a click already old defers without waiting for the slow note', async () => {
    const { ctx, order } = slowStore(NOTE_WAIT_MS + 400);
    await notedDefer(ctx, clickMadeAgo(NOTE_WAIT_UNTIL_AGE_MS + 500), 'g1', () =>
      Promise.resolve(order.push('deferred')),
    )();
    expect(order).toEqual(['deferred', 'noted']);
  });

  it('the wait runs until the click is NOTE_WAIT_UNTIL_AGE_MS old, and never below NOTE_WAIT_MS', () => {
    expect(noteWait(1_000, 1_000)).toBe(NOTE_WAIT_UNTIL_AGE_MS);
    expect(noteWait(1_000, 1_000 + NOTE_WAIT_UNTIL_AGE_MS - 100)).toBe(NOTE_WAIT_MS);
    expect(noteWait(1_000, 1_000 + 500)).toBe(NOTE_WAIT_UNTIL_AGE_MS - 500);
  });
});
