// Computer players in the advanced game (K-70 … K-73): heuristic seats answer every prompt
// (start swap, tax, conflict window, bids, demand, push) and games end with no violation.
import { describe, expect, it } from 'vitest';
import { playSeatedGame } from '../../src/ai/sim/seated';

const ALL = { taxes: true, officeTrading: true, conflicts: true, memory: true };

describe('computer players with the advanced rules', () => {
  it('heuristic and random seats play whole games with all four rules, without a violation', () => {
    for (const seed of [1, 2, 3]) {
      const kinds = new Set<string>();
      const game = playSeatedGame({
        seed,
        seats: ['heuristic', 'heuristic', 'random'],
        options: ALL,
        check: true,
        onState: (s) => kinds.add(s.phase.kind),
      });
      expect(game.violations).toEqual([]);
      expect(game.final.phase.kind).toBe('ended');
      expect(kinds).toContain('startSwap');
      expect(kinds).toContain('taxes');
    }
  });
});
