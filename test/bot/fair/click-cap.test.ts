import { describe, expect, it } from 'vitest';
import { ClickCap } from '../../../src/bot/fair/click-cap';

describe('the cap on expensive clicks per person (issue 20)', () => {
  it('allows `limit` clicks within the window, refuses the next, and allows again once the window has passed', () => {
    let now = 1_000;
    const cap = new ClickCap({ limit: 3, windowMs: 5_000, now: () => now });
    expect([cap.allow('ann'), cap.allow('ann'), cap.allow('ann')]).toEqual([true, true, true]);
    expect(cap.allow('ann')).toBe(false);
    now += 4_999;
    expect(cap.allow('ann')).toBe(false);
    now += 1;
    expect(cap.allow('ann')).toBe(true);
  });

  it('counts each person alone: one person over the cap does not hold up another', () => {
    const cap = new ClickCap({ limit: 1, now: () => 0 });
    expect(cap.allow('ann')).toBe(true);
    expect(cap.allow('ann')).toBe(false);
    expect(cap.allow('bob')).toBe(true);
  });

  it('does not count refused clicks, so hammering does not lengthen the wait', () => {
    let now = 0;
    const cap = new ClickCap({ limit: 2, windowMs: 1_000, now: () => now });
    cap.allow('ann');
    cap.allow('ann');
    for (let i = 0; i < 50; i++) {
      now += 10;
      expect(cap.allow('ann')).toBe(false);
    }
    now = 1_000;
    expect(cap.allow('ann')).toBe(true);
  });

  it('forgets people whose clicks are out of the window, so its memory stays bounded', () => {
    let now = 0;
    const cap = new ClickCap({ limit: 5, windowMs: 1_000, now: () => now });
    for (let i = 0; i < 5_000; i++) {
      now += 1;
      cap.allow(`user${i}`);
    }
    expect(cap.people).toBeLessThanOrEqual(1_001 + 1_000);
  });
});
