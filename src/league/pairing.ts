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
  /** Off only to show what the seating would be without avoiding repeats (a test control). */
  avoidRepeats?: boolean;
};

/** One repeat pairing weighs more than any rating spread a table can have. */
const REPEAT_WEIGHT = 1_000_000;
const MAX_PASSES = 50;

export function pairRound(input: PairingInput): string[][] {
  const rating = (id: string) => input.ratings.get(id) ?? input.defaultRating ?? 1500;
  const order = input.roster.map((id, i) => ({ id, i }));
  order.sort((a, b) => rating(b.id) - rating(a.id) || a.i - b.i);
  const tables = slice(
    order.map((p) => p.id),
    tableSizes(order.length),
  );
  if (input.avoidRepeats === false) return tables;
  const met = meetings(input.history);
  const cost = (table: readonly string[]) => tableCost(table, met, rating);
  improve(tables, cost);
  return tables;
}

/** How many pairs at these tables already met in the history (a pair met twice counts twice). */
export function repeatCount(tables: readonly (readonly string[])[], history: readonly (readonly string[])[]) {
  const met = meetings(history);
  return tables.reduce((sum, table) => sum + repeatsAt(table, met), 0);
}

function slice(ids: readonly string[], sizes: readonly number[]): string[][] {
  let start = 0;
  return sizes.map((size) => ids.slice(start, (start += size)));
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

function meetings(history: readonly (readonly string[])[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const table of history)
    for (let i = 0; i < table.length; i++)
      for (let j = i + 1; j < table.length; j++) {
        const key = pairKey(table[i], table[j]);
        met.set(key, (met.get(key) ?? 0) + 1);
      }
  return met;
}

function repeatsAt(table: readonly string[], met: ReadonlyMap<string, number>): number {
  let repeats = 0;
  for (let i = 0; i < table.length; i++)
    for (let j = i + 1; j < table.length; j++) repeats += met.get(pairKey(table[i], table[j])) ?? 0;
  return repeats;
}

function tableCost(
  table: readonly string[],
  met: ReadonlyMap<string, number>,
  rating: (id: string) => number,
) {
  const ratings = table.map(rating);
  return REPEAT_WEIGHT * repeatsAt(table, met) + Math.max(...ratings) - Math.min(...ratings);
}

/**
 * Swaps two players of different tables while a swap lowers the cost, trying pairs in a
 * fixed order, so the outcome depends only on the inputs.
 */
function improve(tables: string[][], cost: (table: readonly string[]) => number): void {
  for (let pass = 0; pass < MAX_PASSES; pass++) if (!improveOnce(tables, cost)) return;
}

function improveOnce(tables: string[][], cost: (table: readonly string[]) => number): boolean {
  let improved = false;
  for (let t = 0; t < tables.length; t++)
    for (let u = t + 1; u < tables.length; u++)
      for (let i = 0; i < tables[t].length; i++)
        for (let j = 0; j < tables[u].length; j++)
          if (trySwap(tables[t], tables[u], i, j, cost)) improved = true;
  return improved;
}

function trySwap(a: string[], b: string[], i: number, j: number, cost: (table: readonly string[]) => number) {
  const before = cost(a) + cost(b);
  [a[i], b[j]] = [b[j], a[i]];
  if (cost(a) + cost(b) < before) return true;
  [a[i], b[j]] = [b[j], a[i]];
  return false;
}
