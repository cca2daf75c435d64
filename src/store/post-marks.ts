// Issue 28 and 22: the outbox's marks of games whose public post may lag their record. A mark
// is the state version the post must reach (`true`, from before versions were kept: unknown,
// so never taken for reached). It is raised before the save that leaves the post behind and
// taken away only once a post shows at least that version, each a compare-and-set on the
// mark's stored text. So a kill at any instant leaves a lagging post marked (start-up repair,
// bot/repair.ts), and a slow publisher noting an older board cannot clear a newer save's mark.
// Noting an edited board here, rather than saving the whole record again, keeps a click to
// one save of its record.
import type Keyv from 'keyv';
import { z } from 'zod';
import { decode, storedKey, updateAtomically } from './atomic';
import type { Database } from './database';
import type { GameRecord } from './game-record';
import type { PostNote } from './post-notes';

/** A stored mark: the state version the post must reach, or `true` (a mark from before). */
export const PostMarkSchema = z.union([z.literal(true), z.number().int()]);
type PostMark = z.infer<typeof PostMarkSchema>;

/** Whether a post showing `version` reaches `mark` (an unreadable mark is never reached). */
function reaches(mark: unknown, version: number): boolean {
  const parsed = PostMarkSchema.safeParse(mark);
  return parsed.success && parsed.data !== true && parsed.data <= version;
}

export class PostMarks {
  constructor(
    private readonly db: Database,
    private readonly marks: Keyv<unknown>,
  ) {}

  /** Marks the game's post as owing `version` at least (a higher mark is kept). */
  async raise(id: string, version: number): Promise<void> {
    await updateAtomically(this.db, this.marks, id, (current) => {
      const parsed = PostMarkSchema.safeParse(current);
      const kept: PostMark | null = parsed.success ? parsed.data : null;
      const next = kept === true || (kept !== null && kept >= version) ? null : version;
      return Promise.resolve({ next, answer: undefined });
    });
  }

  /**
   * Takes the mark away if a post showing `version` reaches it, or whatever it says with
   * `version` 'all' (a save whose record says its post shows it, in the game's queue). Taken
   * only if its stored text is still the one read: a mark raised meanwhile stays.
   */
  async clear(id: string, version: number | 'all'): Promise<void> {
    const key = storedKey(this.marks, id);
    const text = await this.db.text(key);
    if (text === undefined) return;
    if (version !== 'all' && !reaches(await decode(this.marks, text), version)) return;
    await this.db.remove(key, text);
  }

  /** Every marked game's id. */
  async list(): Promise<string[]> {
    await this.db.ready;
    const out: string[] = [];
    if (!this.marks.iterator) return out;
    for await (const [key] of this.marks.iterator(undefined)) out.push(String(key));
    return out;
  }
}

/** What a save's check reads from the stored game: its version, its state's, its post's. */
export interface StoredVersions {
  version: unknown;
  state: unknown;
  shown: unknown;
  /** The post note the stored record includes (post-notes.ts), if any. */
  note: unknown;
}

/** The stored versions as a load sees them: a note the record does not include says its `shown`. */
export function withNoteShown(stored: StoredVersions | null, note: PostNote | null | undefined) {
  if (!stored || !note || note.token === stored.note) return stored;
  return { ...stored, shown: note.shown };
}

/**
 * What a save does to its game's post mark. `shown`: the record says its post
 * shows its state and owes nothing (a new post's note written in, post-notes.ts): the mark goes.
 * `lags`: the version the post now owes, where the save leaves it behind: a new state, a
 * `shown` changed to another version or forgotten (an abandon, until its buttons are gone), a
 * new post on its way, or notices owed. An edited board is noted in the mark alone, so the
 * record's `shown` may be older than its post: a save that changes neither leaves the mark.
 */
export function postAfter(
  record: GameRecord,
  stored: StoredVersions | null,
): { shown: boolean; lags: number | null } {
  const state = record.state?.version;
  if (state === undefined) return { shown: false, lags: null };
  const { shown, sending, notices } = record.messages;
  const owes = sending !== undefined || (notices?.length ?? 0) > 0;
  if (!owes && shown === state) return { shown: true, lags: null };
  const moved = state !== stored?.state || shown !== stored.shown;
  return { shown: false, lags: owes || moved ? state : null };
}

/** A stored game's versions; null where its text has none (damaged: a save there is a conflict). */
export function storedVersions(text: string): StoredVersions | null {
  try {
    type Messages = { shown?: unknown; note?: unknown };
    type Stored = { version?: unknown; state?: { version?: unknown }; messages?: Messages };
    const value = (JSON.parse(text) as { value?: Stored } | null)?.value;
    if (typeof value !== 'object' || value === null) return null;
    const state = typeof value.state === 'object' && value.state !== null ? value.state.version : undefined;
    const messages: Messages =
      typeof value.messages === 'object' && value.messages !== null ? value.messages : {};
    return { version: value.version, state, shown: messages.shown, note: messages.note };
  } catch {
    return null;
  }
}
