// Computer players in the advanced game (K-70 … K-73): heuristic seats answer every prompt
// (start swap, tax, conflict window, bids, demand, push) and games end with no violation;
// searching seats too, with every rule on, hidden and open holdings (property).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, blockingDecisions, legalActions, playerView, type GameState } from '../../src/engine';
import { playSeatedGame } from '../../src/ai/sim/seated';
import { decide, type Level } from '../../src/ai';
import { BLUE, GREEN, RED, YELLOW, placeCog, setGoods } from '../engine/helpers';
import { atGuildMaster, game } from '../engine/advanced/helpers';

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

  it('searching, heuristic and random seats send only accepted actions with every rule on (property)', () => {
    const seen = new Set<string>();
    const note = (seats: Level[]) => (state: GameState) => {
      const d = blockingDecisions(state)[0];
      if (d && seats[d.player] !== 'random') seen.add(d.decision);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.constantFrom<Level>('easy', 'heuristic', 'random'), { minLength: 2, maxLength: 4 }),
        fc.constantFrom('hidden' as const, 'open' as const),
        (seed, drawn, holdings) => {
          // At least one searching seat in every game.
          const seats: Level[] = drawn.includes('easy') ? drawn : ['easy', ...drawn.slice(1)];
          const game = playSeatedGame({
            seed,
            seats,
            options: { ...ALL, holdings },
            check: true,
            iterations: 6,
            onState: note(seats),
          });
          expect(game.violations).toEqual([]);
          expect(game.final.phase.kind).toBe('ended');
        },
      ),
      { numRuns: 10, seed: 70 },
    );
    // Every prompt of the advanced game (K-70 … K-73) came to a computer seat.
    for (const decision of [
      'startChoice',
      'startSwap',
      'bid',
      'guildMaster',
      'tax',
      'turn',
      'challenge',
      'conflictBid',
      'conflictDemand',
      'conflictPush',
    ])
      expect(seen).toContain(decision);
  }, 240_000);
});

describe('K-70a computer players and the tax prompt', () => {
  it('K-70a with hidden holdings a computer seat holding one kind is asked, and every level answers', () => {
    let s = atGuildMaster(game({ taxes: true }), 2);
    s.order = [RED, GREEN, BLUE, YELLOW];
    for (const p of [RED, GREEN, BLUE, YELLOW]) s = placeCog(s, p, 0);
    s = placeCog(setGoods(s, GREEN, { ore: 3 }), GREEN, 3);
    const moved = apply(s, { type: 'moveGuildMaster', player: RED, steps: 1 });
    if (!moved.ok) throw new Error(moved.error.code);
    const taxed = moved.state;
    expect(blockingDecisions(taxed)).toEqual([{ player: GREEN, decision: 'tax' }]);
    for (const level of ['random', 'heuristic', 'easy'] as const) {
      const { action } = decide({
        view: playerView(taxed, GREEN),
        legal: legalActions(taxed, GREEN),
        level,
        seed: 1,
        iterations: 6,
      });
      expect(action).toEqual({ type: 'payTax', player: GREEN, good: 'ore' });
      const paid = apply(taxed, action);
      expect(paid.ok && paid.state.phase.kind).toBe('turn');
    }
  });
});
