// Computer players: a strength table (2-player games, seats rotated each game) with 95%
// Wilson confidence intervals, mixed 3- and 4-player tables (bench/ai-tables.ts), and per
// searching level the time per decision (median, p99, wall-clock and CPU) and search iterations
// per CPU second, on this thread (one core), after the warm-up a pool's thread does too; then
// the AI worker's memory (bench/ai-memory.ts). Printed, never asserted.
//
// The default run keeps to a few minutes of a quiet machine: 400 games of heuristic against
// random, a few games of each search pairing and one turn of the seats at each mixed table.
// `npm run bench -- ai --ai-full` plays 200 games of every search pairing and table (hours on
// this machine); `--ai-games N` sets the search pairings' and tables' games;
// `--ai-pairing normal-heuristic` (or heuristic-random, hard-normal, hard-heuristic, table3,
// table4, coach, memory) plays those alone, in that order, so parts can run in separate
// processes; `--ai-jobs 2` plays the chosen pairings' games on two child processes at once (one
// per core), reporting them together (the tables play here). A running tally is printed every
// 5 games of a search pairing (every 100 of heuristic vs random), with the times so far, so a
// stopped run still reports.
//
// Seeds: game i of a pairing or table is seed `--ai-seed-base` + i. The default base, 50,000,
// is the range the levels were tuned on; strength claims are checked on a range never used
// while tuning, `--ai-seed-base 700000` (the note says which range a figure comes from), e.g.
//   npm run bench -- ai --ai-pairing hard-normal --ai-games 200 --ai-seed-base 700000 --ai-jobs 2
import { availableParallelism, loadavg } from 'node:os';
import { fork, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { playSeatedGame, type Level } from '../src/ai';
import { benchCoach } from './ai-coach';
import { warmUp } from '../src/ai/pool/warm-up';
import { addThinking, pct, printThinking, wilson, type Thinking, type Thought } from './ai-figures';
import { benchAiMemory } from './ai-memory';
import { playTable, TABLES } from './ai-tables';

interface Pairing {
  a: Level;
  b: Level;
  games: number;
  goal: string;
}

function tally(p: Pairing, played: number, wins: number, byDp: number, seconds: number): string {
  const [low, high] = wilson(wins, played);
  return (
    `${`${p.a} vs ${p.b}`.padEnd(22)} ${String(played).padStart(4)} games  ${p.a} wins ${pct(wins / played).padStart(6)}` +
    `  95% CI ${pct(low)}–${pct(high)}  goal ${p.goal}  ended by 5 DP ${byDp}` +
    `  (${(seconds / played).toFixed(1)} s a game, load ${loadavg()[0].toFixed(1)})`
  );
}

/** One game a child process plays (bench/ai-job.ts). */
export interface JobGame {
  a: Level;
  b: Level;
  i: number;
  seedBase: number;
}

/** One game's outcome, as a child process reports it to the parent (plain data). */
interface GameResult {
  /** The pairing's wins in this game: 1, 0, or a share of a tie. */
  wins: number;
  byDp: boolean;
  violations: string[];
  thinking: Thought[];
}

/** The seeds the levels were tuned on (game i: 50,000 + i). */
export const TUNING_SEEDS = 50_000;

/** Plays game `i` of a pairing: seed `seedBase` + i, and seats rotating with i. */
export function playGame(p: Pick<Pairing, 'a' | 'b'>, i: number, seedBase = TUNING_SEEDS): GameResult {
  // Seats rotate: the first kind sits first in even games, second in odd ones.
  const seats: Level[] = i % 2 === 0 ? [p.a, p.b] : [p.b, p.a];
  const game = playSeatedGame({ seed: seedBase + i, seats });
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
    addThinking(this.thinking, result.thinking);
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
function play(p: Pairing, thinking: Map<Level, Thinking>, from: number, seedBase: number): void {
  const score = new Score(p, thinking);
  score.started();
  for (let i = from; i < from + p.games; i++) score.add(playGame(p, i, seedBase));
  console.log(score.line());
}

/**
 * Plays the pairings' games on `jobs` child processes, each game handed to the next free
 * one. Processes, not worker threads: `process.cpuUsage()` is per process, so each
 * decision's CPU time stays its own.
 */
async function playOnJobs(
  chosen: Pairing[],
  thinking: Map<Level, Thinking>,
  from: number,
  seedBase: number,
  jobs: number,
) {
  const queue = chosen.flatMap((p) => Array.from({ length: p.games }, (_, k) => ({ p, i: from + k })));
  const scores = new Map(chosen.map((p) => [p, new Score(p, thinking)]));
  const left = new Map(chosen.map((p) => [p, p.games]));
  const child = new URL('./ai-job.ts', import.meta.url);
  const worker = async () => {
    const proc = fork(child, [], { execArgv: ['--import', 'tsx'] });
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { p, i } = next;
      scores.get(p)?.started();
      const result = await ask(proc, { a: p.a, b: p.b, i, seedBase });
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

function ask(proc: ChildProcess, game: JobGame): Promise<GameResult> {
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

export async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'ai-full': { type: 'boolean', default: false },
      'ai-games': { type: 'string' },
      'ai-pairing': { type: 'string' },
      // The first game's number (seed base + it), so several processes play different games.
      'ai-from': { type: 'string' },
      // Game i's seed is this + i: the tuning range by default (see the head of this file).
      'ai-seed-base': { type: 'string' },
      // Child processes playing the chosen pairings' games at once (default 1: this thread).
      'ai-jobs': { type: 'string' },
    },
    strict: false,
  });
  const full = values['ai-full'] === true;
  const searchGames = full ? 200 : Number(values['ai-games'] ?? 4);
  const seedBase = Number(values['ai-seed-base'] ?? TUNING_SEEDS);
  const tableGames = (name: string) => (full || values['ai-games'] ? searchGames : TABLES[name].length);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores; one thread plays all seats; seeds from ${seedBase}` +
      (seedBase === TUNING_SEEDS ? ' (the tuning range)' : ' (not the tuning range)') +
      (full ? '' : ` (search pairings ${searchGames} games: --ai-full for 200)`),
  );
  const pairings: Pairing[] = [
    { a: 'heuristic', b: 'random', games: 400, goal: '≥ 90%' },
    { a: 'normal', b: 'heuristic', games: searchGames, goal: '≥ 65%' },
    { a: 'hard', b: 'normal', games: searchGames, goal: '≥ 60%' },
    { a: 'hard', b: 'heuristic', games: searchGames, goal: '≥ 90%' },
  ];
  const names = [...pairings.map((p) => `${p.a}-${p.b}`), ...Object.keys(TABLES)];
  // `--ai-pairing hard-normal,table4` plays those, in that order.
  const only = typeof values['ai-pairing'] === 'string' ? values['ai-pairing'].split(',') : null;
  const unknown = only?.filter((name) => !names.includes(name) && name !== 'coach' && name !== 'memory');
  if (unknown?.length) throw new Error(`no part ${unknown.join(', ')}: ${names.join(', ')}, coach, memory`);
  const chosen = only ? only.flatMap((name) => pairings.filter((p) => `${p.a}-${p.b}` === name)) : pairings;
  const tables = only ? only.filter((name) => name in TABLES) : Object.keys(TABLES);
  // Timed on a warm thread, as the pool's threads are (src/ai/pool/warm-up.ts).
  if (chosen.length + tables.length > 0 || !only || only.includes('coach')) warmUp();
  // Issue 26: the coach's time per hint and one review's, first (`--ai-pairing coach` alone).
  if (!only || only.includes('coach')) benchCoach();
  const thinking = new Map<Level, Thinking>();
  const from = Number(values['ai-from'] ?? 0);
  const jobs = Number(values['ai-jobs'] ?? 1);
  if (jobs > 1 && chosen.length > 0) await playOnJobs(chosen, thinking, from, seedBase, jobs);
  else
    for (const p of chosen) {
      play(p, thinking, from, seedBase);
      // Printed after every pairing too, so a run stopped later still has the figures so far.
      printThinking(thinking);
    }
  for (const name of tables) {
    playTable(name, tableGames(name), from, seedBase, thinking);
    printThinking(thinking);
  }
  // Issue 26: what a computer player's thread costs the bot's process.
  if (!only || only.includes('memory')) await benchAiMemory();
}
