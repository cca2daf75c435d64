// The games' store behind one small interface (load, save if version, list running). The
// version check of a save is a compare-and-set in the database itself (Database.swap), so it
// holds across processes (shards on one PostgreSQL, or two processes on one SQLite file); the
// per-game queue still orders one process's own saves. Shared records (a server's index) are
// changed atomically too (atomic.ts).
import type Keyv from 'keyv';
import { encode, updateAtomically } from './atomic';
import { Database } from './database';
import {
  GameRecordSchema,
  PendingClickSchema,
  RunningIndexSchema,
  type GameRecord,
  type PendingClick,
  type RunningIndex,
} from './game-record';
import { KeyedQueue, type KeyedMutex } from './keyed-queue';
import { migrate } from './migrate';
import { postAfter, PostMarks, storedVersions, withNoteShown } from './post-marks';
import { PostNotes, withNote, type PostFields } from './post-notes';
import type { StoreTarget } from './target';
import { Unreadable } from './unreadable';

// The store's own answer, below the bot and its catalogue: why a load failed, for the log; the
// bot turns it into its one `Result` (bot/records.ts).
export type LoadResult =
  | { ok: true; record: GameRecord }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'invalid'; problem: string };

export interface GameStore {
  load(id: string): Promise<LoadResult>;
  /** Stores `record` with version `expected + 1` if the stored one is still `expected`. */
  saveIfVersion(record: GameRecord, expected: number): Promise<GameRecord | null>;
  listRunning(guildId: string): Promise<RunningIndex>;
  /** Every server's running games (start-up). */
  allRunning(): Promise<{ guildId: string; games: RunningIndex }[]>;
  /** Every stored game, ended ones and damaged ones included, as start-up's check sees it. */
  scan(): Promise<ScannedGame[]>;
  /** Keeps a damaged record's stored text under `damaged` and takes it out of the games. */
  moveAside(id: string, problem: string): Promise<void>;
  /** Sets a server's index to `games` (start-up, where the records disagree with it). */
  replaceIndex(guildId: string, games: RunningIndex): Promise<void>;
  /** Takes one game out of its server's index (a damaged game abandoned). */
  removeFromIndex(guildId: string, id: string): Promise<void>;
  /** Games (running, ended, abandoned) whose record may have changed since their last post. */
  listUnposted(): Promise<string[]>;
  /**
   * The game's public post now shows state `version` and nothing is owed before it (its
   * notices sent): its mark goes unless a newer save raised it. Not a save of the record.
   */
  notePosted(id: string, version: number): Promise<void>;
  /**
   * Notes what `record`'s post now is (a new post announced, or its id once sent) without
   * saving the record (post-notes.ts); returns `record` with the note in it. An announced post
   * (`sending`) marks the game's post as owing the record's state first.
   */
  notePost(record: GameRecord, fields: PostFields): Promise<GameRecord>;
  /** `record` (one in hand) with any newer note of its post folded in. */
  withPostNote(record: GameRecord): Promise<GameRecord>;
  /** Notes a deferred click until it is answered (bot/pending-clicks.ts). */
  notePending(click: PendingClick): Promise<void>;
  forgetPending(id: string): Promise<void>;
  listPending(): Promise<PendingClick[]>;
  close(): Promise<void>;
}

/** A stored game before any schema check: cheap enough to look at every one at start-up. */
export interface ScannedGame {
  id: string;
  /** Whether its stored text is JSON at all. */
  json: boolean;
  /** Its `status` where it has a string there (only running games need a full read). */
  status: string | null;
}

export interface StoreOptions {
  /** What serialises changes to shared records; tests pass one that does not, to show why. */
  shared?: KeyedMutex;
}

const ACTIVE = new Set(['lobby', 'playing']);

export class KeyvGameStore implements GameStore {
  private constructor(
    private readonly db: Database,
    private readonly games: Keyv<unknown>,
    private readonly running: Keyv<unknown>,
    /** Damaged records, moved aside from `games` and kept for whoever repairs them. */
    private readonly damaged: Keyv<unknown>,
    private readonly outbox: { unposted: PostMarks; notes: PostNotes; clicks: Keyv<unknown> },
    private readonly shared: KeyedMutex,
  ) {}

  /** One database (a string: an SQLite file), one namespace per kind of data. */
  static open(target: StoreTarget | string | Database, options: StoreOptions = {}): KeyvGameStore {
    const db = target instanceof Database ? target : Database.open(target);
    const [games, running, damaged, unposted, notes, clicks] = [
      'games',
      'running',
      'damaged',
      'unposted',
      'post-notes',
      'clicks',
    ].map((namespace) => db.keyv(namespace));
    const outbox = { unposted: new PostMarks(db, unposted), notes: new PostNotes(db, notes), clicks };
    return new KeyvGameStore(db, games, running, damaged, outbox, options.shared ?? new KeyedQueue());
  }

  /** The database in use (its kind for /kogge server status). */
  get database(): Database {
    return this.db;
  }

  private get ready(): Promise<unknown> {
    return this.db.ready;
  }

  async load(id: string): Promise<LoadResult> {
    await this.ready;
    const raw = await this.games.get(id);
    if (raw === undefined) return { ok: false, reason: 'missing' };
    if (raw instanceof Unreadable) return { ok: false, reason: 'invalid', problem: raw.problem };
    const parsed = GameRecordSchema.safeParse(migrate(raw));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // The path and the kind of fault, never zod's message: it may quote a stored secret.
      return { ok: false, reason: 'invalid', problem: `${issue.path.join('.')}: ${issue.code}` };
    }
    return { ok: true, record: await this.withPostNote(parsed.data) };
  }

  async saveIfVersion(record: GameRecord, expected: number): Promise<GameRecord | null> {
    await this.ready;
    const key = `games:${record.id}`;
    const before = await this.db.text(key);
    const stored = before === undefined ? null : storedVersions(before);
    if (before === undefined ? expected !== -1 : stored?.version !== expected) return null;
    // A note of the post written after `record` was read is written in (post-notes.ts).
    const note = before === undefined ? null : await this.outbox.notes.read(record.id);
    const saved: GameRecord = {
      ...withNote(record, note?.note),
      version: expected + 1,
      updatedAt: Date.now(),
    };
    const post = postAfter(saved, withNoteShown(stored, note?.note));
    // Marked before the save and cleared after it: a kill in between leaves a mark too many
    // (start-up repair finds the post current), never a lagging post unmarked.
    if (post.lags !== null) await this.outbox.unposted.raise(record.id, post.lags);
    // Written only if no one (no other process either) saved since `before` was read.
    if (!(await this.db.swap(key, before, await encode(this.games, saved)))) return null;
    if (post.shown) await this.outbox.unposted.clear(record.id, 'all');
    if (note) await this.outbox.notes.consumed(record.id, note);
    await this.updateIndex(saved);
    return saved;
  }

  async listUnposted(): Promise<string[]> {
    return this.outbox.unposted.list();
  }

  async notePosted(id: string, version: number): Promise<void> {
    await this.ready;
    await this.outbox.unposted.clear(id, version);
  }

  async notePost(record: GameRecord, fields: PostFields): Promise<GameRecord> {
    await this.ready;
    const owed = record.state?.version;
    // Marked before the announcement is noted: a kill in between leaves a mark too many.
    if (fields.sending && owed !== undefined) await this.outbox.unposted.raise(record.id, owed);
    return withNote(record, await this.outbox.notes.write(record.id, fields));
  }

  async withPostNote(record: GameRecord): Promise<GameRecord> {
    await this.ready;
    return withNote(record, (await this.outbox.notes.read(record.id))?.note);
  }

  async notePending(click: PendingClick): Promise<void> {
    await this.ready;
    await this.outbox.clicks.set(click.id, click);
  }

  async forgetPending(id: string): Promise<void> {
    await this.ready;
    await this.outbox.clicks.delete(id);
  }

  async listPending(): Promise<PendingClick[]> {
    await this.ready;
    const out: PendingClick[] = [];
    if (!this.outbox.clicks.iterator) return out;
    for await (const [, value] of this.outbox.clicks.iterator(undefined)) {
      const parsed = PendingClickSchema.safeParse(value);
      if (parsed.success) out.push(parsed.data);
    }
    return out;
  }

  async listRunning(guildId: string): Promise<RunningIndex> {
    await this.ready;
    const parsed = RunningIndexSchema.safeParse((await this.running.get(guildId)) ?? []);
    return parsed.success ? parsed.data : [];
  }

  async allRunning(): Promise<{ guildId: string; games: RunningIndex }[]> {
    await this.ready;
    const out: { guildId: string; games: RunningIndex }[] = [];
    if (!this.running.iterator) return out;
    for await (const [guildId, value] of this.running.iterator(undefined)) {
      const parsed = RunningIndexSchema.safeParse(value);
      if (parsed.success) out.push({ guildId: String(guildId), games: parsed.data });
    }
    return out;
  }

  async scan(): Promise<ScannedGame[]> {
    const rows = await this.db.gameRows();
    return rows.map((row) => ({ id: row.key.slice('games:'.length), json: row.json, status: row.status }));
  }

  async moveAside(id: string, problem: string): Promise<void> {
    await this.ready;
    const text = await this.db.text(`games:${id}`);
    if (text === undefined) return;
    // Keyed by the time too, so a second damaged record of the same id keeps the first.
    await this.damaged.set(`${id}:${Date.now()}`, { id, problem, movedAt: Date.now(), stored: text });
    await this.games.delete(id);
  }

  async replaceIndex(guildId: string, games: RunningIndex): Promise<void> {
    await this.ready;
    await this.changeIndex(guildId, () => games);
  }

  async removeFromIndex(guildId: string, id: string): Promise<void> {
    await this.ready;
    await this.changeIndex(guildId, (list) =>
      list.some((g) => g.id === id) ? list.filter((g) => g.id !== id) : null,
    );
  }

  async close(): Promise<void> {
    await this.db.close();
  }

  private updateIndex(record: GameRecord): Promise<void> {
    return this.changeIndex(record.guildId, (list) => {
      const others = list.filter((g) => g.id !== record.id);
      if (!ACTIVE.has(record.status)) return others.length === list.length ? null : others;
      // Already listed: the index keeps the entry (and its place) as it is.
      return others.length === list.length ? [...others, indexEntry(record)] : null;
    });
  }

  /**
   * A server's index read, changed and written back: in this process's queue for the server
   * (never two at once here), and as a compare-and-set, so another process's change in
   * between is read again rather than overwritten. `change` answers null for no change.
   */
  private changeIndex(guildId: string, change: (list: RunningIndex) => RunningIndex | null): Promise<void> {
    return this.shared.run(indexKey(guildId), () =>
      updateAtomically(this.db, this.running, guildId, async (current) => {
        const parsed = RunningIndexSchema.safeParse(current ?? []);
        return { next: change(parsed.success ? parsed.data : []), answer: undefined };
      }),
    );
  }
}

/** A game's entry in its server's index: where it is played, and who hosts it (the caps). */
export function indexEntry(record: GameRecord): RunningIndex[number] {
  const entry = { id: record.id, channelId: record.channelId, hostId: record.hostId };
  return record.league ? { ...entry, league: true } : entry;
}

function indexKey(guildId: string): string {
  return `running:${guildId}`;
}
