// A fixed set of seeded decisions (issue 26, speed work): positions from heuristic games of two,
// three and four players, each asked of the hard and the normal search with a small budget.
// test/ai/mcts/fixed-decisions.test.ts pins their actions, so a change meant to make the search
// faster without changing it shows it changed nothing. Re-record (only for a change meant to
// change decisions): npx tsx test/ai/mcts/fixed-decisions.ts > test/ai/mcts/fixed-decisions.json
// A few are asked at the levels' own budgets too (fixed-decisions-own.json: `... own >`), so
// settled stops and progressive widening at full size are pinned, and so is a budget change.
import { computerTurn, decide, owesDecision, playSeatedGame, type DecideRequest } from '../../../src/ai';
import { Dice, seedRng, type GameState } from '../../../src/engine';
import { SEARCH_LEVELS, searchAction, type SearchLevel } from '../../../src/ai/mcts/search';

const GAMES = [
  [61, 2],
  [62, 3],
  [63, 4],
] as const;

/** Every 25th decision a searching seat would owe, in each game. */
export function fixedRequests(): DecideRequest[] {
  const requests: DecideRequest[] = [];
  for (const [seed, players] of GAMES) {
    const states: GameState[] = [];
    playSeatedGame({ seed, seats: Array(players).fill('heuristic'), onState: (s) => states.push(s) });
    const turns = states
      .map((s, i) => computerTurn(s, Array(players).fill(i % 2 === 0 ? 'hard' : 'normal'), 11))
      .filter((t) => t !== null && owesDecision(t.request.view))
      .filter((t) => !t?.request.legal.some((l) => l.type === 'declineTrade'));
    requests.push(...turns.filter((_, i) => i % 25 === 0).map((t) => ({ ...t!.request, iterations: 250 })));
  }
  return requests;
}

/** Every third of those decisions (7: hard and normal, 2-4 players), at the level's own budget. */
export function ownBudgetRequests(): DecideRequest[] {
  return fixedRequests()
    .filter((_, i) => i % 3 === 0)
    .map(({ iterations: _, ...own }) => own);
}

/**
 * Their actions as `decide` would search them, but with no time limit: the levels' `maxMs`
 * safety stop could cut a search short on a loaded test machine and flake the test.
 */
export function ownBudgetActions(requests = ownBudgetRequests()): string[] {
  return requests.map((r) => {
    const config = { ...SEARCH_LEVELS[r.level as SearchLevel], maxMs: Infinity };
    return JSON.stringify(searchAction(r.view, r.legal, config, new Dice(seedRng(r.seed))).action);
  });
}

/** The decisions' actions, as JSON lines. */
export function fixedActions(requests = fixedRequests()): string[] {
  return requests.map((r) => JSON.stringify(decide(r).action));
}

if (process.argv[1]?.endsWith('fixed-decisions.ts'))
  console.log(JSON.stringify(process.argv[2] === 'own' ? ownBudgetActions() : fixedActions(), null, 1));
