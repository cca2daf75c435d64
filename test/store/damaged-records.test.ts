// Issue 20: a stored value that is not JSON, or fails its schema, is reported by the store
// (never thrown), found by scan(), and moved aside with its stored text kept.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyvGameStore } from '../../src/store/index';
import { storedGame } from './stored-game';

const GARBAGE = '{"value":{"recordVersion":1,"id":"b2"'; // torn mid-write: not JSON

/** Overwrites a row of the SQLite file itself, as a damaged disk or a careless edit would. */
async function overwrite(file: string, key: string, text: string): Promise<void> {
  const sqlite = new KeyvSqlite({ uri: `sqlite://${file}` });
  await sqlite.query('UPDATE keyv SET value = ? WHERE key = ?', text, key);
  await sqlite.disconnect();
}

async function keptAside(file: string): Promise<{ id: string; problem: string; stored: string }[]> {
  const aside = new Keyv<{ id: string; problem: string; stored: string }>({
    store: new KeyvSqlite({ uri: `sqlite://${file}` }),
    namespace: 'damaged',
  });
  const out: { id: string; problem: string; stored: string }[] = [];
  for await (const [, value] of aside.iterator!(undefined)) out.push(value as (typeof out)[number]);
  await aside.disconnect();
  return out;
}

describe('damaged records in the store', () => {
  let file: string;
  let store: KeyvGameStore;
  beforeEach(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'kogge-damaged-')), 'kogge.sqlite');
    store = KeyvGameStore.open(file);
    for (const id of ['a1', 'b2', 'c3']) await store.saveIfVersion(storedGame(id), -1);
  });
  afterEach(() => store.close());

  it('reads a value that is not JSON as invalid instead of throwing', async () => {
    await overwrite(file, 'games:b2', GARBAGE);
    expect(await store.load('b2')).toEqual({ ok: false, reason: 'invalid', problem: 'not JSON' });
    expect((await store.load('a1')).ok).toBe(true);
  });

  it('control: Keyv without the tolerant decoder throws on the same value', async () => {
    await overwrite(file, 'games:b2', GARBAGE);
    const plain = new Keyv({ store: new KeyvSqlite({ uri: `sqlite://${file}` }), namespace: 'games' });
    await expect(plain.get('b2')).rejects.toThrow(SyntaxError);
    await plain.disconnect();
  });

  it('scans every record, JSON or not, with its status, and names a schema fault without quoting values', async () => {
    await overwrite(file, 'games:b2', GARBAGE);
    await overwrite(
      file,
      'games:c3',
      JSON.stringify({ value: { ...storedGame('c3'), version: 0, status: 'SECRET' } }),
    );
    const scanned = (await store.scan()).sort((a, b) => a.id.localeCompare(b.id));
    expect(scanned).toEqual([
      { id: 'a1', json: true, status: 'playing' },
      { id: 'b2', json: false, status: null },
      { id: 'c3', json: true, status: 'SECRET' },
    ]);
    const c3 = await store.load('c3');
    expect(c3).toMatchObject({ ok: false, reason: 'invalid', problem: expect.stringMatching(/^status: /) });
    expect(JSON.stringify(c3)).not.toContain('SECRET');
  });

  it.each([
    ['null', '{"value":null,"expires":null}'],
    ['not JSON', GARBAGE],
    ['a string', '{"value":"x","expires":null}'],
  ])('answers a save over a record stored as %s with a conflict, never a throw', async (_, text) => {
    const b2 = await store.load('b2');
    if (!b2.ok) throw new Error('b2 was saved');
    await overwrite(file, 'games:b2', text);
    await expect(store.saveIfVersion(b2.record, b2.record.version)).resolves.toBeNull();
    // Control: the same save over the record as it was stored goes through.
    await store.moveAside('b2', 'test');
    await expect(store.saveIfVersion({ ...b2.record, version: -1 }, -1)).resolves.toMatchObject({ id: 'b2' });
  });

  it('moves a damaged record aside: kept with its stored text, gone from the games', async () => {
    await overwrite(file, 'games:b2', GARBAGE);
    await store.moveAside('b2', 'not JSON');
    expect(await store.load('b2')).toEqual({ ok: false, reason: 'missing' });
    expect(await keptAside(file)).toEqual([
      expect.objectContaining({ id: 'b2', problem: 'not JSON', stored: GARBAGE }),
    ]);
    expect((await store.scan()).map((g) => g.id).sort()).toEqual(['a1', 'c3']);
  });
});
