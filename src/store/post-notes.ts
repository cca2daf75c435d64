// Issue 22 with issue 28's outbox: a click that starts a new public post saves its record once.
// A new post is announced before it is sent (`sending`: a kill after the send lets start-up
// find the message, bot/post-reconcile.ts) and its id noted after, and both used to be saves
// of the whole record. They are notes here instead: one small record per game holding what the
// record's `post`, `shown` and `sending` now are, written whole as a compare-and-set, with a
// fresh token each time.
//
// Why a note folded in, not a save: the record is the big value every click rewrites; the note
// is three fields. Why it cannot be lost or go stale:
// - `load` folds a note into the record it returns unless the record names its token
//   (`messages.note`): the record already includes it.
// - A save folds the note in as well, unless the record saved names its token. Naming it means
//   the saver saw the note and what it says of the post is deliberate (an abandon forgetting
//   `shown`); not naming it means the saver's record is from before the note (a record in hand
//   since its action's save), so the note, written later, wins, as its save would have.
// - Only after the record is written with the note in it is the note removed, and only if its
//   stored text is still the one read: a newer note stays. A kill before the removal leaves a
//   note the record names, which nothing folds again.
// - The announcing note raises the post mark (post-marks.ts) first, as a save with `sending`
//   does, so a kill anywhere after it has start-up look at the game (bot/repair.ts).
import { randomBytes } from 'node:crypto';
import type Keyv from 'keyv';
import { z } from 'zod';
import { decode, storedKey, updateAtomically } from './atomic';
import type { Database } from './database';
import { PostSchema, SendingSchema, ThreadNotesSchema, type GameRecord } from './game-record';

/** What a note says of the post: the record's three fields it stands for (a new lobby's id, a live board's thread). */
export const PostNoteSchema = z.object({
  token: z.string().min(1).max(64),
  post: PostSchema.nullable(),
  shown: z.number().int().optional(),
  sending: SendingSchema.optional(),
  /** The lobby message's id, noted once it is sent (bot/open-game.ts); absent: the record's stands. */
  lobby: z.string().optional(),
  /** Issue 38: what a live board's thread has been told (bot/live-board.ts); absent: the record's stands. */
  thread: ThreadNotesSchema.optional(),
});
export type PostNote = z.infer<typeof PostNoteSchema>;
export type PostFields = Omit<PostNote, 'token'>;

/** A note as read: its stored text (to remove it only if unchanged) and its value, if readable. */
export interface ReadNote {
  text: string;
  note: PostNote | null;
}

/** `record` with `note` folded in, unless it already includes it (or there is none). */
export function withNote(record: GameRecord, note: PostNote | null | undefined): GameRecord {
  if (!note || note.token === record.messages.note) return record;
  const { token, post, shown, sending, lobby, thread } = note;
  const messages = {
    ...record.messages,
    post,
    shown,
    sending,
    note: token,
    ...(lobby === undefined ? {} : { lobby }),
    ...(thread === undefined ? {} : { thread }),
  };
  return { ...record, messages };
}

export class PostNotes {
  constructor(
    private readonly db: Database,
    private readonly notes: Keyv<unknown>,
  ) {}

  /** The game's note as stored; null where there is none. */
  async read(id: string): Promise<ReadNote | null> {
    const text = await this.db.text(storedKey(this.notes, id));
    if (text === undefined) return null;
    const parsed = PostNoteSchema.safeParse(await decode(this.notes, text));
    return { text, note: parsed.success ? parsed.data : null };
  }

  /** Notes the post's fields under a fresh token; returns the note written. */
  async write(id: string, fields: PostFields): Promise<PostNote> {
    const note: PostNote = { token: randomBytes(6).toString('hex'), ...fields };
    return updateAtomically(this.db, this.notes, id, () => Promise.resolve({ next: note, answer: note }));
  }

  /** Removes the note read as `read`, once a saved record includes it; a newer note stays. */
  async consumed(id: string, read: ReadNote): Promise<void> {
    await this.db.remove(storedKey(this.notes, id), read.text);
  }
}
