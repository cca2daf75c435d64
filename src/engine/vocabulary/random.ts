// The seeded generator. Its state lives in the game state (`state.rng`) and is written back
// after every draw, so apply() stays pure and a replay draws the same numbers. New games use
// ChaCha20 keyed by their 256-bit seed (issue 21): knowing past draws does not tell a future
// or a hidden one. Games stored before keep the xoroshiro128+ state they were made with.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { ChaChaStream } from './chacha';
import type { Seed } from './seed';

/**
 * The generator's state (RngStateSchema checks a stored one; no zod here, for the computer
 * players' worker): xoroshiro128+'s numbers (games stored before issue 21, and the computer
 * players' own samples), or ChaCha20's key (the game's seed) and the next 32-bit word's place.
 */
export type RngState = number[] | { key: string; at: number };

export function seedRng(seed: Seed): RngState {
  if (typeof seed === 'string') return { key: seed, at: 0 };
  return [...xoroshiro128plus(seed >>> 0).getState()];
}

const TWO_32 = 2 ** 32;

/** A generator over a state; `save()` returns the advanced state. */
export class Dice {
  private readonly legacy: JumpableRandomGenerator | null;
  private readonly stream: ChaChaStream | null;

  /** `nonce`: 0 for the game's own stream, another only for an aside lane (see `aside`). */
  constructor(state: RngState, nonce = 0) {
    if (Array.isArray(state)) {
      this.legacy = xoroshiro128plusFromState(state);
      this.stream = null;
    } else {
      this.legacy = null;
      this.stream = new ChaChaStream(state.key, state.at, nonce);
    }
  }

  /**
   * A generator for a choice made outside any rule (a deadline's default, K-13a) that leaves
   * the game's own sequence alone, and the same state and lane give the same numbers. With
   * xoroshiro128+, `lane` + 1 jumps ahead of `state` (each jump skips 2^64 draws); with
   * ChaCha20, the same key and position under nonce `lane` + 1, a stream of its own (the
   * game's is nonce 0). Either way neither the game's draws nor another lane's overlap it.
   * Such a generator is never saved into the game state.
   */
  static aside(state: RngState, lane: number): Dice {
    if (!Array.isArray(state)) return new Dice(state, lane + 1);
    const dice = new Dice(state);
    for (let i = 0; i <= lane; i++) (dice.legacy as JumpableRandomGenerator).jump();
    return dice;
  }

  /** A whole number in [0, n). */
  below(n: number): number {
    if (this.legacy) return uniformInt(this.legacy, 0, n - 1);
    const stream = this.stream as ChaChaStream;
    // Rejection keeps every value equally likely: words past the last whole multiple of n are
    // drawn again.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const word = stream.next();
      if (word < limit) return word % n;
    }
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  save(): RngState {
    if (this.legacy) return [...this.legacy.getState()];
    const stream = this.stream as ChaChaStream;
    return { key: stream.keyHex, at: stream.position };
  }
}
