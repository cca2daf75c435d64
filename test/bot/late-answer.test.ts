import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardLateAnswer, LATE_ANSWER_MS } from '../../src/bot/handlers/late-answer';

// The guard that acknowledges a slow action before Discord's 3 s pass (issue 8).
describe('the late-answer guard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defers once the work has taken LATE_ANSWER_MS, two seconds before Discord’s 3 s', async () => {
    const defer = vi.fn(() => Promise.resolve());
    const late = guardLateAnswer(defer);
    await vi.advanceTimersByTimeAsync(LATE_ANSWER_MS - 1);
    expect(defer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(defer).toHaveBeenCalledTimes(1);
    expect(LATE_ANSWER_MS).toBeLessThanOrEqual(1000);
    await late.settle();
  });

  it('never defers an action answered in time', async () => {
    const defer = vi.fn(() => Promise.resolve());
    const late = guardLateAnswer(defer);
    await vi.advanceTimersByTimeAsync(500);
    await late.settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(defer).not.toHaveBeenCalled();
  });

  it('makes the answer wait for a defer already on its way, so the answer edits it', async () => {
    let sent!: () => void;
    const defer = vi.fn(() => new Promise<void>((resolve) => (sent = resolve)));
    const late = guardLateAnswer(defer, 0);
    expect(defer).toHaveBeenCalledTimes(1);
    let settled = false;
    const settling = late.settle().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    sent();
    await settling;
    expect(settled).toBe(true);
  });

  it('lets the answer go on when the defer itself failed (Discord gave up already)', async () => {
    const late = guardLateAnswer(() => Promise.reject(new Error('Unknown interaction')), 0);
    await expect(late.settle()).resolves.toBeUndefined();
  });
});
