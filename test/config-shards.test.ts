// Issue 27: SHARDS starts the bot as shard processes (a number, or `auto` for Discord's
// recommendation); unset, one process as before. Inside a shard process discord.js sets SHARDS
// to that shard's id, which must not be read as a count (every shard would start shards).
import { describe, expect, it } from 'vitest';
import { ConfigError, isShardProcess, loadConfig } from '../src/config';
import { t } from '../src/i18n/index';

describe('SHARDS (issue 27)', () => {
  it('unset or blank: one process, as before', () => {
    for (const SHARDS of [undefined, '', ' ']) expect(loadConfig({ SHARDS }).SHARDS).toBeUndefined();
  });

  it('a number of shard processes, or auto (any case)', () => {
    expect(loadConfig({ SHARDS: '2' }).SHARDS).toBe(2);
    expect(loadConfig({ SHARDS: ' 64 ' }).SHARDS).toBe(64);
    expect(loadConfig({ SHARDS: 'auto' }).SHARDS).toBe('auto');
    expect(loadConfig({ SHARDS: 'AUTO' }).SHARDS).toBe('auto');
  });

  it('refuses anything else with one sentence naming the variable', () => {
    const sentence = t('config.invalid', { variable: 'SHARDS', reason: t('config.shards') });
    for (const SHARDS of ['0', '-1', '2.5', '65', '9999', 'two', '1e3', '[0,1]', 'auto2']) {
      expect(() => loadConfig({ SHARDS })).toThrow(ConfigError);
      expect(() => loadConfig({ SHARDS })).toThrow(sentence);
    }
  });

  it("inside a shard process SHARDS is discord.js's shard id, not a count: ignored", () => {
    const shardEnv = { SHARDING_MANAGER: 'true', SHARDS: '0', SHARD_COUNT: '2' };
    expect(isShardProcess(shardEnv)).toBe(true);
    expect(loadConfig(shardEnv).SHARDS).toBeUndefined();
    // Control: the same SHARDS outside a shard process is the operator's (and 0 is refused).
    expect(isShardProcess({ SHARDS: '0' })).toBe(false);
    expect(() => loadConfig({ SHARDS: '0' })).toThrow(ConfigError);
  });
});

describe('DISCORD_API (issue 27: the real entry against a local Discord)', () => {
  it('unset or blank: Discord itself; an http(s) address is taken as given', () => {
    for (const DISCORD_API of [undefined, ''])
      expect(loadConfig({ DISCORD_API }).DISCORD_API).toBeUndefined();
    expect(loadConfig({ DISCORD_API: 'http://127.0.0.1:4100/api' }).DISCORD_API).toBe(
      'http://127.0.0.1:4100/api',
    );
  });

  it('refuses anything else with one sentence naming the variable', () => {
    const sentence = t('config.invalid', { variable: 'DISCORD_API', reason: t('config.discordApi') });
    for (const DISCORD_API of ['discord.com/api', 'ftp://x', 'http://', 'http:// spaced'])
      expect(() => loadConfig({ DISCORD_API })).toThrow(sentence);
  });
});
