// Computer players: a strength table (2-player games, seats rotated each game) with 95%
// confidence intervals, and the time per decision (median, p99) and search iterations per
// second, on this thread (one core). Printed, never asserted.
//
// The default run keeps to a few minutes: 200 games of heuristic against random and a few
// games of each search level. `npm run bench -- --ai-full` plays 200 games of every pairing
// (hours on this machine); `--ai-games N` sets the search pairings' games.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { playSeatedGame, type Level } from '../src/ai';

interface Pairing {
  a: Level;
  b: Level;
  games: number;
  goal: string;
}

/** Wilson score interval, 95%, for `wins` out of `n` (shared wins count half). */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const thinking = new Map<Level, { ms: number[]; iterations: number }>();

function play(p: Pairing): void {
  let wins = 0;
  let byDp = 0;
  const t0 = performance.now();
  for (let i = 0; i < p.games; i++) {
    // Seats rotate: the first kind sits first in even games, second in odd ones.
    const seats: Level[] = i % 2 === 0 ? [p.a, p.b] : [p.b, p.a];
    const game = playSeatedGame({ seed: 50_000 + i, seats });
    const phase = game.final.phase;
    if (game.violations.length > 0) console.log(`  seed ${game.seed}: ${game.violations.join('; ')}`);
    if (phase.kind === 'ended') {
      if (phase.reason === 'developmentPoints') byDp += 1;
      const mine = phase.winners.filter((w) => seats[w] === p.a).length;
      wins += mine / phase.winners.length;
    }
    for (const t of game.thinking) {
      if (t.iterations === 0) continue;
      const entry = thinking.get(t.level) ?? { ms: [], iterations: 0 };
      entry.ms.push(t.ms);
      entry.iterations += t.iterations;
      thinking.set(t.level, entry);
    }
  }
  const [low, high] = wilson(wins, p.games);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${`${p.a} vs ${p.b}`.padEnd(22)} ${String(p.games).padStart(4)} games  ${p.a} wins ${pct(wins / p.games).padStart(6)}` +
      `  95% CI ${pct(low)}–${pct(high)}  goal ${p.goal}  ended by 5 DP ${byDp}` +
      `  (${((performance.now() - t0) / 1000 / p.games).toFixed(1)} s a game)`,
  );
}

export async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { 'ai-full': { type: 'boolean', default: false }, 'ai-games': { type: 'string' } },
    strict: false,
  });
  const full = values['ai-full'] === true;
  const searchGames = full ? 200 : Number(values['ai-games'] ?? 4);
  console.log(
    `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores; one thread plays all seats` +
      (full ? '' : ` (search pairings ${searchGames} games: --ai-full for 200)`),
  );
  const pairings: Pairing[] = [
    { a: 'heuristic', b: 'random', games: 200, goal: '≥ 90%' },
    { a: 'normal', b: 'heuristic', games: searchGames, goal: '≥ 65%' },
    { a: 'hard', b: 'normal', games: Math.max(2, Math.round(searchGames / 2)), goal: '≥ 60%' },
  ];
  if (full) pairings[2].games = 200;
  for (const p of pairings) play(p);
  console.log('time per decision (searched decisions; a single legal choice is answered at once):');
  for (const [level, t] of thinking) {
    const sorted = [...t.ms].sort((a, b) => a - b);
    const total = sorted.reduce((a, b) => a + b, 0);
    console.log(
      `  ${level.padEnd(6)} ${String(sorted.length).padStart(5)} decisions  median ${percentile(sorted, 0.5).toFixed(0)} ms` +
        `  p99 ${percentile(sorted, 0.99).toFixed(0)} ms  ${Math.round(t.iterations / (total / 1000)).toLocaleString('en')} iterations/s` +
        (level === 'normal' ? '  (goal p99 ≤ 1000 ms on one core)' : ''),
    );
  }
}
