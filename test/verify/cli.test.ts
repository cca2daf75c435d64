// `npm run verify -- <record.json>` (issue 21): a finished game's record holds (exit 0), a
// changed one is named by its step (exit 1), and a missing or broken file gets a sentence
// (exit 2). The last test runs the real script on a file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVerify } from '../../src/verify/cli-run';
import { exportGame, type GameExport } from '../../src/verify/index';
import { finishedRecord } from './finished-game';

const exported = exportGame(finishedRecord(41, 2)) as GameExport;
const files: Record<string, string> = {
  'good.json': JSON.stringify(exported),
  'broken.json': '{ "format": ',
};
const read = (path: string) => {
  if (!(path in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
  return files[path];
};

describe('npm run verify (issue 21)', () => {
  it('a finished game’s record holds: exit 0 and the sentence that says so', () => {
    const answer = runVerify(['--', 'good.json'], read);
    expect(answer.code).toBe(0);
    expect(answer.line).toMatch(/^The game holds/);
  });

  it('a changed record: exit 1 and the sentence naming what differs', () => {
    const winners = exported.results.winners;
    files['changed.json'] = JSON.stringify({
      ...exported,
      results: { ...exported.results, winners: [1 - winners[0]] },
    });
    const answer = runVerify(['changed.json'], read);
    expect(answer).toMatchObject({ code: 1 });
    expect(answer.line).toMatch(/^The record was changed/);
  });

  it('no file, a missing file or a file that is not JSON: exit 2 with a sentence', () => {
    expect(runVerify([], read)).toMatchObject({
      code: 2,
      line: expect.stringMatching(/^usage: npm run verify/),
    });
    expect(runVerify(['none.json'], read)).toMatchObject({ code: 2, line: 'Cannot read none.json: ENOENT' });
    expect(runVerify(['broken.json'], read)).toMatchObject({
      code: 2,
      line: expect.stringMatching(/^The record is not JSON/),
    });
  });

  it('the script checks a record file on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kogge-verify-'));
    const file = join(dir, 'record.json');
    writeFileSync(file, JSON.stringify(exported));
    const out = execFileSync('npx', ['tsx', 'src/verify/cli.ts', file], { encoding: 'utf8' });
    expect(out).toMatch(/^The game holds/);
  });
});
