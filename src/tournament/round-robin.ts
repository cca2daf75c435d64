// Issue 41: a round-robin schedule for a small group: every pair meets as evenly as tables of
// 3 or 4 allow, and the whole schedule is known (and posted) at the start. The byes go round
// by byes.ts. The tables are then searched as a whole schedule: starting from several fixed
// orders, two players of the same round swap tables while the swap makes the meetings more
// even (a lower sum over all pairs of meetings squared: for a fixed number of meetings that
// sum is lowest when they are spread most evenly), and the most even schedule is kept. No
// randomness: the same players, table size and rounds always give the same schedule.
import { chooseByes } from './byes';
import { roundShape, type TableSize } from './round-shape';
import type { RoundSeating } from './swiss';

/** Whole schedules tried: enough for groups of up to 16 to find an even one. */
const STARTS = 4;
/** Swaps tried per schedule: groups of 6 to 16 reach their most even schedule well within it. */
const STEPS = 25_000;

/** The fewest rounds in which every player could meet every other once. */
export function roundRobinRounds(players: number, table: TableSize): number {
  if (players < 2) return 0;
  return Math.ceil((players - 1) / (Math.min(table, players) - 1));
}

export function roundRobinSchedule(
  players: readonly string[],
  table: TableSize,
  rounds = roundRobinRounds(players.length, table),
): RoundSeating[] {
  const ids = [...new Set(players)];
  const byes = byesByRound(ids, table, rounds);
  const sizes = roundShape(ids.length, table).sizes;
  let best: number[][][] = [];
  let bestCost = Infinity;
  for (let start = 0; start < STARTS && bestCost > floorCost(ids.length, sizes, rounds); start++) {
    const schedule = byes.map((sitting, round) =>
      cut(
        startingOrder(ids.length, start * 1000 + round).filter((p) => !sitting.has(p)),
        sizes,
      ),
    );
    const cost = evenOut(schedule, ids.length, floorCost(ids.length, sizes, rounds), start + 1);
    if (cost < bestCost) [best, bestCost] = [schedule, cost];
  }
  return best.map((tables, round) => ({
    tables: tables.map((t) => t.map((p) => ids[p])),
    byes: [...byes[round]].map((p) => ids[p]),
  }));
}

function byesByRound(ids: readonly string[], table: TableSize, rounds: number): Set<number>[] {
  const byesSoFar = new Map<string, number>();
  const index = new Map(ids.map((id, i) => [id, i]));
  return Array.from({ length: rounds }, () => {
    const chosen = chooseByes({ players: ids, count: roundShape(ids.length, table).byes, byesSoFar });
    for (const id of chosen) byesSoFar.set(id, (byesSoFar.get(id) ?? 0) + 1);
    return new Set(chosen.map((id) => index.get(id) ?? -1));
  });
}

function cut(order: readonly number[], sizes: readonly number[]): number[][] {
  let at = 0;
  return sizes.map((size) => order.slice(at, (at += size)));
}

/**
 * The lowest the cost could be: the schedule's meetings spread as evenly as numbers allow.
 * A search that reaches it stops.
 */
function floorCost(n: number, sizes: readonly number[], rounds: number): number {
  const pairs = (n * (n - 1)) / 2;
  const meetings = rounds * sizes.reduce((sum, s) => sum + (s * (s - 1)) / 2, 0);
  const low = Math.floor(meetings / pairs);
  const high = meetings - low * pairs;
  return (pairs - high) * weight(low) + high * weight(low + 1);
}

/**
 * Swaps players between tables of one round, by an annealing search on a fixed sequence of
 * numbers: a swap that makes the meetings more even is kept, one that keeps them as even is
 * kept (so the search walks across plateaus), and a worse one now and then while the search
 * is young (so it leaves a dead end). Stops at `floor`. Returns the cost reached.
 */
function evenOut(schedule: number[][][], n: number, floor: number, seed: number): number {
  const met = new Int32Array(n * n);
  const meet = (table: readonly number[], by: number) => {
    for (let i = 0; i < table.length; i++)
      for (let j = i + 1; j < table.length; j++) {
        met[table[i] * n + table[j]] += by;
        met[table[j] * n + table[i]] += by;
      }
  };
  for (const tables of schedule) for (const table of tables) meet(table, 1);
  let cost = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) cost += weight(met[a * n + b]);
  const next = numbers(seed);
  let best = cost;
  let bestSchedule = schedule.map((tables) => tables.map((t) => [...t]));
  for (let step = 0; step < STEPS && best > floor; step++) {
    const tables = schedule[next() % schedule.length];
    if (tables.length < 2) continue;
    const t = next() % tables.length;
    const u = (t + 1 + (next() % (tables.length - 1))) % tables.length;
    const i = next() % tables[t].length;
    const j = next() % tables[u].length;
    const gain = swapGain(tables[t], tables[u], i, j, met, n);
    const heat = 8 * (1 - step / STEPS);
    if (gain < 0 && (next() % 1000) / 1000 >= Math.exp(gain / Math.max(heat, 1e-9))) continue;
    meet(tables[t], -1);
    meet(tables[u], -1);
    [tables[t][i], tables[u][j]] = [tables[u][j], tables[t][i]];
    meet(tables[t], 1);
    meet(tables[u], 1);
    cost -= gain;
    if (cost < best) [best, bestSchedule] = [cost, schedule.map((ts) => ts.map((tt) => [...tt]))];
  }
  bestSchedule.forEach((tables, r) => (schedule[r] = tables));
  return best;
}

/** How much the cost falls if a[i] and b[j] change tables. */
function swapGain(a: number[], b: number[], i: number, j: number, met: Int32Array, n: number): number {
  const x = a[i];
  const y = b[j];
  // x leaves a's others and joins b's others; y the other way.
  let gain = 0;
  for (const p of a) if (p !== x) gain += less(met[x * n + p]) - more(met[y * n + p]);
  for (const p of b) if (p !== y) gain += less(met[y * n + p]) - more(met[x * n + p]);
  return gain;
}

/**
 * What a pair meeting `m` times costs: m to the fourth, so one pair meeting three times weighs
 * more than several meeting twice, and the search spreads the top before the middle.
 */
function weight(m: number): number {
  return m ** 4;
}

/** What one meeting fewer saves, and one more costs, for a pair that met `m` times. */
const less = (m: number) => weight(m) - weight(m - 1);
const more = (m: number) => weight(m + 1) - weight(m);

/** A fixed shuffle of 0..n-1 for attempt `k`. */
function startingOrder(n: number, k: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  const next = numbers(k);
  for (let i = n - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** A fixed sequence of numbers below 2^16 for `seed` (a linear congruential generator's high bits). */
function numbers(seed: number): () => number {
  let x = (seed * 2_654_435_761 + 1) >>> 0;
  return () => {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    return x >>> 16;
  };
}
