// `npm run deploy-commands` says what is missing in a catalogue sentence (issue 8), run as a
// newcomer would, with no token and no .env, and exits with 1 without a stack trace.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '../src/i18n/index';

const cli = resolve('src/deploy-cli.ts');
const tsx = resolve('node_modules/.bin/tsx');

describe('deploy-commands on the terminal', () => {
  it('without DISCORD_TOKEN, says in the catalogue sentence which variable to set and exits 1', () => {
    const env = { PATH: process.env.PATH ?? '', DISCORD_TOKEN: '' };
    const run = spawnSync(tsx, [cli], {
      cwd: mkdtempSync(join(tmpdir(), 'kogge-deploy-')),
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`Set DISCORD_TOKEN in .env ${t('deploy.why')}.`);
    expect(run.stdout).toBe('');
  });
});
