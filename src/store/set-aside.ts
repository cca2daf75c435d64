// Issue 20: a stored record that cannot be read (not JSON, or not its namespace's schema) must
// neither stop the bot nor be lost. It is moved aside: its stored text kept under `damaged`,
// keyed by where it was and when it moved, then taken out of its namespace, so the next start
// finds it no more (reported once) and nothing built on it picks it up again.
import type Keyv from 'keyv';
import { encode } from './atomic';
import type { Database } from './database';
import { ASIDE, NAMESPACES, SWEPT, type AsideRecord } from './namespaces';
import { Unreadable } from './unreadable';

/** One record moved aside: where it was, why, and where it is kept now. */
export interface SetAside {
  key: string;
  problem: string;
  aside: string;
}

/**
 * Keeps the row `key` (namespace included) with stored text `text` under `damaged` and deletes
 * it where it was, if no one rewrote it meanwhile. Kept first: a kill in between leaves the
 * record in both places (moved again at the next start), never in neither. Answers the key it
 * is kept under, or null where the row had changed.
 */
export async function moveRowAside(
  db: Database,
  aside: Keyv<unknown>,
  row: { key: string; text: string },
  problem: string,
  movedAt: number,
): Promise<string | null> {
  const record: AsideRecord = { id: row.key, problem, movedAt, stored: row.text };
  const kept = `${ASIDE}:${row.key}:${new Date(movedAt).toISOString()}`;
  // The same row moved twice in one millisecond (two processes) is the same text: one copy.
  await db.swap(kept, undefined, await encode(aside, record));
  return (await db.remove(row.key, row.text)) ? kept : null;
}

/**
 * Start-up's sweep of the namespaces no other check reads in full (users, servers, first
 * games, indexes, the outbox, welcome flags): each record failing its check is moved aside.
 */
export async function sweepUnreadable(
  db: Database,
  now: number,
  namespaces: readonly string[] = SWEPT,
): Promise<SetAside[]> {
  const aside = db.keyv(ASIDE);
  const moved: SetAside[] = [];
  for (const namespace of namespaces) {
    for await (const row of db.rows(namespace)) {
      // Keyv's envelope is the same in every namespace: one decoder reads them all.
      const problem = await recordProblem(namespace, aside, row.text);
      if (problem === null) continue;
      const kept = await moveRowAside(db, aside, row, problem, now);
      if (kept) moved.push({ key: row.key, problem, aside: kept });
    }
  }
  return moved;
}

/** What is wrong with a stored text, as the path and kind of fault (never a value), or null. */
export async function recordProblem(
  namespace: string,
  decoder: Keyv<unknown>,
  text: string,
): Promise<string | null> {
  const value = (await decoder.deserialize?.(text))?.value;
  if (value instanceof Unreadable) return value.problem;
  const parsed = NAMESPACES[namespace](value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `${issue.path.join('.')}: ${issue.code}`;
}
