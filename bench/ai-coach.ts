// The coach's figures for `npm run bench -- ai` (issue 26): CPU time per hint (goal: p99
// under 1 s on one core) over positions of heuristic games, and the time of one review.
import { cpuUsage } from 'node:process';
import {
  blockingDecisions,
  legalActions,
  playerView,
  type Action,
  type GameState,
} from '../src/engine/index';
import { coachHint, playRandomGame, reviewGame, seatNames, REVIEW_LIMITS } from '../src/ai/index';

function cpuMs<T>(work: () => T): { value: T; ms: number } {
  const start = cpuUsage();
  const value = work();
  const used = cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** `games` random 3-player games; a hint asked at every `every`-th position for its awaited seats. */
export function benchCoach(games = 2, every = 12): void {
  const hints: number[] = [];
  let iterations = 0;
  for (let g = 0; g < games; g++) {
    const states: GameState[] = [];
    playRandomGame({ seed: 26_000 + g, players: 3, check: false, onState: (s) => states.push(s) });
    for (const state of states.filter((_, i) => i % every === 0))
      for (const d of blockingDecisions(state)) {
        const request = { view: playerView(state, d.player), legal: legalActions(state, d.player), seed: g };
        const { value, ms } = cpuMs(() => coachHint(request));
        if (value.iterations === 0) continue;
        hints.push(ms);
        iterations += value.iterations;
      }
  }
  hints.sort((a, b) => a - b);
  const f = (x: number) => `${x.toFixed(0)} ms`;
  console.log(
    `coach: ${hints.length} searched hints in ${games} random 3-player games (every ${every}th position)` +
      `  CPU median ${f(percentile(hints, 0.5))} p99 ${f(percentile(hints, 0.99))}` +
      `  ${Math.round(iterations / Math.max(1, hints.length)).toLocaleString('en')} iterations a hint` +
      '  (goal p99 ≤ 1000 ms on one core)',
  );
  const game = playRandomGame({ seed: 26_100, players: 3, check: false });
  const actions: Action[] = game.actions;
  const { value, ms } = cpuMs(() =>
    reviewGame({ spec: { seed: 26_100, players: seatNames(3) }, actions, player: 0, seed: 1 }),
  );
  console.log(
    `review: ${value.examined} of ${value.decisions} decisions looked at again (cap ${REVIEW_LIMITS.decisions}),` +
      ` ${value.items.length} listed, CPU ${f(ms)}`,
  );
}
