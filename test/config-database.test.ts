// Issue 27: DATABASE_URL chooses the store; unset is today's SQLite file. A wrong address stops
// the bot with one sentence naming the variable, and never repeats the address (it may hold a
// password).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, storeTarget } from '../src/config';
import { t, type PlainKey } from '../src/i18n/index';

const invalid = (reason: PlainKey) => t('config.invalid', { variable: 'DATABASE_URL', reason: t(reason) });

describe('DATABASE_URL (issue 27)', () => {
  it('unset or blank: SQLite in DATABASE_FILE, as before', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kogge-config-')), 'kogge.sqlite');
    for (const DATABASE_URL of [undefined, '', '  '])
      expect(storeTarget(loadConfig({ DATABASE_FILE: file, DATABASE_URL }))).toEqual({
        kind: 'sqlite',
        file,
      });
  });

  it('sqlite://… names the file, made absolute', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kogge-config-')), 'other.sqlite');
    expect(storeTarget(loadConfig({ DATABASE_URL: `sqlite://${file}` }))).toEqual({ kind: 'sqlite', file });
    expect(storeTarget(loadConfig({ DATABASE_URL: 'sqlite://./data/x.sqlite' }))).toEqual({
      kind: 'sqlite',
      file: resolve('./data/x.sqlite'),
    });
  });

  it('postgresql://… and postgres://… choose PostgreSQL, the address kept as given', () => {
    for (const url of ['postgresql://kogge:pw@db.example:5432/kogge', 'postgres://localhost/kogge'])
      expect(storeTarget(loadConfig({ DATABASE_URL: url }))).toEqual({ kind: 'postgres', url });
  });

  it('refuses Redis with the sentence saying why, not the address', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'redis://:hunter2@cache:6379' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(invalid('config.database.redis'));
    expect(attempt).not.toThrow(/hunter2/);
  });

  it('refuses another scheme, a PostgreSQL address without a host and sqlite:// without a file', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/kogge' })).toThrow(
      invalid('config.database.scheme'),
    );
    expect(() => loadConfig({ DATABASE_URL: './data/kogge.sqlite' })).toThrow(
      invalid('config.database.scheme'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://' })).toThrow(
      invalid('config.database.postgresHost'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'sqlite://' })).toThrow(invalid('config.database.sqliteFile'));
  });

  it('control: a valid address passes the same check (the refusals are not the check refusing everything)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://localhost/kogge' })).not.toThrow();
  });
});
