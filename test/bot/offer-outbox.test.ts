// Issue 28: a trade offer's notice (K-46, K-71) is owed by the action that opens or answers
// the offer, and is saved with it (offer-outbox.ts), so a kill between that save and the send
// is finished at start-up (repair.ts, offer-notice-repair.ts): a new offer's notice and its
// ping go out once, and an answered offer's notice loses its Act button. Each kill is
// simulated by a save that fails (the process dies there), then a restart on the same store
// and thread; each repair has a control that shows the fault without it.
import { describe, expect, it } from 'vitest';
import { adoptSentNotice } from '../../src/bot/offer-notice-repair';
import { batchLength, openNoticeText, sendOfferNotices } from '../../src/bot/offer-notices';
import { noticesOf, withNotices } from '../../src/bot/offer-outbox';
import { repairPosts } from '../../src/bot/repair';
import type { GameEvent } from '../../src/engine/index';
import { GameRecordSchema, type OfferNotice } from '../../src/store/index';
import { runningState, world } from './outbox-world';
import { recordOf } from './post-fixtures';

const offerTo = (to: number): Extract<OfferNotice, { kind: 'open' }> => ({
  kind: 'open',
  offer: 1,
  from: 1 - to,
  to,
});
const notices = (w: ReturnType<typeof world>) => w.thread.filter((m) => m.id !== '100');

describe('trade-offer notices through the outbox (issue 28)', () => {
  it('K-71: a kill after the save, before the send: start-up sends the notice and its ping once', async () => {
    const w = world([offerTo(1)]);
    await repairPosts(w.ctx);
    expect(notices(w).map((m) => m.content)).toEqual([openNoticeText(w.record(), offerTo(1))]);
    expect(w.record().messages.notices).toBeUndefined();
    expect(w.record().messages.offers).toEqual({ 1: notices(w)[0]?.id });
  });

  it('K-71 control: without the repair, that notice never reaches the thread', () => {
    const w = world([offerTo(1)]);
    expect(notices(w)).toEqual([]);
  });

  it('K-71: a kill after the send, before it is marked: start-up adopts it, not sent twice', async () => {
    const w = world([offerTo(1)]);
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    expect(notices(w)).toHaveLength(1);
    await repairPosts(w.ctx);
    expect(notices(w)).toHaveLength(1);
    expect(w.record().messages.offers).toEqual({ 1: notices(w)[0]?.id });
    expect(w.record().messages.notices).toBeUndefined();
  });

  it('K-71 control: restarted without looking in the thread, the notice (and ping) is doubled', async () => {
    const w = world([offerTo(1)]);
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    await sendOfferNotices(w.ctx, w.record());
    expect(notices(w)).toHaveLength(2);
  });

  it('K-46: a kill before an answered offer’s edit: start-up takes its Act button away', async () => {
    const w = world([{ kind: 'closed', offer: 1, from: 0, to: 1, how: 'tradeDeclined' }], { 1: '150' });
    await repairPosts(w.ctx);
    const notice = w.thread.find((m) => m.id === '150');
    expect(notice?.components).toEqual([]);
    expect(notice?.content).toMatch(/declined/);
    expect(w.record().messages.offers).toEqual({});
  });

  it('K-46 control: without the repair, the answered offer’s notice keeps its Act button', () => {
    const w = world([{ kind: 'closed', offer: 1, from: 0, to: 1, how: 'tradeDeclined' }], { 1: '150' });
    expect(w.thread.find((m) => m.id === '150')?.components).toEqual([{ act: true }]);
  });

  it('K-46: killed after an offer’s notice went out, its answer owed too: one notice, closed', async () => {
    const closed: OfferNotice = { kind: 'closed', offer: 1, from: 0, to: 1, how: 'tradeAccepted' };
    const w = world([offerTo(1), closed]);
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    await repairPosts(w.ctx);
    expect(notices(w)).toHaveLength(1);
    expect(notices(w)[0]?.components).toEqual([]);
    expect(notices(w)[0]?.content).toMatch(/accepted/);
  });

  it('an abandoned game’s owed notices are dropped at start-up, not said, so its mark goes', async () => {
    const w = world([offerTo(1)], undefined, 'abandoned');
    await repairPosts(w.ctx);
    expect(notices(w)).toEqual([]);
    expect(w.record().messages.notices).toBeUndefined();
  });

  it('adopts only the bot’s own message with the notice’s very text, not another offer’s', async () => {
    const w = world([offerTo(1)], { 7: '150' });
    const text = openNoticeText(w.record(), offerTo(1));
    // The same two players' earlier, still open offer (noted), and someone quoting the text.
    Object.assign(w.thread[1] ?? {}, { content: text });
    w.thread.push({ id: '160', author: { id: 'someone' }, content: text, components: [] });
    const record = await adoptSentNotice(w.ctx, w.record());
    expect(record.messages.notices).toEqual([offerTo(1)]);
  });
});

describe('owed notices marked sent: one save per batch, not per notice (issue 22)', () => {
  const closing = (offer: number): OfferNotice => ({
    kind: 'closed',
    offer,
    from: 0,
    to: 1,
    how: 'tradeCancelled',
  });
  const line: OfferNotice = { kind: 'line', content: 'bob missed the deadline (60 minutes).' };

  it('K-46: an action closing three offers marks their three edits sent in one save', async () => {
    const w = world([closing(1), closing(2), closing(3)], { 1: '150', 2: '151', 3: '152' });
    await sendOfferNotices(w.ctx, w.record());
    expect(w.saves()).toBe(1);
    expect(w.thread.filter((m) => m.id !== '100').map((m) => m.components)).toEqual([[], [], []]);
    expect(w.record().messages.notices).toBeUndefined();
    expect(w.record().messages.offers).toEqual({});
  });

  it('K-46, K-71: a new offer’s notice and another offer’s close after it go out with one save', async () => {
    const w = world([offerTo(1), closing(2)], { 2: '150' });
    await sendOfferNotices(w.ctx, w.record());
    expect(w.saves()).toBe(1);
    expect(w.record().messages.offers).toEqual({ 1: notices(w).at(-1)?.id });
  });

  it('control: two new messages (a line, then an offer) are each marked in a save of their own', async () => {
    const w = world([line, offerTo(1)]);
    await sendOfferNotices(w.ctx, w.record());
    expect(w.saves()).toBe(2);
    expect(batchLength([line, offerTo(1)])).toBe(1);
  });

  it('control: an offer opened and closed in one outbox is two saves, so its open text is still there to adopt', () => {
    const closedSame: OfferNotice = { kind: 'closed', offer: 1, from: 0, to: 1, how: 'tradeAccepted' };
    expect(batchLength([offerTo(1), closedSame, closing(2)])).toBe(1);
    expect(batchLength([offerTo(1), closing(2), closedSame])).toBe(2);
  });

  it('K-46: killed after a batch’s edits, before its one mark: start-up edits again, sends nothing', async () => {
    const w = world([closing(1), closing(2)], { 1: '150', 2: '151' });
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    await repairPosts(w.ctx);
    expect(notices(w).map((m) => m.id)).toEqual(['150', '151']);
    expect(notices(w).map((m) => m.components)).toEqual([[], []]);
    expect(w.record().messages.notices).toBeUndefined();
  });

  it('K-71: killed after an offer’s notice and another offer’s close, before the mark: one notice, pinged once', async () => {
    const w = world([offerTo(1), closing(2)], { 2: '150' });
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    await repairPosts(w.ctx);
    const opened = notices(w).filter((m) => m.id !== '150');
    expect(opened.map((m) => m.content)).toEqual([openNoticeText(w.record(), offerTo(1))]);
    expect(w.record().messages.offers).toEqual({ 1: opened[0]?.id });
    expect(w.record().messages.notices).toBeUndefined();
  });
});

describe('missed-deadline lines through the outbox (K-80, issue 28)', () => {
  const line: OfferNotice = { kind: 'line', content: 'alice missed the deadline (60 minutes).' };

  it('K-80: a kill after the default moves are saved, before the line: start-up says it', async () => {
    const w = world([line]);
    await repairPosts(w.ctx);
    expect(notices(w).map((m) => m.content)).toEqual([line.content]);
    expect(w.record().messages.notices).toBeUndefined();
  });

  it('K-80: a kill after the line, before it is marked: said once', async () => {
    const w = world([line]);
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    await repairPosts(w.ctx);
    expect(notices(w).map((m) => m.content)).toEqual([line.content]);
  });

  it('K-80 control: restarted without looking in the thread, the line is said twice', async () => {
    const w = world([line]);
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    await sendOfferNotices(w.ctx, w.record());
    expect(notices(w).map((m) => m.content)).toEqual([line.content, line.content]);
  });
});

describe('the notices an action owes, saved with it', () => {
  const event = (e: GameEvent['event']): GameEvent => ({ event: e, secrets: [] });

  it('K-71: a new offer to a person and an answered offer are owed; one to a computer is not', () => {
    const record = recordOf(runningState());
    const computer = {
      ...record,
      seats: record.seats.map((s, i) =>
        i === 1 ? { kind: 'computer' as const, level: 'normal' as const, name: 'c' } : s,
      ),
    };
    const events = [
      event({ type: 'tradeOffered', offer: 3, from: 0, to: 1 }),
      event({ type: 'tradeDeclined', offer: 2, from: 1, to: 0 }),
    ];
    expect(noticesOf(record, events)).toEqual([
      { kind: 'open', offer: 3, from: 0, to: 1 },
      { kind: 'closed', offer: 2, from: 1, to: 0, how: 'tradeDeclined' },
    ]);
    expect(noticesOf(computer, events)).toEqual([
      { kind: 'closed', offer: 2, from: 1, to: 0, how: 'tradeDeclined' },
    ]);
  });

  it('queues the lines, then the events’ notices, after those still owed', () => {
    const record = recordOf(runningState(), { messages: { lobby: null, post: null, notices: [offerTo(1)] } });
    const more = withNotices(record, [event({ type: 'tradeOffered', offer: 4, from: 1, to: 0 })], ['late']);
    expect(more.notices).toEqual([
      offerTo(1),
      { kind: 'line', content: 'late' },
      { kind: 'open', offer: 4, from: 1, to: 0 },
    ]);
  });

  it('queues after the notices still owed, and owes nothing for an action without offers', () => {
    const record = recordOf(runningState(), { messages: { lobby: null, post: null, notices: [offerTo(1)] } });
    const more = withNotices(record, [event({ type: 'tradeOffered', offer: 4, from: 1, to: 0 })]);
    expect(more.notices).toEqual([offerTo(1), { kind: 'open', offer: 4, from: 1, to: 0 }]);
    expect(withNotices(recordOf(runningState()), []).notices).toBeUndefined();
  });

  it('a record from before the outbox loads; a forged outbox (huge, or goods in it) is refused', () => {
    const record = recordOf(runningState());
    expect(GameRecordSchema.safeParse(record).success).toBe(true);
    const huge = { ...record, messages: { ...record.messages, notices: Array(65).fill(offerTo(1)) } };
    expect(GameRecordSchema.safeParse(huge).success).toBe(false);
    const seat = { ...record, messages: { ...record.messages, notices: [{ ...offerTo(1), to: 9 }] } };
    expect(GameRecordSchema.safeParse(seat).success).toBe(false);
    // Control: the same list at its limit is accepted, so the refusals above are the size and seat.
    const full = { ...record, messages: { ...record.messages, notices: Array(64).fill(offerTo(1)) } };
    expect(GameRecordSchema.safeParse(full).success).toBe(true);
  });
});
