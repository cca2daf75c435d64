// Issue 21: a new game's seed has 256 bits from the secure source. Each of the 256 bit
// positions must take both values over a few hundred seeds; a 31-bit seed written as 64 hex
// digits (the old seeds) fails that check, which shows the check can fail.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CRYPTO_SEED, generatorOf } from '../../src/engine/index';
import { newSeed } from '../../src/bot/new-seed';

/** The bit positions that never changed over the seeds. */
function stuckBits(seeds: string[]): number[] {
  const ones = new Array<number>(256).fill(0);
  for (const seed of seeds) {
    const bytes = Buffer.from(seed, 'hex');
    for (let bit = 0; bit < 256; bit++) if ((bytes[bit >> 3] >> (bit & 7)) & 1) ones[bit]++;
  }
  return ones.flatMap((n, bit) => (n === 0 || n === seeds.length ? [bit] : []));
}

describe('new seeds (issue 21)', () => {
  const seeds = Array.from({ length: 300 }, newSeed);

  it('are 64 hex digits keying ChaCha20, all different', () => {
    for (const seed of seeds) expect(seed).toMatch(CRYPTO_SEED);
    expect(generatorOf(seeds[0])).toBe('chacha20');
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('use all 256 bits: every bit position takes both values', () => {
    expect(stuckBits(seeds)).toEqual([]);
  });

  it('the check catches 31-bit seeds written as 64 hex digits (control)', () => {
    const old = seeds.map(() =>
      randomInt(0, 2 ** 31)
        .toString(16)
        .padStart(64, '0'),
    );
    expect(stuckBits(old).length).toBeGreaterThanOrEqual(256 - 31);
  });
});
