// Issue 27, the bot's memory: every SQLite connection the store opens (one per Keyv namespace)
// keeps a page cache of 128 KB, not SQLite's default 2 MB (database.ts, smallPageCache).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { describe, expect, it } from 'vitest';
import { Database } from '../../src/store/database';

/** The page cache size a connection reports (negative: in KiB). */
async function cacheSize(adapter: KeyvSqlite): Promise<number> {
  const [row] = (await adapter.query('PRAGMA cache_size')) as { cache_size: number }[];
  return row.cache_size;
}

const freshFile = () => join(mkdtempSync(join(tmpdir(), 'kogge-cache-')), 'kogge.sqlite');

describe('SQLite page cache per connection', () => {
  it('is 128 KiB on every namespace connection a Database opens', async () => {
    const db = Database.open(freshFile());
    const adapters = ['games', 'running', 'clicks'].map((ns) => db.keyv(ns).store as KeyvSqlite);
    await db.ready;
    expect(await Promise.all(adapters.map(cacheSize))).toEqual([-128, -128, -128]);
    // Still usable: a write and a read through one of them.
    await db.keyv('games').set('g1', { ok: true });
    expect(await db.keyv('games').get('g1')).toEqual({ ok: true });
    await db.close();
  });

  it("control: a connection opened without the Database keeps SQLite's default 2 MB", async () => {
    const plain = new KeyvSqlite({ uri: `sqlite://${freshFile()}` });
    expect(await cacheSize(plain)).toBe(-2000);
    await plain.disconnect();
  });
});
