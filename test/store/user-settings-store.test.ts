// /kogge settings' store: each person's own settings, kept field by field, and a damaged
// record read as no settings rather than an error.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { describe, expect, it } from 'vitest';
import { KeyvUserSettingsStore } from '../../src/store/index';

const file = () => join(mkdtempSync(join(tmpdir(), 'kogge-users-')), 'kogge.sqlite');

describe('the user settings store', () => {
  it('keeps the fields an update leaves out, and each person apart', async () => {
    const store = KeyvUserSettingsStore.inMemory();
    await store.update('u1', { hints: true });
    await store.update('u1', { dmReminders: true });
    await store.update('u1', { hints: undefined });
    expect(await store.get('u1')).toEqual({ hints: true, dmReminders: true });
    expect(await store.get('u2')).toEqual({});
  });

  it('keeps all of 20 updates made at once by one person', async () => {
    const store = KeyvUserSettingsStore.inMemory();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.update('u1', i % 2 === 0 ? { hints: i < 10 } : { dmReminders: i > 10 }),
      ),
    );
    // The last update of each field wins: 18 set hints false, 19 set dmReminders true.
    expect(await store.get('u1')).toEqual({ hints: false, dmReminders: true });
  });

  it('survives a reopen of the SQLite file, and reads a damaged record as no settings', async () => {
    const databaseFile = file();
    const store = KeyvUserSettingsStore.open(databaseFile);
    await store.update('u1', { hints: false });
    await store.close();
    const raw = new Keyv({ store: new KeyvSqlite(`sqlite://${databaseFile}`), namespace: 'users' });
    await raw.set('u2', { hints: 'yes', evil: '<script>' });
    await raw.disconnect();
    const reopened = KeyvUserSettingsStore.open(databaseFile);
    expect(await reopened.get('u1')).toEqual({ hints: false });
    expect(await reopened.get('u2')).toEqual({});
    // Control: the same record, well formed, is read.
    await reopened.update('u2', { hints: true });
    expect(await reopened.get('u2')).toEqual({ hints: true });
    await reopened.close();
  });

  it('refuses a language tag longer than any Discord locale', async () => {
    const store = KeyvUserSettingsStore.inMemory();
    await expect(store.update('u1', { locale: 'x'.repeat(100) })).rejects.toThrow();
    expect(await store.get('u1')).toEqual({});
  });
});
