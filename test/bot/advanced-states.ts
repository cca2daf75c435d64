// Positions of the advanced game (all four rules) reached in 3-player random games, for the
// tests that check what the panel and the slash commands offer there.
import { playRandomGame } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';

const ALL = { taxes: true, officeTrading: true, conflicts: true, memory: true };

/** The prompts only the advanced game has: Memory's start swap, a tax, a conflict. */
export const isAdvancedPrompt = (s: GameState) => ['startSwap', 'taxes', 'conflict'].includes(s.phase.kind);

/** The states of the games played from `seeds` that `keep` picks (told how many it has kept). */
export function advancedStates(seeds: number[], keep: (s: GameState, kept: number) => boolean): GameState[] {
  const out: GameState[] = [];
  for (const seed of seeds) {
    playRandomGame({
      seed,
      players: 3,
      options: ALL,
      check: false,
      onState: (s) => {
        if (keep(s, out.length)) out.push(s);
      },
    });
  }
  return out;
}
