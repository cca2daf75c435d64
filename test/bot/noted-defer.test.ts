// Issue 28 with issue 27: a deferred interaction is noted in the store before its defer goes
// out, so a kill right after the defer still finds it at start-up. A busy store may take longer
// than NOTE_WAIT_MS to write the note; the defer waits for it while the interaction is young
// (it still reaches Discord inside 3 s), and goes without it only once it has grown old.
// Issue 42: every kind is noted (its kind, token, application and time), and forgotten once answered.
import pino from 'pino';
import type { RepliableInteraction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context';
import {
  deferNoted,
  forgetAnswered,
  NOTE_WAIT_MS,
  NOTE_WAIT_UNTIL_AGE_MS,
  noteWait,
} from '../../src/bot/noted-defer';
import type { PendingClick } from '../../src/store/index';

/** A note that lands after `noteMs`, and the order in which the note and the defer happened. */
function slowStore(noteMs: number) {
  const order: string[] = [];
  const notes: PendingClick[] = [];
  const forgotten: string[] = [];
  const ctx = {
    logger: pino({ level: 'silent' }),
    store: {
      notePending: (click: PendingClick) =>
        new Promise<void>((done) =>
          setTimeout(() => (order.push('noted'), notes.push(click), done()), noteMs),
        ),
      forgetPending: (id: string) => Promise.resolve(void forgotten.push(id)),
    },
  } as unknown as BotContext;
  return { ctx, order, notes, forgotten };
}

function clickMadeAgo(ms: number, order: string[], id = 'i1'): RepliableInteraction {
  return {
    id,
    applicationId: 'app',
    token: 'tok',
    guildId: 'g',
    channelId: 'c',
    user: { id: 'u' },
    locale: 'en-US',
    createdTimestamp: Date.now() - ms,
    isMessageComponent: () => true,
    deferUpdate: () => Promise.resolve(order.push('deferred update')),
    deferReply: (options?: { flags?: number }) =>
      Promise.resolve(order.push(options?.flags ? 'deferred ephemeral' : 'deferred reply')),
  } as unknown as RepliableInteraction;
}

describe('K-28 noted defer: the interaction is noted before its defer goes out', () => {
  it('a young click waits for a note slower than NOTE_WAIT_MS, so the note lands first', async () => {
    const { ctx, order } = slowStore(NOTE_WAIT_MS + 400);
    await deferNoted(ctx, clickMadeAgo(0, order), 'update', { kind: 'do', gameId: 'g1' });
    expect(order).toEqual(['noted', 'deferred update']);
  });

  it('control: a click already old defers without waiting for the slow note', async () => {
    const { ctx, order } = slowStore(NOTE_WAIT_MS + 400);
    await deferNoted(ctx, clickMadeAgo(NOTE_WAIT_UNTIL_AGE_MS + 500, order), 'update', {
      kind: 'do',
      gameId: 'g1',
    });
    expect(order).toEqual(['deferred update', 'noted']);
  });

  it('the wait runs until the click is NOTE_WAIT_UNTIL_AGE_MS old, and never below NOTE_WAIT_MS', () => {
    expect(noteWait(1_000, 1_000)).toBe(NOTE_WAIT_UNTIL_AGE_MS);
    expect(noteWait(1_000, 1_000 + NOTE_WAIT_UNTIL_AGE_MS - 100)).toBe(NOTE_WAIT_MS);
    expect(noteWait(1_000, 1_000 + 500)).toBe(NOTE_WAIT_UNTIL_AGE_MS - 500);
  });
});

describe('issue 42: every defer is noted with its kind and forgotten once answered', () => {
  it('a command defers as asked, its note naming the kind, token, application and time', async () => {
    const { ctx, order, notes } = slowStore(0);
    const interaction = clickMadeAgo(0, order);
    await deferNoted(ctx, interaction, 'ephemeral');
    expect(order).toEqual(['noted', 'deferred ephemeral']);
    expect(notes).toEqual([
      expect.objectContaining({
        id: 'i1',
        kind: 'command',
        token: 'tok',
        applicationId: 'app',
        channelId: 'c',
        at: interaction.createdTimestamp,
      }),
    ]);
    expect(notes[0].update).toBeUndefined();
  });

  it('a defer of the clicked message is noted as an update', async () => {
    const { ctx, order, notes } = slowStore(0);
    await deferNoted(ctx, clickMadeAgo(0, order), 'update', { kind: 'act', gameId: 'g1' });
    expect(notes[0]).toMatchObject({ kind: 'act', gameId: 'g1', update: true });
  });

  it('forgets a noted interaction once, and never one this process did not note (control)', async () => {
    const { ctx, order, forgotten } = slowStore(0);
    await deferNoted(ctx, clickMadeAgo(0, order, 'noted-1'), 'reply', { kind: 'new' });
    await forgetAnswered(ctx, { id: 'noted-1' });
    await forgetAnswered(ctx, { id: 'noted-1' });
    await forgetAnswered(ctx, { id: 'never-deferred' });
    expect(forgotten).toEqual(['noted-1']);
  });
});
