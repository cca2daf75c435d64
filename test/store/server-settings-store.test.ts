// /kogge server language's store (issue 25): each server's language, kept per guild, and a
// damaged record read as no settings (the server's preferred locale) rather than an error.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { describe, expect, it } from 'vitest';
import { KeyvServerSettingsStore } from '../../src/store/index';

const file = () => join(mkdtempSync(join(tmpdir(), 'kogge-servers-')), 'kogge.sqlite');

describe('the server settings store', () => {
  it('keeps each server’s language apart, and an empty record forgets it', async () => {
    const store = KeyvServerSettingsStore.inMemory();
    await store.set('g1', { locale: 'de' });
    await store.set('g2', { locale: 'fr' });
    expect(await store.get('g1')).toEqual({ locale: 'de' });
    expect(await store.get('g2')).toEqual({ locale: 'fr' });
    expect(await store.get('g3')).toEqual({});
    await store.set('g1', {});
    expect(await store.get('g1')).toEqual({});
  });

  it('of 20 choices made at once, keeps one of them whole', async () => {
    const store = KeyvServerSettingsStore.inMemory();
    const locales = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'de' : 'fr'));
    await Promise.all(locales.map((locale) => store.set('g1', { locale })));
    expect(['de', 'fr']).toContain((await store.get('g1')).locale);
  });

  it('survives a reopen of the SQLite file, and reads a damaged record as no settings', async () => {
    const databaseFile = file();
    const store = KeyvServerSettingsStore.open(databaseFile);
    await store.set('g1', { locale: 'de' });
    await store.close();
    const raw = new Keyv({ store: new KeyvSqlite(`sqlite://${databaseFile}`), namespace: 'servers' });
    await raw.set('g2', { locale: 'de', evil: '<script>' });
    await raw.set('g3', { locale: 7 });
    await raw.disconnect();
    const reopened = KeyvServerSettingsStore.open(databaseFile);
    expect(await reopened.get('g1')).toEqual({ locale: 'de' });
    expect(await reopened.get('g2')).toEqual({});
    expect(await reopened.get('g3')).toEqual({});
    // Control: the same server, well formed, is read.
    await reopened.set('g2', { locale: 'fr' });
    expect(await reopened.get('g2')).toEqual({ locale: 'fr' });
    await reopened.close();
  });

  it('refuses a language tag longer than any Discord locale, and keeps the old one', async () => {
    const store = KeyvServerSettingsStore.inMemory();
    await store.set('g1', { locale: 'de' });
    await expect(store.set('g1', { locale: 'x'.repeat(100) })).rejects.toThrow();
    expect(await store.get('g1')).toEqual({ locale: 'de' });
  });
});
