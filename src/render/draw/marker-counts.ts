// Views hold route markers as counts by value (index 0–8); drawing wants the values.
export function valuesOf(counts: readonly number[]): number[] {
  return counts.flatMap((n, value) => Array<number>(n).fill(value));
}

export function totalOf(counts: readonly number[]): number {
  return counts.reduce((a, b) => a + b, 0);
}
