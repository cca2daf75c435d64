// A fixed set of seeded decisions (issue 26, speed work): positions from heuristic games of two,
// three and four players, each asked of the hard and the normal search with a small budget.
// test/ai/mcts/fixed-decisions.test.ts pins their actions, so a change meant to make the search
// faster without changing it shows it changed nothing. Re-record (only for a change meant to
// change decisions): npx tsx test/ai/mcts/fixed-decisions.ts > test/ai/mcts/fixed-decisions.json
import { computerTurn, decide, owesDecision, playSeatedGame, type DecideRequest } from '../../../src/ai';
import type { GameState } from '../../../src/engine';

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

/** The decisions' actions, as JSON lines. */
export function fixedActions(requests = fixedRequests()): string[] {
  return requests.map((r) => JSON.stringify(decide(r).action));
}

if (process.argv[1]?.endsWith('fixed-decisions.ts')) console.log(JSON.stringify(fixedActions(), null, 1));
