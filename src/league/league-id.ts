// Issue 37: a league's id (its store key) from its name, in any script. Latin names read as
// themselves ("Baltic Cup 2026!" → "baltic-cup-2026"); a name with no Latin letter or digit
// (Japanese, emoji) gets a hash of the whole name, and so does a name whose plain id another
// league of a different name holds ("Hansa Cup" and "Hansa-Cup!"): different names never
// share an id. Pure, as src/league is: FNV-1a, not node:crypto.

/** The length of an id (the schema's limit). */
const MAX_ID = 32;
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

/** The name as two people would mean it alike: case, width and spacing do not count. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function sameLeagueName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** "Baltic Cup 2026!" → "baltic-cup-2026"; empty where the name has no Latin letter or digit. */
export function plainId(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ID)
    .replace(/-+$/g, '');
}

/** 64 bits of FNV-1a over the name's UTF-8 bytes, in base 36 (at most 13 characters). */
function nameHash(name: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(nameKey(name))) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash.toString(36);
}

/**
 * The league's id: the first of its candidates no other league holds (`taken`). The plain id
 * first, then the hashed one, then numbered ones, so an id is always found.
 */
export function leagueId(name: string, taken: (id: string) => boolean): string {
  const plain = plainId(name);
  const hash = nameHash(name);
  const head = (plain || 'league').slice(0, MAX_ID - hash.length - 1).replace(/-+$/g, '');
  const candidates = [plain, `${head}-${hash}`].filter((id) => id.length > 0);
  const free = candidates.find((id) => !taken(id));
  if (free) return free;
  for (let n = 2; ; n++) {
    const numbered = `${head.slice(0, MAX_ID - hash.length - String(n).length - 2)}-${hash}-${n}`;
    if (!taken(numbered)) return numbered;
  }
}
