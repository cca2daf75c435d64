// Which database the stores use (issue 27): DATABASE_URL, read once at start-up. SQLite stays
// the default (the file in DATABASE_FILE), so one process on one machine needs nothing new;
// PostgreSQL lets several processes (shards, machines) share the games.

export type StoreTarget =
  | { kind: 'sqlite'; file: string }
  /** `schema`: PostgreSQL's schema for the table (default public; tests use one each). */
  | { kind: 'postgres'; url: string; schema?: string };

/** Why a DATABASE_URL is refused; the sentence is the catalogue's (config.database.*). */
export type TargetProblem = 'scheme' | 'redis' | 'postgresHost' | 'sqliteFile';

/**
 * The store a DATABASE_URL names; unset or blank is SQLite in `defaultFile`. Redis is refused:
 * the store's version check needs a conditional write inside the database, which this store
 * does with SQL (an UPDATE … WHERE on the adapter's own table) and Keyv's Redis adapter has no
 * equivalent in its API.
 */
export function parseTarget(
  url: string | undefined,
  defaultFile: string,
): { ok: true; target: StoreTarget } | { ok: false; problem: TargetProblem } {
  const text = url?.trim() ?? '';
  if (text === '') return { ok: true, target: { kind: 'sqlite', file: defaultFile } };
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'sqlite') {
    const file = text.slice('sqlite://'.length);
    return file === ''
      ? { ok: false, problem: 'sqliteFile' }
      : { ok: true, target: { kind: 'sqlite', file } };
  }
  if (scheme === 'postgres' || scheme === 'postgresql') {
    let host = '';
    try {
      host = new URL(text).hostname;
    } catch {
      // An address URL cannot read has no host either: the same sentence.
    }
    return host === ''
      ? { ok: false, problem: 'postgresHost' }
      : { ok: true, target: { kind: 'postgres', url: text } };
  }
  if (scheme === 'redis' || scheme === 'rediss') return { ok: false, problem: 'redis' };
  return { ok: false, problem: 'scheme' };
}

/** The store in use, for /kogge server status and the log: never the address (it may hold a password). */
export function targetName(target: StoreTarget): 'SQLite' | 'PostgreSQL' {
  return target.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
}
