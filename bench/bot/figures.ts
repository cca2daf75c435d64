// Figures printed by the bot bench: percentiles of times, and megabytes.

export function percentiles(values: number[]): string {
  if (values.length === 0) return 'none';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`;
}

/** Megabytes of a million bytes, the goal's unit: the stricter reading of "under 200 MB". */
export function mb(bytes: number): string {
  return (bytes / 1e6).toFixed(1);
}
