// Computer players: a strength table (2-player games, seats rotated each game) with 95%
// Wilson confidence intervals, and per searching level the time per decision (median, p99,
// wall-clock and CPU) and search iterations per CPU second, on this thread (one core).
// Printed, never asserted.
//
// The default run keeps to a few minutes: 400 games of heuristic against random and a few
// games of each search pairing. `npm run bench -- --ai-full` plays 200 games of every search
// pairing (hours on this machine); `--ai-games N` sets the search pairings' games;
// `--ai-pairing normal-heuristic` (or heuristic-random, hard-normal) plays that one alone, so
// pairings can run in separate processes; `--ai-jobs 2` plays the chosen pairings' games on
// two child processes at once (one per core), reporting them together. A running tally is printed every 10 games of a
// search pairing (every 100 of heuristic vs random), with the times so far, so a stopped run
// still reports.
import { availableParallelism, loadavg } from 'node:os';
import { fork, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { playSeatedGame, type Level } from '../src/ai';
import { benchCoach } from './ai-coach';

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

/** One game's outcome, as a child process reports it to the parent (plain data). */
interface GameResult {
  /** The pairing's wins in this game: 1, 0, or a share of a tie. */
  wins: number;
  byDp: boolean;
  violations: string[];
  thinking: { level: Level; ms: number; cpuMs: number; iterations: number }[];
}

/** Plays game `i` of a pairing: seed 50,000 + i, and seats rotating with i. */
export function playGame(p: Pick<Pairing, 'a' | 'b'>, i: number): GameResult {
  // Seats rotate: the first kind sits first in even games, second in odd ones.
  const seats: Level[] = i % 2 === 0 ? [p.a, p.b] : [p.b, p.a];
  const game = playSeatedGame({ seed: 50_000 + i, seats });
  const phase = game.final.phase;
  const violations = game.violations.map((v) => `seed ${game.seed}: ${v}`);
  if (phase.kind !== 'ended') return { wins: 0, byDp: false, violations, thinking: game.thinking };
  const mine = phase.winners.filter((w) => seats[w] === p.a).length;
  return {
    wins: mine / phase.winners.length,
    byDp: phase.reason === 'developmentPoints',
    violations,
    thinking: game.thinking.filter((t) => t.iterations > 0),
  };
}

/** Adds up a pairing's games as they come in, printing a running tally. */
class Score {
  private played = 0;
  private wins = 0;
  private byDp = 0;
  /** When the pairing's first game started (with --ai-jobs, after the pairings before it). */
  private t0: number | null = null;
  constructor(
    private readonly p: Pairing,
    private readonly thinking: Map<Level, Thinking>,
  ) {}

  started(): void {
    this.t0 ??= performance.now();
  }

  add(result: GameResult): void {
    for (const v of result.violations) console.log(`  ${v}`);
    this.played += 1;
    this.wins += result.wins;
    if (result.byDp) this.byDp += 1;
    for (const t of result.thinking) {
      const entry = this.thinking.get(t.level) ?? { ms: [], cpuMs: [], iterations: 0 };
      entry.ms.push(t.ms);
      entry.cpuMs.push(t.cpuMs);
      entry.iterations += t.iterations;
      this.thinking.set(t.level, entry);
    }
    const every = this.p.a === 'heuristic' ? 100 : 5;
    if (this.played < this.p.games && this.played % every === 0) {
      console.log(`  … ${this.line()}`);
      if (this.p.a !== 'heuristic') printThinking(this.thinking, '    ');
    }
  }

  line(): string {
    const seconds = (performance.now() - (this.t0 ?? performance.now())) / 1000;
    return tally(this.p, this.played, this.wins, this.byDp, seconds);
  }
}

/** Plays a pairing's games here, one after the other. */
function play(p: Pairing, thinking: Map<Level, Thinking>, from: number): void {
  const score = new Score(p, thinking);
  score.started();
  for (let i = from; i < from + p.games; i++) score.add(playGame(p, i));
  console.log(score.line());
}

/**
 * Plays the pairings' games on `jobs` child processes, each game handed to the next free
 * one. Processes, not worker threads: `process.cpuUsage()` is per process, so each
 * decision's CPU time stays its own.
 */
async function playOnJobs(chosen: Pairing[], thinking: Map<Level, Thinking>, from: number, jobs: number) {
  const queue = chosen.flatMap((p) => Array.from({ length: p.games }, (_, k) => ({ p, i: from + k })));
  const scores = new Map(chosen.map((p) => [p, new Score(p, thinking)]));
  const left = new Map(chosen.map((p) => [p, p.games]));
  const child = new URL('./ai-job.ts', import.meta.url);
  const worker = async () => {
    const proc = fork(child, [], { execArgv: ['--import', 'tsx'] });
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { p, i } = next;
      scores.get(p)?.started();
      const result = await ask(proc, { a: p.a, b: p.b, i });
      scores.get(p)?.add(result);
      left.set(p, (left.get(p) ?? 1) - 1);
      if (left.get(p) === 0) {
        console.log(scores.get(p)?.line());
        printThinking(thinking);
      }
    }
    proc.disconnect();
  };
  await Promise.all(Array.from({ length: jobs }, worker));
}

function ask(proc: ChildProcess, game: { a: Level; b: Level; i: number }): Promise<GameResult> {
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`AI bench job exited with ${String(code)}`));
    proc.once('exit', failed);
    proc.once('message', (result) => {
      proc.off('exit', failed);
      resolve(result as GameResult);
    });
    proc.send(game);
  });
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
      // Child processes playing the chosen pairings' games at once (default 1: this thread).
      'ai-jobs': { type: 'string' },
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
  // `--ai-pairing hard-normal,normal-heuristic` plays those, in that order.
  const only = typeof values['ai-pairing'] === 'string' ? values['ai-pairing'].split(',') : null;
  // Issue 26: the coach's time per hint and one review's, first (`--ai-pairing coach` alone).
  if (!only || only.includes('coach')) benchCoach();
  const chosen = only ? only.flatMap((name) => pairings.filter((p) => `${p.a}-${p.b}` === name)) : pairings;
  if (only?.includes('coach') && chosen.length === 0) return;
  if (chosen.length === 0)
    throw new Error(`no pairing ${String(only)}: heuristic-random, normal-heuristic, hard-normal`);
  const thinking = new Map<Level, Thinking>();
  const from = Number(values['ai-from'] ?? 0);
  const jobs = Number(values['ai-jobs'] ?? 1);
  if (jobs > 1) return playOnJobs(chosen, thinking, from, jobs);
  for (const p of chosen) {
    play(p, thinking, from);
    // Printed after every pairing too, so a run stopped later still has the figures so far.
    printThinking(thinking);
  }
}
