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
import { PostMarks } from './post-marks';
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
    private readonly outbox: { unposted: PostMarks; clicks: Keyv<unknown> },
    private readonly shared: KeyedMutex,
  ) {}

  /** One database (a string: an SQLite file), one namespace per kind of data. */
  static open(target: StoreTarget | string | Database, options: StoreOptions = {}): KeyvGameStore {
    const db = target instanceof Database ? target : Database.open(target);
    const [games, running, damaged, unposted, clicks] = [
      'games',
      'running',
      'damaged',
      'unposted',
      'clicks',
    ].map((namespace) => db.keyv(namespace));
    const outbox = { unposted: new PostMarks(db, unposted), clicks };
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
    return { ok: true, record: parsed.data };
  }

  async saveIfVersion(record: GameRecord, expected: number): Promise<GameRecord | null> {
    await this.ready;
    const key = `games:${record.id}`;
    const before = await this.db.text(key);
    const stored = before === undefined ? null : storedVersions(before);
    if (before === undefined ? expected !== -1 : stored?.version !== expected) return null;
    const saved: GameRecord = { ...record, version: expected + 1, updatedAt: Date.now() };
    const post = postAfter(saved, stored);
    // Marked before the save and cleared after it: a kill in between leaves a mark too many
    // (start-up repair finds the post current), never a lagging post unmarked.
    if (post.lags !== null) await this.outbox.unposted.raise(record.id, post.lags);
    // Written only if no one (no other process either) saved since `before` was read.
    if (!(await this.db.swap(key, before, await encode(this.games, saved)))) return null;
    if (post.shown) await this.outbox.unposted.clear(record.id, 'all');
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
  return { id: record.id, channelId: record.channelId, hostId: record.hostId };
}

function indexKey(guildId: string): string {
  return `running:${guildId}`;
}

/** What a save's check reads from the stored game: its version, its state's, its post's. */
interface StoredVersions {
  version: unknown;
  state: unknown;
  shown: unknown;
}

/**
 * What a save does to its game's post mark (post-marks.ts). `shown`: the record says its post
 * shows its state and owes nothing (publish.ts noted a new post there): the mark goes.
 * `lags`: the version the post now owes, where the save leaves it behind: a new state, a
 * `shown` changed to another version or forgotten (an abandon, until its buttons are gone), a
 * new post on its way, or notices owed. An edited board is noted in the mark alone, so the
 * record's `shown` may be older than its post: a save that changes neither leaves the mark.
 */
function postAfter(
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
function storedVersions(text: string): StoredVersions | null {
  try {
    type Stored = { version?: unknown; state?: { version?: unknown }; messages?: { shown?: unknown } };
    const value = (JSON.parse(text) as { value?: Stored } | null)?.value;
    if (typeof value !== 'object' || value === null) return null;
    const state = typeof value.state === 'object' && value.state !== null ? value.state.version : undefined;
    const shown =
      typeof value.messages === 'object' && value.messages !== null ? value.messages.shown : undefined;
    return { version: value.version, state, shown };
  } catch {
    return null;
  }
}
