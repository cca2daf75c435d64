// Issue 21: the game's generator is ChaCha20 keyed by a 256-bit seed. Its words equal the
// published test vectors of RFC 8439, look uniform, resume exactly from the state kept in the
// game state, and two seeds one bit apart share no draws. Old games keep xoroshiro128+.
import { describe, expect, it } from 'vitest';
import { Dice, seedRng, type RngState } from '../../src/engine';
import { ChaChaStream } from '../../src/engine/vocabulary/chacha';

/** RFC 8439 appendix A.1, test vectors #1 and #2: the key stream of the all-zero key and nonce, blocks 0 and 1. */
const RFC8439_A1 =
  '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7' +
  'da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586' +
  '9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed' +
  '29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f';

const ZERO_KEY = '0'.repeat(64);

function words(key: string, count: number, at = 0): number[] {
  const stream = new ChaChaStream(key, at);
  return Array.from({ length: count }, () => stream.next());
}

function vectorWords(hex: string): number[] {
  const bytes = Buffer.from(hex, 'hex');
  return Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readUInt32LE(i * 4));
}

/** Pearson's chi-square of counts against a uniform spread. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Chi-square's 0.1 % critical value for 9 degrees of freedom (ten outcomes). */
const CRITICAL_9 = 27.88;

function tally(draw: () => number, n: number, draws: number): number[] {
  const counts = new Array<number>(n).fill(0);
  for (let i = 0; i < draws; i++) counts[draw()]++;
  return counts;
}

function flipBit(seed: string, bit: number): string {
  const bytes = Buffer.from(seed, 'hex');
  bytes[bit >> 3] ^= 1 << (bit & 7);
  return bytes.toString('hex');
}

/** The old generator's first eight draws below 100 from seed 42, taken before issue 21. */
const LEGACY_42 = [5, 25, 35, 20, 34, 84, 52, 87];

const SEED = 'c0ffee'.padEnd(64, '5a');

describe('the game generator (issue 21)', () => {
  it('equals the ChaCha20 test vectors of RFC 8439 (A.1 #1 and #2)', () => {
    expect(words(ZERO_KEY, 32)).toEqual(vectorWords(RFC8439_A1));
  });

  it('the vector check sees one changed key bit (control)', () => {
    expect(words(flipBit(ZERO_KEY, 255), 32)).not.toEqual(vectorWords(RFC8439_A1));
  });

  it('resumes from any saved position exactly as an unbroken stream', () => {
    const whole = words(SEED, 200);
    for (const at of [0, 1, 15, 16, 63, 64, 65, 130])
      expect(words(SEED, 200 - at, at)).toEqual(whole.slice(at));
  });

  it('a 256-bit seed keys ChaCha20 and Dice.save() keeps the position in the state', () => {
    const state = seedRng(SEED);
    expect(state).toEqual({ key: SEED, at: 0 });
    const dice = new Dice(state);
    const first = [dice.below(10), dice.below(1000), dice.below(2 ** 31)];
    const saved = dice.save() as Extract<RngState, { at: number }>;
    expect(saved.key).toBe(SEED);
    expect(saved.at).toBeGreaterThanOrEqual(3);
    const again = new Dice(state);
    expect([again.below(10), again.below(1000), again.below(2 ** 31)]).toEqual(first);
  });

  it('a whole-number seed still gives the old xoroshiro128+ state and draws, for stored games', () => {
    expect(Array.isArray(seedRng(42))).toBe(true);
    const dice = new Dice(seedRng(42));
    // Recorded from the generator before issue 21: stored games must draw exactly these.
    expect(Array.from({ length: 8 }, () => dice.below(100))).toEqual(LEGACY_42);
  });

  it('draws below n pass a chi-square check (100 000 draws of ten values)', () => {
    const dice = new Dice(seedRng(SEED));
    expect(chiSquare(tally(() => dice.below(10), 10, 100_000))).toBeLessThan(CRITICAL_9);
  });

  it('the chi-square check catches a biased draw (control: a word mod 12 folded onto ten)', () => {
    const stream = new ChaChaStream(SEED, 0);
    expect(chiSquare(tally(() => (stream.next() % 12) % 10, 10, 100_000))).toBeGreaterThan(CRITICAL_9);
  });

  it('every bit of the words is set about half the time', () => {
    const counts = new Array<number>(32).fill(0);
    const sample = words(SEED, 20_000);
    for (const w of sample) for (let b = 0; b < 32; b++) if ((w >>> b) & 1) counts[b]++;
    // 20 000 fair coins: 4.5 standard deviations is ±318.
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(318);
  });

  it('seeds differing in one bit share no draw, for each of the 256 bits', () => {
    const base = new Set(words(SEED, 256));
    for (let bit = 0; bit < 256; bit++) {
      const other = words(flipBit(SEED, bit), 256);
      expect(
        other.filter((w) => base.has(w)),
        `bit ${bit}`,
      ).toEqual([]);
    }
  });

  it('K-13a: an aside lane of a ChaCha20 state is its own stream: the same every time, sharing no draw', () => {
    const state = { key: SEED, at: 5 };
    const draws = (dice: Dice) => Array.from({ length: 200 }, () => dice.below(2 ** 32));
    const game = new Set(draws(new Dice(state)));
    const lane0 = draws(Dice.aside(state, 0));
    const lane1 = draws(Dice.aside(state, 1));
    expect(draws(Dice.aside(state, 0))).toEqual(lane0);
    expect(lane0.filter((w) => game.has(w))).toEqual([]);
    expect(lane1.filter((w) => new Set(lane0).has(w))).toEqual([]);
    expect(draws(Dice.aside({ key: SEED, at: 6 }, 0))).not.toEqual(lane0);
  });

  it('the shared-draw check sees a shared stream (control: the same seed shares all)', () => {
    const base = new Set(words(SEED, 256));
    expect(words(SEED, 256).filter((w) => base.has(w))).toHaveLength(256);
  });
});
