import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/local-discord';
import { SnowflakeSource } from '../../src/local-discord/snowflake';

describe('snowflakes', () => {
  it('encode the clock time as Discord does', () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1));
    const id = BigInt(new SnowflakeSource(clock).next());
    expect(Number(id >> 22n) + 1_420_070_400_000).toBe(Date.UTC(2026, 0, 1));
  });

  it('never repeat while the clock stands still', () => {
    const ids = new SnowflakeSource(new ManualClock());
    const many = Array.from({ length: 10_000 }, () => ids.next());
    expect(new Set(many).size).toBe(many.length);
    expect(many.every((id, i) => i === 0 || BigInt(id) > BigInt(many[i - 1]))).toBe(true);
  });
});
