// One database behind the stores: Keyv's own adapter (SQLite or PostgreSQL) for plain reads and
// writes, and the few statements Keyv's API lacks, run on that adapter's own table. The one
// that matters is `swap`, a compare-and-set: Keyv has none, and without it two processes that
// read the same game would each save over the other (issue 27).
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import KeyvPostgres from '@keyv/postgres';
import type { StoreTarget } from './target';
import { tolerantDecoder } from './unreadable';
import { timedAdapter } from '../metrics/store';

/** A stored game as start-up's check sees it, read in the database's own JSON functions. */
export interface GameRow {
  key: string;
  json: boolean;
  status: string | null;
}

type Adapter = KeyvSqlite | KeyvPostgres;

/** Open PostgreSQL databases in this process: @keyv/postgres keeps one pool per process. */
let openPostgres = 0;

export class Database {
  private readonly adapters: Adapter[] = [];
  private readonly first: Adapter;
  /** Set-up before the first read: each SQLite connection's journal, PostgreSQL's helper. */
  private settled: Promise<unknown> = Promise.resolve();

  constructor(readonly target: StoreTarget) {
    this.first = this.adapter();
    if (target.kind === 'postgres') {
      openPostgres++;
      this.after(() => postgresHelpers(this.first as KeyvPostgres));
    }
  }

  /** Whatever set-up is owed, done (or its failure, which the first read then sees). */
  get ready(): Promise<unknown> {
    return this.settled;
  }

  /** A string is an SQLite file, as before DATABASE_URL. */
  static open(target: StoreTarget | string): Database {
    return new Database(typeof target === 'string' ? { kind: 'sqlite', file: target } : target);
  }

  /**
   * A Keyv in `namespace`, on its own adapter (Keyv sets the namespace on the adapter it is
   * given). Undecodable values read as Unreadable (unreadable.ts).
   */
  keyv(namespace: string): Keyv<unknown> {
    const keyv = new Keyv<unknown>({ store: this.adapter() as KeyvStoreAdapter, namespace });
    keyv.deserialize = tolerantDecoder(keyv.deserialize ?? ((text) => JSON.parse(text) as never));
    return keyv;
  }

  /** The stored text of `key` (namespace included), undefined where there is none. */
  async text(key: string): Promise<string | undefined> {
    await this.ready;
    const value: unknown = await this.first.get(key);
    return value === undefined || value === null ? undefined : String(value);
  }

  /**
   * Writes `after` under `key` only if its stored text is still `before` (undefined: no row),
   * in one statement, so the check and the write are one step for every process on the
   * database. Answers whether it wrote.
   */
  async swap(key: string, before: string | undefined, after: string): Promise<boolean> {
    await this.ready;
    const table = this.table();
    const rows =
      before === undefined
        ? await this.run(
            `INSERT INTO ${table} (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`,
            [key, after],
          )
        : await this.run(`UPDATE ${table} SET value = ? WHERE key = ? AND value = ? RETURNING key`, [
            after,
            key,
            before,
          ]);
    return rows.length === 1;
  }

  /**
   * Deletes `key` only if its stored text is still `text`, in one statement (a record rewritten
   * since it was read is never lost); answers whether it deleted.
   */
  async remove(key: string, text: string): Promise<boolean> {
    await this.ready;
    const rows = await this.run(`DELETE FROM ${this.table()} WHERE key = ? AND value = ? RETURNING key`, [
      key,
      text,
    ]);
    return rows.length === 1;
  }

  /**
   * Every row of a namespace, key (namespace included) and stored text, in key order, read a
   * page at a time so a large store is never held whole (store:copy).
   */
  async *rows(namespace: string): AsyncGenerator<{ key: string; text: string }> {
    // A range of keys (`;` follows `:`).
    yield* this.rowsBetween(`${namespace}:`, `${namespace};`);
  }

  /** Every row whose key lies strictly between `from` and `to`, in key order, 200 at a time. */
  async *rowsBetween(from: string, to: string): AsyncGenerator<{ key: string; text: string }> {
    await this.ready;
    const key = this.byteKey();
    let after = from;
    for (;;) {
      const page = await this.run(
        `SELECT key, value FROM ${this.table()} WHERE ${key} > ? AND ${key} < ? ORDER BY ${key} LIMIT 200`,
        [after, to],
      );
      for (const row of page) yield { key: String(row.key), text: String(row.value) };
      if (page.length < 200) return;
      after = String(page[page.length - 1].key);
    }
  }

  /** How many rows have a key from `from` up to (not including) `to`. */
  async count(from: string, to: string): Promise<number> {
    await this.ready;
    const key = this.byteKey();
    const [row] = await this.run(
      `SELECT count(*) AS count FROM ${this.table()} WHERE ${key} >= ? AND ${key} < ?`,
      [from, to],
    );
    return Number(row?.count ?? 0);
  }

  /** Keys compared byte by byte: PostgreSQL's default collation may skip punctuation. */
  private byteKey(): string {
    return this.target.kind === 'sqlite' ? 'key' : 'key COLLATE "C"';
  }

  /** Every stored game's key, whether it is JSON, and its status where that is a string. */
  async gameRows(): Promise<GameRow[]> {
    await this.ready;
    const rows =
      this.target.kind === 'sqlite'
        ? await this.run(
            // In SQLite's own JSON functions: decoding and checking every record in JavaScript
            // (1,000 finished games) took ~2 s of start-up; only running games are read in full.
            `SELECT key, json_valid(value) AS json,
               CASE WHEN json_valid(value) THEN json_extract(value, '$.value.status') END AS status
             FROM ${this.table()} WHERE key LIKE 'games:%'`,
            [],
          )
        : await this.run(
            `SELECT key, j IS NOT NULL AS json,
               CASE WHEN jsonb_typeof(j->'value'->'status') = 'string' THEN j->'value'->>'status' END AS status
             FROM (SELECT key, kogge_json(value) AS j FROM ${this.table()} WHERE key LIKE 'games:%') AS s`,
            [],
          );
    return rows.map((row) => ({
      key: String(row.key),
      json: row.json === 1 || row.json === true,
      status: typeof row.status === 'string' ? row.status : null,
    }));
  }

  /** Keys of ended games that name a league (leagues' start-up catch-up), sorted. */
  async endedLeagueGameKeys(): Promise<string[]> {
    await this.ready;
    const rows =
      this.target.kind === 'sqlite'
        ? await this.run(
            `SELECT key FROM ${this.table()} WHERE key LIKE 'games:%' AND json_valid(value)
               AND json_extract(value, '$.value.status') = 'ended'
               AND json_extract(value, '$.value.league.id') IS NOT NULL`,
            [],
          )
        : await this.run(
            `SELECT key FROM (SELECT key, kogge_json(value) AS j FROM ${this.table()} WHERE key LIKE 'games:%') AS s
             WHERE j->'value'->>'status' = 'ended'
               AND COALESCE(jsonb_typeof(j->'value'->'league'->'id'), 'null') <> 'null'`,
            [],
          );
    return rows.map((row) => String(row.key)).sort();
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    if (this.target.kind === 'sqlite') {
      await Promise.all(this.adapters.map((a) => a.disconnect()));
      return;
    }
    // The pool is the process's (one per address in @keyv/postgres): ended with the last user.
    openPostgres--;
    if (openPostgres === 0) await this.first.disconnect();
  }

  private adapter(): Adapter {
    const made =
      this.target.kind === 'sqlite'
        ? new KeyvSqlite({ uri: `sqlite://${this.target.file}`, busyTimeout: 10_000 })
        : // Iterated 500 rows a query (the default, 10, reads every server's index in tens of trips).
          new KeyvPostgres({
            uri: this.target.url,
            iterationLimit: 500,
            schema: this.target.schema ?? 'public',
          });
    // Issue 40: timed for /metrics when it is on (the same adapter otherwise).
    timedAdapter(made, this.target.kind);
    this.adapters.push(made);
    // One after the other: two connections switching a fresh file's journal at once collide.
    if (made instanceof KeyvSqlite) this.after(() => writeAhead(made).then(() => smallPageCache(made)));
    return made;
  }

  private after(step: () => Promise<unknown>): void {
    this.settled = this.settled.then(step);
    // Seen by the first read or write; marked handled so an early failure is not fatal here.
    this.settled.catch(() => undefined);
  }

  private table(): string {
    const opts = this.first.opts as { table?: string; schema?: string };
    return this.target.kind === 'sqlite' ? String(opts.table) : `${opts.schema}.${opts.table}`;
  }

  /** One statement with `?` placeholders, numbered for PostgreSQL. */
  private async run(sql: string, values: unknown[]): Promise<Record<string, unknown>[]> {
    if (this.target.kind === 'sqlite')
      return (await (this.first as KeyvSqlite).query(sql, ...values)) as never;
    let n = 0;
    const numbered = sql.replace(/\?/g, () => `$${++n}`);
    return (await (this.first as KeyvPostgres).query(numbered, values)) as never;
  }
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
 * SQLite's page cache per connection at 128 KB instead of its default 2 MB. Keyv opens a
 * connection per namespace, and the bot has about 19 of them (games, running, clicks, leagues,
 * settings …); start-up's scans and the games played fill each cache, which stays in the
 * bot's memory. They save little: in WAL mode a connection's cache is dropped whenever
 * another connection has written since its last read (every save does), and the file's pages
 * stay in the system's cache anyway. Measured (`BENCH_BOT_ROUNDS=none npx tsx bench/index.ts
 * bot`, 1,000 games stored, twice each): RSS at rest 128–134 MB -> 111–116 MB.
 */
async function smallPageCache(adapter: KeyvSqlite): Promise<void> {
  await adapter.query('PRAGMA cache_size=-128');
}

/**
 * `kogge_json(text)`: the text as jsonb, or NULL where it is not JSON (PostgreSQL's cast would
 * stop the whole query on one damaged record). Made under an advisory lock: two processes
 * replacing one function at once fail with "tuple concurrently updated".
 */
async function postgresHelpers(adapter: KeyvPostgres): Promise<void> {
  await adapter.query(`DO $do$ BEGIN
    PERFORM pg_advisory_xact_lock(27027);
    CREATE OR REPLACE FUNCTION kogge_json(t text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $f$
      BEGIN RETURN t::jsonb; EXCEPTION WHEN others THEN RETURN NULL; END $f$;
  END $do$`);
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
