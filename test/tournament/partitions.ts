// Every way to seat `players` at tables of the given sizes (tables of one size unordered), for
// checking a seating against the best one by brute force. Small groups only.
export function* partitions(players: readonly string[], sizes: readonly number[]): Generator<string[][]> {
  if (sizes.length === 0) {
    if (players.length === 0) yield [];
    return;
  }
  const [size, ...rest] = sizes;
  const [first, ...others] = players;
  // The first player sits at the first table: each table set is generated once per order of sizes.
  for (const mates of choose(others, size - 1)) {
    const table = [first, ...mates];
    const left = others.filter((p) => !mates.includes(p));
    for (const tail of partitions(left, rest)) yield [table, ...tail];
  }
}

function* choose<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++)
    for (const tail of choose(items, k - 1, i + 1)) yield [items[i], ...tail];
}
