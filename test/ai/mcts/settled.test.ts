// Issue 26, speed: the search stops once its decision is settled (the most visited root choice
// leads every other by more than the iterations left). Stopping then must give exactly the
// decision the whole budget gives, so a decision is as strong as before and still replays.
import { describe, expect, it } from 'vitest';
import { Dice, seedRng, type GameState } from '../../../src/engine';
import { computerTurn, owesDecision, playSeatedGame } from '../../../src/ai';
import { searchAction, settled, SEARCH_LEVELS, type SearchConfig } from '../../../src/ai/mcts/search';

const root = (...visits: number[]) => ({
  children: new Map(visits.map((v, i) => [String(i), { visits: v }])),
});

/** Every sixth searched decision of a heuristic game, as a hard seat would be asked it. */
function requests() {
  const states: GameState[] = [];
  playSeatedGame({ seed: 31, seats: ['heuristic', 'heuristic'], onState: (s) => states.push(s) });
  return states
    .map((s) => computerTurn(s, ['hard', 'hard'], 5))
    .filter((t) => t !== null && owesDecision(t.request.view))
    .filter((t) => !t?.request.legal.some((l) => l.type === 'declineTrade'))
    .filter((_, i) => i % 6 === 0)
    .slice(0, 8)
    .map((t) => t!.request);
}

describe('the search stops when its decision is settled (issue 26)', () => {
  it('settled: a lead larger than the iterations left is settled, an equal one is not', () => {
    expect(settled(root(50, 10, 3), 39)).toBe(true);
    // Control: the runner-up could still tie and win on its total.
    expect(settled(root(50, 10, 3), 40)).toBe(false);
    expect(settled(root(10, 50), 39)).toBe(true);
    expect(settled(root(), 0)).toBe(false);
  });

  it('a settled stop gives the same action as the whole budget, in fewer iterations', () => {
    const config: SearchConfig = { ...SEARCH_LEVELS.normal, iterations: 600, maxMs: 60_000 };
    let saved = 0;
    const reqs = requests();
    expect(reqs.length).toBeGreaterThan(6);
    for (const req of reqs) {
      const quick = searchAction(req.view, req.legal, config, new Dice(seedRng(req.seed)));
      const full = searchAction(
        req.view,
        req.legal,
        { ...config, fullBudget: true },
        new Dice(seedRng(req.seed)),
      );
      expect(quick.action).toEqual(full.action);
      saved += full.iterations - quick.iterations;
    }
    // The stop is real: some decisions were settled early.
    expect(saved).toBeGreaterThan(0);
  });
});
