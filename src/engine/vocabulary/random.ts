// The seeded generator. Its state lives in the game state (`state.rng`) and is written back
// after every draw, so apply() stays pure and a replay draws the same numbers.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

export type RngState = number[];

export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed >>> 0).getState()];
}

/** A generator over a state array; `save()` returns the advanced state. */
export class Dice {
  private readonly rng: JumpableRandomGenerator;

  constructor(state: RngState) {
    this.rng = xoroshiro128plusFromState(state);
  }

  /**
   * A generator for a choice made outside any rule (a deadline's default, K-13a) that leaves
   * the game's own sequence alone: `lane` + 1 jumps ahead of `state` (each jump skips 2^64
   * draws), so neither the game's draws nor another lane's overlap it, and the same state and
   * lane give the same numbers.
   */
  static aside(state: RngState, lane: number): Dice {
    const dice = new Dice(state);
    for (let i = 0; i <= lane; i++) dice.rng.jump();
    return dice;
  }

  /** A whole number in [0, n). */
  below(n: number): number {
    return uniformInt(this.rng, 0, n - 1);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  save(): RngState {
    return [...this.rng.getState()];
  }
}
