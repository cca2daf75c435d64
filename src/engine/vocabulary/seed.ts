// A game's seed. New games draw 256 bits from the operating system's secure source and key a
// ChaCha20 stream with them (issue 21), written as 64 lower-case hex digits. A whole number is
// the seed of a game stored before that: it replays with the old xoroshiro128+ generator.
// No zod here (the computer players' worker loads no schema): SeedSchema is in seed-schema.ts.

export const CRYPTO_SEED = /^[0-9a-f]{64}$/;

/** 64 hex digits (CRYPTO_SEED), or a whole number (xoroshiro128+); SeedSchema checks it. */
export type Seed = string | number;

/** The generator a seed keys: what a record or a verifier reports. */
export type Generator = 'chacha20' | 'xoroshiro128+';

export function generatorOf(seed: Seed): Generator {
  return typeof seed === 'string' ? 'chacha20' : 'xoroshiro128+';
}
