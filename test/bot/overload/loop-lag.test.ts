import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoopLag } from '../../../src/bot/overload/loop-lag';

// Issue 27: the probe that tells a late event loop. The clock is the test's: a tick that
// comes 400 ms after the one before, where 100 ms were due, is a loop 300 ms late.
describe('the event loop lag probe', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  /** One tick of the probe, the clock moved by `ms` first. */
  const tick = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(100);
  };

  it('control: a loop that keeps time reads no lag', () => {
    const probe = new LoopLag({ now }).start();
    for (let i = 0; i < 20; i++) tick(100);
    expect(probe.lagMs).toBe(0);
    probe.stop();
  });

  it('reads a tick 300 ms late as 300 ms of lag', () => {
    const probe = new LoopLag({ now }).start();
    tick(100);
    tick(400);
    expect(probe.lagMs).toBe(300);
    probe.stop();
  });

  it('counts a loop blocked right now, before its next tick could run', () => {
    const probe = new LoopLag({ now }).start();
    tick(100);
    clock += 700;
    expect(probe.lagMs).toBe(600);
    probe.stop();
  });

  it('forgets a lag once a whole window of ticks kept time', () => {
    const probe = new LoopLag({ now, window: 5 }).start();
    tick(400);
    for (let i = 0; i < 4; i++) tick(100);
    expect(probe.lagMs).toBe(300);
    tick(100);
    expect(probe.lagMs).toBe(0);
    probe.stop();
  });

  it('a stopped probe reads no running lag and keeps no timer', () => {
    const probe = new LoopLag({ now }).start();
    probe.stop();
    clock += 5000;
    expect(probe.lagMs).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
