// Issue 26, speed: V8's allocation-site pretenuring made a searching process, at random, twice
// as slow (pool/search-heap.ts). Every thread and bench process that searches calls warmUp
// first, so warmUp must turn it off, and before its first search, not after.
import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];

vi.mock('node:v8', async (actual) => {
  const v8 = await actual<typeof import('node:v8')>();
  return {
    ...v8,
    setFlagsFromString: (flags: string) => {
      calls.push(`flag ${flags}`);
      v8.setFlagsFromString(flags);
    },
  };
});

vi.mock('../../../src/ai/decide', async (actual) => {
  const real = await actual<typeof import('../../../src/ai/decide')>();
  return {
    ...real,
    decide: (request: Parameters<typeof real.decide>[0]) => {
      calls.push('search');
      return real.decide(request);
    },
  };
});

describe('a searching thread keeps its garbage young (issue 26, speed)', () => {
  it('warmUp turns allocation-site pretenuring off before its first search', async () => {
    const { warmUp } = await import('../../../src/ai/pool/warm-up');
    warmUp();
    expect(calls[0]).toBe('flag --no-allocation-site-pretenuring');
    expect(calls.filter((c) => c === 'search').length).toBeGreaterThan(0);
    expect(calls.indexOf('search')).toBeGreaterThan(0);
  }, 60_000);
});
