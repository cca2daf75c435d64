// A shared record (a server's running-games index, a league) changed by several processes at
// once: each change reads the stored text, computes the next value, and writes it only if the
// text is still what it read (Database.swap); otherwise it reads again and recomputes. The
// in-process queue (keyed-queue.ts) still runs first, so one process's own changes never
// collide; this loop is for the other processes (issue 27).
import type Keyv from 'keyv';
import type { Database } from './database';

/** How often a change is recomputed before it gives up; each retry means another process won. */
const TRIES = 20;

export class SwapContended extends Error {
  constructor(key: string) {
    super(`record ${key} changed ${TRIES} times while being updated`);
  }
}

/**
 * Runs `change` on the stored value of `key` in `keyv` (undefined: none; an Unreadable where
 * it cannot be decoded) and stores what it returns, atomically; null stores nothing.
 * `change` may run more than once: it must not have effects it cannot repeat.
 */
export async function updateAtomically<T>(
  db: Database,
  keyv: Keyv<unknown>,
  key: string,
  change: (current: unknown) => Promise<{ next: unknown; answer: T }>,
): Promise<T> {
  const stored = storedKey(keyv, key);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const before = await db.text(stored);
    const current = before === undefined ? undefined : await decode(keyv, before);
    const { next, answer } = await change(current);
    if (next === null) return answer;
    const after = await encode(keyv, next);
    if (await db.swap(stored, before, after)) return answer;
  }
  throw new SwapContended(stored);
}

/** `value` as `keyv` stores it (its own serializer, Keyv's envelope), for Database.swap. */
export async function encode(keyv: Keyv<unknown>, value: unknown): Promise<string> {
  return keyv.serialize ? keyv.serialize({ value }) : JSON.stringify({ value });
}

/** The key under which `keyv` stores `key` (its namespace before it), for Database's raw access. */
export function storedKey(keyv: Keyv<unknown>, key: string): string {
  return `${keyv.namespace}:${key}`;
}

/** A stored text as `keyv` reads it (an Unreadable where it cannot; unreadable.ts). */
export async function decode(keyv: Keyv<unknown>, text: string): Promise<unknown> {
  const data = keyv.deserialize ? await keyv.deserialize(text) : (JSON.parse(text) as { value?: unknown });
  return data?.value;
}
