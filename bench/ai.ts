// Computer players: a strength table (2-player games, seats rotated each game) with 95%
// Wilson confidence intervals, and per searching level the time per decision (median, p99,
// wall-clock and CPU) and search iterations per CPU second, on this thread (one core).
// Printed, never asserted.
//
// The default run keeps to a few minutes: 400 games of heuristic against random and a few
// games of each search pairing. `npm run bench -- --ai-full` plays 200 games of every search
// pairing (hours on this machine); `--ai-games N` sets the search pairings' games;
// `--ai-pairing normal-heuristic` (or heuristic-random, hard-normal) plays that one alone, so
// pairings can run in separate processes. A running tally is printed every 10 games of a
// search pairing (every 100 of heuristic vs random), with the times so far, so a stopped run
// still reports.
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
export function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

interface Thinking {
  ms: number[];
  cpuMs: number[];
  iterations: number;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function tally(p: Pairing, played: number, wins: number, byDp: number, seconds: number): string {
  const [low, high] = wilson(wins, played);
  return (
    `${`${p.a} vs ${p.b}`.padEnd(22)} ${String(played).padStart(4)} games  ${p.a} wins ${pct(wins / played).padStart(6)}` +
    `  95% CI ${pct(low)}–${pct(high)}  goal ${p.goal}  ended by 5 DP ${byDp}` +
    `  (${(seconds / played).toFixed(1)} s a game, load ${loadavg()[0].toFixed(1)})`
  );
}

function play(p: Pairing, thinking: Map<Level, Thinking>, from = 0): void {
  let wins = 0;
  let byDp = 0;
  const t0 = performance.now();
  for (let i = from; i < from + p.games; i++) {
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
      const entry = thinking.get(t.level) ?? { ms: [], cpuMs: [], iterations: 0 };
      entry.ms.push(t.ms);
      entry.cpuMs.push(t.cpuMs);
      entry.iterations += t.iterations;
      thinking.set(t.level, entry);
    }
    const played = i - from + 1;
    if (played < p.games && played % (p.a === 'heuristic' ? 100 : 5) === 0) {
      console.log(`  … ${tally(p, played, wins, byDp, (performance.now() - t0) / 1000)}`);
      if (p.a !== 'heuristic') printThinking(thinking, '    ');
    }
  }
  console.log(tally(p, p.games, wins, byDp, (performance.now() - t0) / 1000));
}

function printThinking(thinking: Map<Level, Thinking>, indent = ''): void {
  console.log(
    `${indent}time per decision (searched decisions; a single sensible choice is answered at once), one core:`,
  );
  for (const [level, t] of thinking) {
    const wall = [...t.ms].sort((a, b) => a - b);
    const cpu = [...t.cpuMs].sort((a, b) => a - b);
    const cpuTotal = cpu.reduce((a, b) => a + b, 0);
    const f = (x: number) => `${x.toFixed(0)} ms`;
    console.log(
      `${indent}  ${level.padEnd(6)} ${String(cpu.length).padStart(5)} decisions` +
        `  CPU median ${f(percentile(cpu, 0.5))} p99 ${f(percentile(cpu, 0.99))}` +
        `  wall median ${f(percentile(wall, 0.5))} p99 ${f(percentile(wall, 0.99))}` +
        `  ${Math.round(t.iterations / cpu.length).toLocaleString('en')} iterations a decision` +
        `  ${Math.round(t.iterations / (cpuTotal / 1000)).toLocaleString('en')} iterations/CPU s` +
        (level === 'normal' ? '  (goal p99 ≤ 1000 ms on one core)' : ''),
    );
  }
}

export async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'ai-full': { type: 'boolean', default: false },
      'ai-games': { type: 'string' },
      'ai-pairing': { type: 'string' },
      // The first game's number (seed 50,000 + it), so several processes play different games.
      'ai-from': { type: 'string' },
    },
    strict: false,
  });
  const full = values['ai-full'] === true;
  const searchGames = full ? 200 : Number(values['ai-games'] ?? 4);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores; one thread plays all seats` +
      (full ? '' : ` (search pairings ${searchGames} games: --ai-full for 200)`),
  );
  const pairings: Pairing[] = [
    { a: 'heuristic', b: 'random', games: 400, goal: '≥ 90%' },
    { a: 'normal', b: 'heuristic', games: searchGames, goal: '≥ 65%' },
    { a: 'hard', b: 'normal', games: searchGames, goal: '≥ 60%' },
  ];
  const only = values['ai-pairing'];
  const chosen = typeof only === 'string' ? pairings.filter((p) => `${p.a}-${p.b}` === only) : pairings;
  if (chosen.length === 0)
    throw new Error(`no pairing ${String(only)}: heuristic-random, normal-heuristic, hard-normal`);
  const thinking = new Map<Level, Thinking>();
  for (const p of chosen) {
    play(p, thinking, Number(values['ai-from'] ?? 0));
    // Printed after every pairing too, so a run stopped later still has the figures so far.
    printThinking(thinking);
  }
}
