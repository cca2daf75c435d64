// Paired timing for speed work on a busy machine: the same positions (bench/ai-speed.ts) are
// decided alternately by a baseline copy of src/ (AI_BASE, e.g. `git archive` of main) and by
// this tree, in one process, so both see the same load; the ratio of their CPU is the gain.
//   AI_BASE=/tmp/base npx tsx bench/ai-speed-ab.ts hard 16
import { loadavg } from 'node:os';
import type { Level } from '../src/ai';
import * as here from '../src/ai';
import { positions } from './ai-speed';

const level = (process.argv[2] ?? 'hard') as Level;
const every = Number(process.argv[3] ?? 16);
const base = (await import(`${process.env.AI_BASE}/src/ai/index.ts`)) as typeof here;
const requests = positions(level, every);
const cpuOf = (f: () => unknown) => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
for (const r of requests.slice(0, 4)) {
  base.decide(r);
  here.decide(r);
}
let a = 0;
let b = 0;
let same = 0;
for (const [i, r] of requests.entries()) {
  let x = '';
  let y = '';
  // Alternate which goes first, so neither always meets a cold cache.
  const first = i % 2 === 0;
  const ta = () => cpuOf(() => (x = JSON.stringify(base.decide(r).action)));
  const tb = () => cpuOf(() => (y = JSON.stringify(here.decide(r).action)));
  if (first) [a, b] = [a + ta(), b + tb()];
  else [b, a] = [b + tb(), a + ta()];
  if (x === y) same += 1;
}
console.log(
  `${level}: ${requests.length} positions, same action ${same}; CPU base ${(a / 1000).toFixed(1)} s` +
    ` here ${(b / 1000).toFixed(1)} s: here/base ${(b / a).toFixed(3)}; load ${loadavg()[0].toFixed(2)}`,
);
