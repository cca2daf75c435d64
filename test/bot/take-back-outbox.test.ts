// Issue 28 for issue 21's take-back request: the ask is saved with the request it owes the
// thread (take-back-notice.ts), so a kill after the save sends it at start-up, a kill after
// the send is found by its buttons (not sent twice), and one that no longer stands loses its
// buttons. Each kill is a save that fails, then a restart on the same store and thread.
import { describe, expect, it } from 'vitest';
import { sendOfferNotices } from '../../src/bot/offer-notices';
import { repairPosts } from '../../src/bot/repair';
import type { GameState } from '../../src/engine/index';
import type { GameRecord, OfferNotice } from '../../src/store/index';
import { world } from './outbox-world';

/** A world whose record stands asked by seat 0, the request owed (saved with the ask). */
function asked() {
  const w = world([]);
  const version = (w.record().state as GameState).version;
  const request: OfferNotice = { kind: 'takeBack', version, asker: 0, awaited: [1] };
  w.change((r) => ({
    ...r,
    takeBackAsk: { player: 0, version, accepted: [] },
    messages: { ...r.messages, notices: [request] },
  }));
  return { w, accept: `k|gout|${version}|tb|yes` };
}
const requests = (w: ReturnType<typeof world>, accept: string) =>
  w.thread.filter((m) => JSON.stringify(m.components).includes(accept));
const lapse = (r: GameRecord): GameRecord => ({ ...r, takeBackAsk: undefined });

describe('take-back requests through the outbox (issue 21, issue 28)', () => {
  it('a kill after the ask is saved, before the send: start-up sends the request once, with its buttons', async () => {
    const { w, accept } = asked();
    await repairPosts(w.ctx);
    expect(requests(w, accept)).toHaveLength(1);
    expect(requests(w, accept)[0]?.content).toContain(`<@${(w.record().state as GameState).players[1].id}>`);
    expect(w.record().messages.notices).toBeUndefined();
  });

  it('control: without the repair, the ask stands and the thread has no request', () => {
    const { w, accept } = asked();
    expect(w.record().takeBackAsk).toBeDefined();
    expect(requests(w, accept)).toEqual([]);
  });

  it('a kill after the send, before it is marked: start-up finds it by its buttons, not sent twice', async () => {
    const { w, accept } = asked();
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    expect(requests(w, accept)).toHaveLength(1);
    await repairPosts(w.ctx);
    expect(requests(w, accept)).toHaveLength(1);
    expect(w.record().messages.notices).toBeUndefined();
  });

  it('control: restarted without looking in the thread, the request (and its ping) is doubled', async () => {
    const { w, accept } = asked();
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    await sendOfferNotices(w.ctx, w.record());
    expect(requests(w, accept)).toHaveLength(2);
  });

  it('sent before a kill, then lapsed: start-up takes its buttons away', async () => {
    const { w, accept } = asked();
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    const sent = requests(w, accept)[0];
    w.change(lapse);
    await repairPosts(w.ctx);
    expect(sent?.components).toEqual([]);
  });

  it('control: sent before a kill and still standing, it keeps its buttons', async () => {
    const { w, accept } = asked();
    w.killAtNextSave();
    await expect(sendOfferNotices(w.ctx, w.record())).rejects.toThrow('SIGKILL');
    await repairPosts(w.ctx);
    expect(requests(w, accept)).toHaveLength(1);
  });

  it('owed but lapsed before it was sent: not said late, and no longer owed', async () => {
    const { w, accept } = asked();
    w.change(lapse);
    await repairPosts(w.ctx);
    expect(w.thread.filter((m) => m.id !== '100')).toEqual([]);
    expect(requests(w, accept)).toEqual([]);
    expect(w.record().messages.notices).toBeUndefined();
  });
});
