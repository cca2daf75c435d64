// Swiss-style seating of a roster into tables: players of similar rating together, repeat
// pairings avoided where the roster allows. Deterministic: the same inputs give the same
// tables (ties in rating keep the roster's order).
import { tableSizes } from './table-sizes';

export type PairingInput = {
  /** The members to seat, in a stable order (e.g. the order they joined). */
  roster: readonly string[];
  /** Display ratings by user id; a member without one counts as `defaultRating`. */
  ratings: ReadonlyMap<string, number>;
  /** Tables of earlier games (user ids), for counting how often two players met. */
  history: readonly (readonly string[])[];
  defaultRating?: number;
  /** Table sizes, largest first (issue 37: the league's sizes); default `tableSizes`. */
  sizes?: readonly number[];
  /** Off only to show what the seating would be without avoiding repeats (a test control). */
  avoidRepeats?: boolean;
  /**
   * What one repeat pairing costs against a spread of one in `ratings` (default REPEAT_WEIGHT).
   * Issue 41: a tournament's Swiss passes score-and-rating keys far larger than ratings, and a
   * repeat must still outweigh any spread.
   */
  repeatWeight?: number;
};

/** One repeat pairing weighs more than any rating spread a table can have. */
const REPEAT_WEIGHT = 1_000_000;
const MAX_PASSES = 50;
/**
 * Swaps are tried between tables at most this far apart in rating order: Swiss keeps
 * players near their rating, and it keeps a round of 500 players fast.
 */
const TABLE_WINDOW = 4;

type Seating = {
  tables: number[][];
  met: Map<number, number>;
  rating: readonly number[];
  n: number;
  repeatWeight: number;
};

export function pairRound(input: PairingInput): string[][] {
  // A member listed twice is seated once.
  const ids = [...new Set(input.roster)];
  const rating = ids.map((id) => input.ratings.get(id) ?? input.defaultRating ?? 1500);
  const order = ids.map((_, i) => i).sort((a, b) => rating[b] - rating[a] || a - b);
  const tables = slice(order, input.sizes ?? tableSizes(order.length));
  if (input.avoidRepeats !== false) {
    const index = new Map(ids.map((id, i) => [id, i]));
    const repeatWeight = input.repeatWeight ?? REPEAT_WEIGHT;
    improve({ tables, met: meetings(input.history, index), rating, n: ids.length, repeatWeight });
  }
  return tables.map((table) => table.map((i) => ids[i]));
}

/** How many pairs at these tables already met in the history (a pair met twice counts twice). */
export function repeatCount(
  tables: readonly (readonly string[])[],
  history: readonly (readonly string[])[],
): number {
  const index = new Map([...new Set(tables.flat())].map((id, i) => [id, i]));
  const met = meetings(history, index);
  return tables.reduce(
    (sum, table) =>
      sum +
      repeatsAt(
        table.map((id) => index.get(id) ?? -1),
        met,
        index.size,
      ),
    0,
  );
}

function slice(players: readonly number[], sizes: readonly number[]): number[][] {
  let start = 0;
  return sizes.map((size) => players.slice(start, (start += size)));
}

function pairKey(a: number, b: number, n: number): number {
  return a < b ? a * n + b : b * n + a;
}

/** Meetings between the players to seat; players not seated now are left out. */
function meetings(history: readonly (readonly string[])[], index: ReadonlyMap<string, number>) {
  const met = new Map<number, number>();
  const n = index.size;
  for (const table of history) {
    const seated = table.flatMap((id) => {
      const player = index.get(id);
      return player === undefined ? [] : [player];
    });
    for (let i = 0; i < seated.length; i++)
      for (let j = i + 1; j < seated.length; j++) {
        const key = pairKey(seated[i], seated[j], n);
        met.set(key, (met.get(key) ?? 0) + 1);
      }
  }
  return met;
}

function repeatsAt(table: readonly number[], met: ReadonlyMap<number, number>, n: number): number {
  let repeats = 0;
  for (let i = 0; i < table.length; i++)
    for (let j = i + 1; j < table.length; j++) repeats += met.get(pairKey(table[i], table[j], n)) ?? 0;
  return repeats;
}

function tableCost(table: readonly number[], s: Seating): number {
  let low = Infinity;
  let high = -Infinity;
  for (const p of table) {
    low = Math.min(low, s.rating[p]);
    high = Math.max(high, s.rating[p]);
  }
  return s.repeatWeight * repeatsAt(table, s.met, s.n) + high - low;
}

/**
 * Swaps two players of nearby tables while a swap lowers the cost, trying pairs in a
 * fixed order, so the outcome depends only on the inputs.
 */
function improve(s: Seating): void {
  for (let pass = 0; pass < MAX_PASSES; pass++) if (!improveOnce(s)) return;
}

function improveOnce(s: Seating): boolean {
  let improved = false;
  const { tables } = s;
  for (let t = 0; t < tables.length; t++)
    for (let u = t + 1; u < Math.min(tables.length, t + 1 + TABLE_WINDOW); u++)
      for (let i = 0; i < tables[t].length; i++)
        for (let j = 0; j < tables[u].length; j++)
          if (trySwap(tables[t], tables[u], i, j, s)) improved = true;
  return improved;
}

function trySwap(a: number[], b: number[], i: number, j: number, s: Seating): boolean {
  const before = tableCost(a, s) + tableCost(b, s);
  [a[i], b[j]] = [b[j], a[i]];
  if (tableCost(a, s) + tableCost(b, s) < before) return true;
  [a[i], b[j]] = [b[j], a[i]];
  return false;
}
