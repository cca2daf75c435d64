// Issue 24: a wrong environment variable is said back as typed, with what was wanted, never
// in zod's words ("expected number, received NaN"); the bot's own variables, which a token
// could be pasted into, are named but never repeated.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { loadTableEnv } from '../src/local-table/config';

const message = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('configuration errors repeat what was typed (issue 24)', () => {
  it('a port that is no number', () => {
    expect(message(() => loadTableEnv({ LOCAL_TABLE_PORT: 'three' }))).toBe(
      'The environment variable LOCAL_TABLE_PORT is "three": it must be a port number from 0 to 65535.',
    );
  });

  it('a port out of range', () => {
    expect(message(() => loadTableEnv({ LOCAL_TABLE_PORT: '70000' }))).toBe(
      'The environment variable LOCAL_TABLE_PORT is "70000": it must be a port number from 0 to 65535.',
    );
  });

  it('a log level there is not: the levels named, the value not echoed (it may be a pasted token)', () => {
    expect(message(() => loadConfig({ LOG_LEVEL: 'verbose' }))).toBe(
      'The environment variable LOG_LEVEL is not valid: must be one of fatal, error, warn, info, debug, trace or silent.',
    );
  });

  it('no sentence carries zod’s words', () => {
    for (const text of [
      message(() => loadTableEnv({ LOCAL_TABLE_PORT: 'three' })),
      message(() => loadConfig({ LOG_LEVEL: 'verbose' })),
    ])
      expect(text).not.toMatch(/expected|received|NaN|Invalid enum/i);
  });

  it('control: a bad token is named but never repeated', () => {
    const text = message(() => loadConfig({ DISCORD_TOKEN: ' ' }));
    expect(text).toContain('DISCORD_TOKEN');
    expect(text).not.toContain('" "');
  });
});
