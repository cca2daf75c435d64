// Views hold route markers as counts by value (index 0–8).
export function totalOf(counts: readonly number[]): number {
  return counts.reduce((a, b) => a + b, 0);
}
