// Issue 26, speed: the CPU per searched decision on a fixed set of seeded positions (every 8th
// decision a searching seat owes in heuristic games of 2, 3 and 4 players), each asked of a
// level at its full budget. The same positions before and after a change show what it gained;
// the actions' digest shows whether it changed any decision.
//   npx tsx bench/ai-speed.ts [hard|normal] [every]
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import {
  computerTurn,
  decide,
  owesDecision,
  playSeatedGame,
  type DecideRequest,
  type Level,
} from '../src/ai';
import type { GameState } from '../src/engine';
import { keepSearchGarbageYoung } from '../src/ai/pool/search-heap';
import { percentile } from './ai-figures';

const GAMES = [
  [71, 2],
  [72, 2],
  [73, 3],
  [74, 4],
] as const;

export function positions(level: Level, every: number): DecideRequest[] {
  const out: DecideRequest[] = [];
  for (const [seed, players] of GAMES) {
    const states: GameState[] = [];
    playSeatedGame({ seed, seats: Array(players).fill('heuristic'), onState: (s) => states.push(s) });
    const turns = states
      .map((s) => computerTurn(s, Array(players).fill(level), 13))
      .filter((t) => t !== null && owesDecision(t.request.view))
      .filter((t) => !t?.request.legal.some((l) => l.type === 'declineTrade'));
    out.push(...turns.filter((_, i) => i % every === 0).map((t) => t!.request));
  }
  return out;
}

if (process.argv[1]?.endsWith('ai-speed.ts'))
  measure((process.argv[2] ?? 'hard') as Level, Number(process.argv[3] ?? 8));

function measure(level: Level, every: number): void {
  keepSearchGarbageYoung(); // as the pool's threads and the bench's jobs do (warmUp)
  const requests = positions(level, every);
  // Warm the JIT on a few decisions first, as the pool's threads are warmed.
  for (const r of requests.slice(0, 5)) decide(r);
  const cpu: number[] = [];
  const actions: string[] = [];
  let iterations = 0;
  for (const r of requests) {
    const c0 = process.cpuUsage();
    const d = decide(r);
    const c = process.cpuUsage(c0);
    if (d.iterations > 0) cpu.push((c.user + c.system) / 1000);
    iterations += d.iterations;
    actions.push(JSON.stringify(d.action));
  }
  cpu.sort((a, b) => a - b);
  const total = cpu.reduce((a, b) => a + b, 0);
  const digest = createHash('sha1').update(actions.join('\n')).digest('hex').slice(0, 10);
  console.log(
    `${level}: ${requests.length} positions, ${cpu.length} searched; CPU median ${percentile(cpu, 0.5).toFixed(0)} ms` +
      ` p90 ${percentile(cpu, 0.9).toFixed(0)} p99 ${percentile(cpu, 0.99).toFixed(0)} max ${cpu[cpu.length - 1].toFixed(0)}` +
      ` total ${(total / 1000).toFixed(1)} s; ${Math.round(iterations / (total / 1000))} iterations/CPU s;` +
      ` actions ${digest}; load ${loadavg()[0].toFixed(2)}`,
  );
}
