import { describe, expect, it } from 'vitest';
import { deferAfterMs, LATE_ANSWER_MS } from '../../../src/bot/handlers/late-answer';
import { Overload, OVERLOAD_LIMITS } from '../../../src/bot/overload/overload';
import { GameQueue } from '../../../src/bot/queue';

// Issue 27: when a click is acknowledged at once, and when optional images are left out.
const NOW = 1_000_000;

function overloadOf(load: { backlog?: number; lagMs?: number } = {}) {
  return new Overload({
    renderBacklog: () => load.backlog ?? 0,
    loopLagMs: () => load.lagMs ?? 0,
    now: () => NOW,
  });
}

describe('the overload gauge', () => {
  it('control: at rest a fresh click may wait for its answer', () => {
    expect(overloadOf().slowReason(NOW - 100)).toBeNull();
  });

  it('a busy game queue, a render backlog, a late loop or a late click each defer at once', () => {
    const { deferBacklog, deferLagMs, deferAgeMs } = OVERLOAD_LIMITS;
    expect(overloadOf().slowReason(NOW, true)).toBe('queue');
    expect(overloadOf({ backlog: deferBacklog }).slowReason(NOW)).toBe('render');
    expect(overloadOf({ lagMs: deferLagMs }).slowReason(NOW)).toBe('loop');
    expect(overloadOf().slowReason(NOW - deferAgeMs)).toBe('late');
    // Just under each limit: no reason.
    expect(
      overloadOf({ backlog: deferBacklog - 1, lagMs: deferLagMs - 1 }).slowReason(NOW - deferAgeMs + 1),
    ).toBeNull();
  });

  it('counts the clicks it deferred, by why', () => {
    const gauge = overloadOf({ lagMs: 500 });
    gauge.slowReason(NOW);
    gauge.slowReason(NOW);
    gauge.slowReason(NOW, true);
    expect(gauge.deferred).toEqual({ queue: 1, render: 0, loop: 2, late: 0 });
  });

  it('sheds optional images only from a heavier backlog than the one that defers', () => {
    const { deferBacklog, shedBacklog, shedLagMs } = OVERLOAD_LIMITS;
    expect(shedBacklog).toBeGreaterThan(deferBacklog);
    const deferring = overloadOf({ backlog: deferBacklog });
    expect(deferring.slowReason(NOW)).toBe('render');
    expect(deferring.shedOptional()).toBe(false);
    expect(overloadOf({ backlog: shedBacklog }).shedOptional()).toBe(true);
    expect(overloadOf({ lagMs: shedLagMs }).shedOptional()).toBe(true);
    const gauge = overloadOf({ backlog: shedBacklog });
    gauge.shedOptional();
    expect(gauge.shed).toBe(1);
  });
});

describe('when a click is acknowledged (deferAfterMs)', () => {
  it('at once behind its game, after LATE_ANSWER_MS at rest, at once under load', async () => {
    const queue = new GameQueue();
    const calm = { queue, overload: overloadOf() };
    expect(deferAfterMs(calm, { createdTimestamp: NOW }, 'g1')).toBe(LATE_ANSWER_MS);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = queue.run('g1', () => gate);
    expect(deferAfterMs(calm, { createdTimestamp: NOW }, 'g1')).toBe(0);
    // A click that does not wait for its game's queue (a panel opened) is not held by it.
    expect(deferAfterMs(calm, { createdTimestamp: NOW }, null)).toBe(LATE_ANSWER_MS);
    release();
    await held;
    const lagging = { queue, overload: overloadOf({ lagMs: 500 }) };
    expect(deferAfterMs(lagging, { createdTimestamp: NOW }, null)).toBe(0);
  });
});
