// The computer players' bench figures shared by its parts (bench/ai.ts, bench/ai-tables.ts):
// the Wilson interval of a win share and the time per decision by level.
import type { Level } from '../src/ai';

/** Wilson score interval, 95%, for `wins` out of `n` (shared wins count half). */
export function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** One level's decisions so far: wall-clock and CPU milliseconds each, iterations in all. */
export interface Thinking {
  ms: number[];
  cpuMs: number[];
  iterations: number;
}

/** A searched decision as a game reports it. */
export interface Thought {
  level: Level;
  ms: number;
  cpuMs: number;
  iterations: number;
}

export function addThinking(thinking: Map<Level, Thinking>, thoughts: Thought[]): void {
  for (const t of thoughts) {
    const entry = thinking.get(t.level) ?? { ms: [], cpuMs: [], iterations: 0 };
    entry.ms.push(t.ms);
    entry.cpuMs.push(t.cpuMs);
    entry.iterations += t.iterations;
    thinking.set(t.level, entry);
  }
}

export function printThinking(thinking: Map<Level, Thinking>, indent = ''): void {
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
        `  CPU median ${f(percentile(cpu, 0.5))} p99 ${f(percentile(cpu, 0.99))} max ${f(cpu[cpu.length - 1])}` +
        `  wall median ${f(percentile(wall, 0.5))} p99 ${f(percentile(wall, 0.99))}` +
        `  ${Math.round(t.iterations / cpu.length).toLocaleString('en')} iterations a decision` +
        `  ${Math.round(t.iterations / (cpuTotal / 1000)).toLocaleString('en')} iterations/CPU s` +
        '  (goal p99 ≤ 1000 ms)',
    );
  }
}
