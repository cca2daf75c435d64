// Two plain JSON values the same, whatever the order of their keys: a state read back from the
// store comes out of its zod schema with the schema's key order, one made by `apply` with the
// engine's, and a comparison by JSON text would call them different.
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalText(a) === canonicalText(b);
}

/** JSON text with every object's keys sorted (and, as JSON, undefined members left out). */
export function canonicalText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}
