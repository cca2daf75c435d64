import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, databasePath, loadConfig, logLevel, required } from '../src/config';
import { t } from '../src/i18n/index';

describe('environment configuration', () => {
  it('treats an empty DISCORD_TOKEN as missing and fills the defaults', () => {
    const config = loadConfig({ DISCORD_TOKEN: '' });
    expect(config.DISCORD_TOKEN).toBeUndefined();
    expect(config).toMatchObject({ DATABASE_FILE: './data/kogge.sqlite' });
    // Unset, the bot logs at info and the local table at warn (its one line, then quiet).
    expect(logLevel(config, 'discord')).toBe('info');
    expect(logLevel(config, 'table')).toBe('warn');
    expect(logLevel(loadConfig({ LOG_LEVEL: 'debug' }), 'table')).toBe('debug');
  });

  it('rejects a development server id that is not a Discord id, with one sentence naming it', () => {
    expect(() => loadConfig({ DISCORD_GUILD_ID: '12' })).toThrow(ConfigError);
    expect(() => loadConfig({ DISCORD_GUILD_ID: '12' })).toThrow(
      /^The environment variable DISCORD_GUILD_ID is not valid: must be a Discord id/,
    );
  });

  it('rejects an application id that is not a Discord id, without echoing the value', () => {
    const attempt = () => loadConfig({ DISCORD_APP_ID: 'secret-looking-value' });
    expect(attempt).toThrow(/DISCORD_APP_ID/);
    expect(attempt).not.toThrow(/secret-looking-value/);
  });

  it('rejects an unknown log level, naming LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('names the missing variable a command needs', () => {
    expect(() => required(loadConfig({}), 'DISCORD_APP_ID', 'to register the commands')).toThrow(
      'Set DISCORD_APP_ID in .env to register the commands.',
    );
  });

  it('says its sentences from the English catalogue (en-config.ts): the operator’s locale is unknown at start-up', () => {
    expect(() => loadConfig({ DISCORD_GUILD_ID: '12' })).toThrow(
      t('config.invalid', { variable: 'DISCORD_GUILD_ID', reason: t('config.snowflake') }),
    );
    expect(() => required(loadConfig({}), 'DISCORD_TOKEN', t('deploy.why'))).toThrow(
      t('config.missing', { variable: 'DISCORD_TOKEN', why: t('deploy.why') }),
    );
  });

  it("creates the database file's folder", () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'kogge-config-')), 'deep', 'data');
    const file = databasePath({ DATABASE_FILE: join(folder, 'kogge.sqlite') });
    expect(existsSync(folder)).toBe(true);
    expect(file.endsWith('kogge.sqlite')).toBe(true);
  });
});
