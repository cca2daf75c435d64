// The games' store behind one small interface (load, save if version, list running), so a
// store with a real conditional write can replace Keyv when the bot runs in several
// processes. In one process the per-game queue makes the version check safe.
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
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
import { tolerantDecoder, Unreadable } from './unreadable';

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
    private readonly games: Keyv<unknown>,
    private readonly running: Keyv<unknown>,
    /** Damaged records, moved aside from `games` and kept for whoever repairs them. */
    private readonly damaged: Keyv<unknown>,
    private readonly outbox: { unposted: Keyv<unknown>; clicks: Keyv<unknown> },
    private readonly adapters: KeyvSqlite[],
    private readonly ready: Promise<unknown>,
    private readonly shared: KeyedMutex,
  ) {}

  /** One SQLite file, one namespace per kind of data. */
  static open(file: string, options: StoreOptions = {}): KeyvGameStore {
    const adapter = () => new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 10_000 });
    const adapters = [adapter(), adapter(), adapter(), adapter(), adapter()];
    // One after the other: two connections switching a fresh file's journal at once collide.
    const ready = adapters.reduce<Promise<unknown>>(
      (before, a) => before.then(() => writeAhead(a)),
      Promise.resolve(),
    );
    // Seen by the first load or save; marked handled so an early failure is not fatal here.
    ready.catch(() => undefined);
    const namespaces = ['games', 'running', 'damaged', 'unposted', 'clicks'];
    const [games, running, damaged, unposted, clicks] = namespaces.map((namespace, i) => {
      const keyv = new Keyv<unknown>({ store: adapters[i], namespace });
      keyv.deserialize = tolerantDecoder(keyv.deserialize ?? ((text) => JSON.parse(text) as never));
      return keyv;
    });
    const outbox = { unposted, clicks };
    return new KeyvGameStore(
      games,
      running,
      damaged,
      outbox,
      adapters,
      ready,
      options.shared ?? new KeyedQueue(),
    );
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
    const current = await this.games.get(record.id);
    // A damaged value (null, not JSON, not a record) has no version: the save is a conflict.
    const storedVersion =
      current === undefined
        ? -1
        : typeof current === 'object' && current !== null
          ? (current as { version?: unknown }).version
          : null;
    if (current !== undefined && storedVersion !== expected) return null;
    if (current === undefined && expected !== -1) return null;
    const saved: GameRecord = { ...record, version: expected + 1, updatedAt: Date.now() };
    const lags = postLags(saved);
    // Marked before the save and cleared after it: a kill in between leaves a mark too many
    // (start-up repair finds the post current), never a lagging post unmarked.
    if (lags) await this.outbox.unposted.set(record.id, true);
    await this.games.set(record.id, saved);
    if (!lags) await this.outbox.unposted.delete(record.id);
    await this.updateIndex(saved);
    return saved;
  }

  async listUnposted(): Promise<string[]> {
    return this.keysOf(this.outbox.unposted);
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
    await this.ready;
    // In SQLite's own JSON functions: decoding and checking every record in JavaScript (1,000
    // finished games) took ~2 s of start-up; only running games are then read in full.
    const rows = (await this.adapters[0].query(
      `SELECT key, json_valid(value) AS json,
         CASE WHEN json_valid(value) THEN json_extract(value, '$.value.status') END AS status
       FROM ${this.adapters[0].opts.table} WHERE key LIKE 'games:%'`,
    )) as { key: string; json: number; status: unknown }[];
    return rows.map((row) => ({
      id: row.key.slice('games:'.length),
      json: row.json === 1,
      status: typeof row.status === 'string' ? row.status : null,
    }));
  }

  async moveAside(id: string, problem: string): Promise<void> {
    await this.ready;
    const text: unknown = await this.adapters[0].get(`games:${id}`);
    if (text === undefined) return;
    // Keyed by the time too, so a second damaged record of the same id keeps the first.
    await this.damaged.set(`${id}:${Date.now()}`, { id, problem, movedAt: Date.now(), stored: String(text) });
    await this.games.delete(id);
  }

  async replaceIndex(guildId: string, games: RunningIndex): Promise<void> {
    await this.ready;
    await this.shared.run(indexKey(guildId), () => this.running.set(guildId, games));
  }

  async removeFromIndex(guildId: string, id: string): Promise<void> {
    await this.ready;
    await this.shared.run(indexKey(guildId), async () => {
      const list = await this.listRunning(guildId);
      if (list.some((g) => g.id === id))
        await this.running.set(
          guildId,
          list.filter((g) => g.id !== id),
        );
    });
  }

  private async keysOf(keyv: Keyv<unknown>): Promise<string[]> {
    await this.ready;
    const out: string[] = [];
    if (!keyv.iterator) return out;
    for await (const [key] of keyv.iterator(undefined)) out.push(String(key));
    return out;
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    await Promise.all(this.adapters.map((a) => a.disconnect()));
  }

  /** Read, changed and written back in the server's own queue: never two at once. */
  private updateIndex(record: GameRecord): Promise<void> {
    return this.shared.run(indexKey(record.guildId), () => this.writeIndex(record));
  }

  private async writeIndex(record: GameRecord): Promise<void> {
    const list = await this.listRunning(record.guildId);
    const others = list.filter((g) => g.id !== record.id);
    const next = ACTIVE.has(record.status) ? [...others, indexEntry(record)] : others;
    if (next.length !== list.length || !ACTIVE.has(record.status))
      await this.running.set(record.guildId, next);
  }
}

/** A game's entry in its server's index: where it is played, and who hosts it (the caps). */
export function indexEntry(record: GameRecord): RunningIndex[number] {
  return { id: record.id, channelId: record.channelId, hostId: record.hostId };
}

function indexKey(guildId: string): string {
  return `running:${guildId}`;
}

/** Whether the game's public post may show less than its record (bot/publish.ts notes `shown`). */
function postLags(record: GameRecord): boolean {
  if (!record.state) return false;
  return record.messages.shown !== record.state.version || record.messages.sending !== undefined;
}

/**
 * SQLite's write-ahead log, synced at checkpoints (`synchronous=NORMAL`): a save is one
 * append instead of a rollback journal's several fsyncs, and readers do not block the writer.
 * Measured with 50 games saving at once: ~22 ms per load-and-save with the default journal,
 * ~2.5 ms with this; at the default, 50 games playing queued answers past Discord's 3 s. A
 * committed save still survives the process being killed (SIGKILL) at any moment; only a
 * power cut or an operating system crash may lose the last few saves.
 */
async function writeAhead(adapter: KeyvSqlite): Promise<void> {
  await retryWhileBusy(() => adapter.query('PRAGMA journal_mode=WAL'));
  await retryWhileBusy(() => adapter.query('PRAGMA synchronous=NORMAL'));
}

/**
 * Changing the journal needs the file to itself, and SQLite answers SQLITE_BUSY at once
 * (without its busy timeout) while the other connection is still creating its table.
 */
async function retryWhileBusy<T>(run: () => Promise<T>, tries = 50): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const busy = (error as { code?: string }).code === 'SQLITE_BUSY';
      if (!busy || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
